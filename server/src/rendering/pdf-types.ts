// What the PDF worker pool (worker-pool.ts) takes and answers: the inspection of an upload (the
// structural check's limits and verdict, pdf-check.mjs), page rendering, and the pool's caps.

export interface PageSize {
  width: number;
  height: number;
}

/** Why an upload's PDF is refused (the Problem's code is `pdf_<reason>`). */
export type RefusalReason =
  | 'encrypted'
  | 'broken'
  | 'no_pages'
  | 'too_many_pages'
  | 'too_complex'
  | 'decompression_bomb'
  | 'reference_loop'
  | 'empty_page'
  | 'page_too_large'
  | 'javascript'
  | 'launch_action'
  | 'executable_attachment';

export type InspectResult =
  | { pages: number; pageSizes: PageSize[]; refused?: undefined }
  | { refused: RefusalReason; detail?: string; facts?: Record<string, unknown> };

/** What the structural check of an upload allows (see pdf-check.mjs). */
export interface PdfLimits {
  maxPages: number;
  /** Indirect objects, including those in object streams. */
  maxObjects: number;
  /** Nesting of arrays and dictionaries. */
  maxDepth: number;
  /** Decoded bytes of any one stream (each stage of its filter chain). */
  maxStreamBytes: number;
  /** Decoded bytes of all streams together. */
  maxDecodedBytes: number;
  /** Width x height of any image. */
  maxImagePixels: number;
  /** Smallest and largest page side, in points. */
  minPageSide: number;
  maxPageSide: number;
}

export interface RenderJob {
  pageNumber: number;
  /** Device pixels per PDF point. */
  zoom: number;
  /** Larger pages are rendered at a lower zoom so that no image exceeds this many pixels. */
  maxPixels: number;
  format: 'png' | 'webp';
}

export interface RenderResult {
  image: Uint8Array;
  width: number;
  height: number;
  renderMs: number;
  encodeMs: number;
}

export interface PoolOptions {
  /** Worker threads (default: CPU cores). */
  size?: number;
  /** Longest a job may run before its worker is killed. */
  jobTimeoutMs?: number;
  /** A worker without work stops after this long. */
  idleMs?: number;
  /** Heap cap per worker, and the RSS growth allowed per busy worker. */
  memoryMb?: number;
  /** Jobs one owner may have waiting; more fail at once with reason 'busy'. */
  maxWaitingPerOwner?: number;
  /** Checks of uploads (inspect jobs) one owner may have running at once (default 1). */
  maxChecksRunningPerOwner?: number;
  /** Checks of uploads one owner may have waiting (default 2); more fail with reason 'busy'. */
  maxChecksWaitingPerOwner?: number;
}
