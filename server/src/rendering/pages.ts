// Page images of PDFs, rendered in the worker pool. Requests for the same image while it is being
// rendered share one render; the caller decides how long to wait (202 + Retry-After after that)
// and where to cache the result.
import { MAX_PAGE_PIXELS, zoomFor, type PageFormat } from '../areas/documents/index.ts';
import { pdfWorkers, type InspectResult, type RenderResult } from './worker-pool.ts';

export type { InspectResult, RenderResult };

/** Page count and sizes, or the reason the bytes are not an acceptable PDF. */
export function inspectPdf(bytes: Uint8Array): Promise<InspectResult> {
  return pdfWorkers().inspect(bytes);
}

const inFlight = new Map<string, Promise<RenderResult>>();

/**
 * Renders page `pageNumber` at `scale` percent, once per `key` at a time: concurrent callers
 * with the same key get the same promise. `afterRender` (e.g. store in the cache) runs once,
 * before the promise settles, so a caller that finds nothing in flight finds it in the cache.
 */
export function renderPageOnce(
  key: string,
  loadBytes: () => Promise<Uint8Array>,
  page: { pageNumber: number; scale: number; format: PageFormat },
  afterRender: (result: RenderResult) => Promise<void>,
): Promise<RenderResult> {
  const running = inFlight.get(key);
  if (running) return running;
  const job = (async () => {
    const bytes = await loadBytes();
    const result = await pdfWorkers().render(bytes, {
      pageNumber: page.pageNumber,
      zoom: zoomFor(page.scale),
      maxPixels: MAX_PAGE_PIXELS,
      format: page.format,
    });
    await afterRender(result);
    return result;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, job);
  return job;
}

/** `promise`'s value, or undefined when it has not settled within `ms` (it keeps running). */
export async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
