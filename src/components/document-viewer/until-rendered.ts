// Page images are rendered by the server on demand: while a page is still rendering the answer is
// 202 with Retry-After (contract getDocumentPage). The api client already retries failed calls
// with the product's timing (`{ retry: PAGE_RETRIES }`); this loop adds the 202 case, with the same
// budget: "up to 10 retries, delay 100 ms doubling up to 5000 ms" (docs/product.md#calls), or the server's
// Retry-After when it gives one.
import { retryAfterSeconds } from '@/lib/api-client';
import { PAGE_RETRIES, retryDelay } from '@/lib/retry';

/** What the generated page calls answer: the image, or 202 `{ status: 'rendering' }`. */
export interface PageAnswer {
  status: number;
  data: unknown;
  headers: Headers;
}

export class PageNotRenderedError extends Error {
  constructor(readonly attempts: number) {
    super(`The page was still rendering after ${attempts} attempts`);
    this.name = 'PageNotRenderedError';
  }
}

/** A Blob, also one made by another realm's fetch (test environments have two Blob classes). */
export function isBlob(value: unknown): value is Blob {
  if (value instanceof Blob) return true;
  const candidate = value as Partial<Blob> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.arrayBuffer === 'function' &&
    typeof candidate.type === 'string'
  );
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Delay before retry `attempt` (0 = first) of a page that answered 202. */
export function renderingDelay(headers: Headers, attempt: number): number {
  const seconds = retryAfterSeconds(headers);
  return seconds !== undefined ? seconds * 1000 : retryDelay(attempt, PAGE_RETRIES);
}

export async function untilRendered(
  fetchPage: () => Promise<PageAnswer>,
  {
    retries = PAGE_RETRIES,
    sleep = wait,
  }: { retries?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<Blob> {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await fetchPage();
    if (answer.status !== 202) {
      if (isBlob(answer.data)) return answer.data;
      throw new Error(`The page answer is not an image (status ${answer.status})`);
    }
    if (attempt >= retries) throw new PageNotRenderedError(attempt + 1);
    await sleep(renderingDelay(answer.headers, attempt));
  }
}
