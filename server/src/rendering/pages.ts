// Page images of PDFs, rendered in the worker pool. Requests for the same image while it is being
// rendered share one render; the caller decides how long to wait (202 + Retry-After after that)
// and where to cache the result, and gives the zoom and pixel limit (the documents area's page
// rules, areas/documents/rules.ts), the owner whose turn the job takes in the pool's fair queue and
// the pool's caps, so this infrastructure needs nothing from an area.
import {
  pdfWorkers,
  sharedBytes,
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

export interface RenderPageOptions extends PdfJobOptions {
  /**
   * The file the page is of (e.g. its storage key; its bytes never change): the pages of one
   * file rendering at the same time share one copy of its bytes, loaded once.
   */
  fileKey?: string;
}

/** Page count and sizes, or the reason the bytes (or the file) are not an acceptable PDF. */
export function inspectPdf(
  source: PdfSource,
  options: PdfJobOptions & { limits: PdfLimits },
): Promise<InspectResult> {
  return pdfWorkers(options.pool).inspect(source, options);
}

const inFlight = new Map<string, Promise<RenderResult>>();

/** Files whose pages are rendering, by key: the bytes (shared with the workers), their users. */
const openFiles = new Map<string, { bytes: Promise<Uint8Array>; users: number }>();

/**
 * Runs `use` with the bytes of `fileKey`, loaded once while any page of it renders and dropped
 * after the last (a viewer asks for many pages of a document at once: 200 pages each holding
 * their own copy of the file were 200 copies).
 */
async function withFile<T>(
  fileKey: string | undefined,
  load: () => Promise<Uint8Array>,
  use: (bytes: Uint8Array) => Promise<T>,
): Promise<T> {
  if (fileKey === undefined) return use(await load());
  let file = openFiles.get(fileKey);
  if (!file) {
    file = { bytes: load().then(sharedBytes), users: 0 };
    openFiles.set(fileKey, file);
  }
  file.users++;
  try {
    return await use(await file.bytes);
  } finally {
    if (--file.users === 0) openFiles.delete(fileKey);
  }
}

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
  options: RenderPageOptions,
): Promise<RenderResult> {
  const running = inFlight.get(key);
  if (running) return running;
  const job = (async () => {
    const result = await withFile(options.fileKey, loadBytes, (bytes) =>
      pdfWorkers(options.pool).render(bytes, page, options),
    );
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
