// A small pool of worker threads for PDF work (inspection at upload, page rendering), so that
// pdfjs never blocks the event loop. Size = CPU cores. Workers start on demand, stop after a
// minute without work (a rendering worker holds ~250 MB at its peak) and never keep the process
// alive. A job that overruns its time limit, or a worker that dies, fails only that job; the
// worker is replaced on the next job.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export interface PageSize {
  width: number;
  height: number;
}

export type InspectResult =
  | { pages: number; pageSizes: PageSize[]; refused?: undefined }
  | { refused: 'encrypted' | 'broken' | 'empty'; detail?: string };

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

type Job = ({ kind: 'inspect' } | ({ kind: 'render' } & RenderJob)) & { bytes: ArrayBuffer };

interface Pending {
  id: number;
  job: Job;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  current?: Pending;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
}

export class PdfWorkerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfWorkerError';
  }
}

const workerUrl = new URL('./pdf-worker.mjs', import.meta.url);

export class PdfWorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    readonly size = Math.max(1, availableParallelism()),
    private readonly jobTimeoutMs = 60_000,
    private readonly idleMs = 60_000,
  ) {}

  inspect(bytes: Uint8Array): Promise<InspectResult> {
    return this.run({ kind: 'inspect', bytes: copy(bytes) }) as Promise<InspectResult>;
  }

  render(bytes: Uint8Array, job: RenderJob): Promise<RenderResult> {
    return this.run({ kind: 'render', ...job, bytes: copy(bytes) }) as Promise<RenderResult>;
  }

  /** Stops every worker; queued and running jobs fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new PdfWorkerError('pool closed'));
    await Promise.all(this.slots.splice(0).map((slot) => this.stop(slot, 'pool closed')));
  }

  private run(job: Job): Promise<unknown> {
    if (this.closed) return Promise.reject(new PdfWorkerError('pool closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.current);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const pending = this.queue.shift()!;
      clearTimeout(slot.idleTimer);
      slot.current = pending;
      const running = slot;
      slot.timer = setTimeout(() => {
        void this.stop(running, `the PDF job took longer than ${this.jobTimeoutMs} ms`);
      }, this.jobTimeoutMs);
      slot.worker.postMessage({ id: pending.id, job: pending.job }, [pending.job.bytes]);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(workerUrl);
    worker.unref();
    const slot: Slot = { worker };
    worker.on('message', (message: { id: number; ok: boolean; result?: unknown; error?: Error }) =>
      this.finish(slot, message),
    );
    worker.on('error', (error) => void this.stop(slot, `PDF worker failed: ${error.message}`));
    worker.on('exit', () => this.forget(slot, 'PDF worker exited'));
    this.slots.push(slot);
    return slot;
  }

  private finish(
    slot: Slot,
    message: { id: number; ok: boolean; result?: unknown; error?: Error },
  ) {
    const pending = slot.current;
    if (!pending || pending.id !== message.id) return;
    clearTimeout(slot.timer);
    slot.current = undefined;
    if (message.ok) pending.resolve(message.result);
    else pending.reject(new PdfWorkerError(message.error?.message ?? 'PDF job failed'));
    slot.idleTimer = setTimeout(() => {
      if (!slot.current) void this.stop(slot, 'idle');
    }, this.idleMs);
    slot.idleTimer.unref();
    this.dispatch();
  }

  private async stop(slot: Slot, reason: string): Promise<void> {
    this.forget(slot, reason);
    await slot.worker.terminate();
  }

  /** Removes a slot whose worker is gone; its running job fails, queued jobs go elsewhere. */
  private forget(slot: Slot, reason: string): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    clearTimeout(slot.timer);
    clearTimeout(slot.idleTimer);
    const pending = slot.current;
    slot.current = undefined;
    pending?.reject(new PdfWorkerError(reason));
    if (!this.closed) this.dispatch();
  }
}

function copy(bytes: Uint8Array): ArrayBuffer {
  // Transferred to the worker, so the caller's buffer (often Node's shared pool) stays intact.
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

let shared: PdfWorkerPool | undefined;

/** The process-wide pool (workers are unref'd, so it needs no shutdown). */
export function pdfWorkers(): PdfWorkerPool {
  shared ??= new PdfWorkerPool();
  return shared;
}
