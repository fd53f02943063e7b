// Page images of PDFs, rendered in the worker pool. Requests for the same image while it is being
// rendered share one render; the caller decides how long to wait (202 + Retry-After after that)
// and where to cache the result, and gives the zoom and pixel limit (the documents area's page
// rules, areas/documents/rules.ts), the owner whose turn the job takes in the pool's fair queue and
// the pool's caps, so this infrastructure needs nothing from an area.
import {
  pdfWorkers,
  type InspectResult,
  type PdfSource,
  type PdfLimits,
  type PoolOptions,
  type RenderJob,
  type RenderResult,
} from './worker-pool.ts';

export type { InspectResult, PdfLimits, PdfSource, PoolOptions, RenderJob, RenderResult };

export interface PdfJobOptions {
  /** The user whose document it is: users take turns in the pool. */
  owner: string;
  /** Caps of the process-wide pool (taken from the first job that starts it). */
  pool?: PoolOptions;
}

/** Page count and sizes, or the reason the bytes (or the file) are not an acceptable PDF. */
export function inspectPdf(
  source: PdfSource,
  options: PdfJobOptions & { limits: PdfLimits },
): Promise<InspectResult> {
  return pdfWorkers(options.pool).inspect(source, options);
}

const inFlight = new Map<string, Promise<RenderResult>>();

/**
 * Renders `page` (number, zoom, pixel limit, format), once per `key` at a time: concurrent callers
 * with the same key get the same promise. `afterRender` (e.g. store in the cache) runs once,
 * before the promise settles, so a caller that finds nothing in flight finds it in the cache.
 */
export function renderPageOnce(
  key: string,
  loadBytes: () => Promise<Uint8Array>,
  page: RenderJob,
  afterRender: (result: RenderResult) => Promise<void>,
  options: PdfJobOptions,
): Promise<RenderResult> {
  const running = inFlight.get(key);
  if (running) return running;
  const job = (async () => {
    const bytes = await loadBytes();
    const result = await pdfWorkers(options.pool).render(bytes, page, options);
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
