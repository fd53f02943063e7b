// A small pool of worker threads for PDF work (inspection at upload, page rendering), so that
// pdfjs and pdf-lib never block the event loop and a hostile document cannot take the server down:
//
// - Caps: each worker's heap is capped (`resourceLimits`, memoryMb); V8 kills a worker that goes
//   over it. Buffers live outside that heap, so a watchdog also samples the process's RSS while
//   jobs run and kills the longest-running job's worker when the growth since the pool became busy
//   exceeds memoryMb per busy worker plus a slack. Every job has a time limit (jobTimeoutMs). A
//   killed worker fails only its job (PdfWorkerError with the reason) and is replaced: the next
//   job starts a fresh one.
// - Fairness: jobs wait in one queue per owner (the user whose document it is); a free worker
//   takes the next job of the owner with the fewest running jobs, owners taking turns (round
//   robin). An owner has at most one check of an upload running (maxChecksRunningPerOwner) and a
//   short queue of them (maxChecksWaitingPerOwner); one more fails at once with reason 'busy'. So
//   one user's heavy uploads hold one worker, the others stay free for everybody else, and
//   another user's one-page upload starts at once (measured before: it waited 20.8 s behind two
//   30 000-page uploads of one user that held both workers).
// - Size = CPU cores. Workers start on demand, stop after a minute idle, never keep us alive.
// - Memory of rendering (a 200-page document through two workers peaked at 730 MB of RSS): the
//   document's bytes are shared, not copied per job (./shared-bytes.ts), and the worker
//   makes the one private copy pdfjs takes over only while it renders. Workers start without the
//   parent's loader and source-map flags (they run plain JavaScript; the TypeScript loader and
//   the decoded source maps of pdfjs cost ~30 MB of heap per worker), with a small young
//   generation (the renders' garbage is collected at 16 MB instead of piling up to 64 MB).
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { sharedBuffer, transferableCopy } from './shared-bytes.ts';
import type {
  InspectResult,
  PdfLimits,
  PoolOptions,
  RenderJob,
  RenderResult,
} from './pdf-types.ts';

export type {
  InspectResult,
  PageSize,
  PdfLimits,
  PoolOptions,
  RefusalReason,
  RenderJob,
  RenderResult,
} from './pdf-types.ts';
export { sharedBytes } from './shared-bytes.ts';

/** Why a job failed without an answer from the worker. */
export type PdfFailure = 'timeout' | 'memory' | 'crashed' | 'closed' | 'busy' | 'failed';

export class PdfWorkerError extends Error {
  constructor(
    message: string,
    readonly reason: PdfFailure = 'failed',
  ) {
    super(message);
    this.name = 'PdfWorkerError';
  }
}

/** Who a job is for: jobs of different owners take turns. */
export interface JobOwner {
  owner?: string;
}

/**
 * The PDF a job reads: bytes handed over to the worker, bytes shared with it (and with the other
 * jobs of the same document), or a file the worker reads itself.
 */
type JobSource =
  | { bytes: ArrayBuffer; shared?: undefined; file?: undefined }
  | { shared: SharedArrayBuffer; bytes?: undefined; file?: undefined }
  | { file: string; bytes?: undefined; shared?: undefined };

type Job = ({ kind: 'inspect'; limits: PdfLimits } | ({ kind: 'render' } & RenderJob)) & JobSource;

/**
 * What to inspect: bytes in memory (copied once and handed over), or the path of a file, which
 * only the worker reads (a large upload spooled to disk then never sits in the main thread).
 */
export type PdfSource = Uint8Array | { file: string };

interface Pending {
  id: number;
  owner: string;
  job: Job;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  current?: Pending;
  startedAt: number;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
}

const MiB = 1024 * 1024;
/** RSS growth allowed besides memoryMb per busy worker (the pool's own, the main thread's). */
const SLACK_MB = 256;
const WATCH_EVERY_MS = 50;
/** After a kill, the watchdog waits this long for the memory to be returned. */
const QUIET_AFTER_KILL_MS = 500;

const workerUrl = new URL('./pdf-worker.mjs', import.meta.url);

export class PdfWorkerPool {
  readonly size: number;
  readonly jobTimeoutMs: number;
  readonly memoryMb: number;
  private readonly idleMs: number;
  private readonly maxWaitingPerOwner: number;
  private readonly maxChecksRunning: number;
  private readonly maxChecksWaiting: number;
  private readonly slots: Slot[] = [];
  /** Waiting jobs, running job counts and the turn each owner was last served, per owner. */
  private readonly waiting = new Map<string, Pending[]>();
  private readonly running = new Map<string, number>();
  private readonly checksRunning = new Map<string, number>();
  private readonly served = new Map<string, number>();
  private turn = 0;
  private nextId = 1;
  private closed = false;
  private watchdog?: NodeJS.Timeout;
  private baselineRss = 0;
  private quietUntil = 0;
  private rebaseline = false;
  /** Workers killed, by reason (for tests and logs). */
  readonly kills = { timeout: 0, memory: 0, crashed: 0 };
  /** Jobs handed to a worker, by kind (for tests and logs). */
  readonly started = { inspect: 0, render: 0 };

  constructor(options: PoolOptions = {}) {
    this.size = Math.max(1, options.size ?? availableParallelism());
    this.jobTimeoutMs = options.jobTimeoutMs ?? 30_000;
    this.idleMs = options.idleMs ?? 60_000;
    this.memoryMb = options.memoryMb ?? 512;
    this.maxWaitingPerOwner = options.maxWaitingPerOwner ?? 32;
    this.maxChecksRunning = Math.max(1, options.maxChecksRunningPerOwner ?? 1);
    this.maxChecksWaiting = Math.max(0, options.maxChecksWaitingPerOwner ?? 2);
  }

  /** The structural check and page sizes of an upload (pdf-worker.mjs), within `limits`. */
  inspect(source: PdfSource, options: JobOwner & { limits: PdfLimits }): Promise<InspectResult> {
    const { owner, limits } = options;
    const from: JobSource =
      source instanceof Uint8Array ? { bytes: transferableCopy(source) } : { file: source.file };
    return this.run(owner, { kind: 'inspect', limits, ...from }) as Promise<InspectResult>;
  }

  /**
   * Renders a page of `bytes`. The bytes are shared with the worker, not copied per job: bytes
   * in a SharedArrayBuffer as they are (see sharedBytes), others copied once into one, which
   * later calls with the same array reuse. So the bytes must not change while pages of them render.
   */
  render(bytes: Uint8Array, job: RenderJob, options: JobOwner = {}): Promise<RenderResult> {
    return this.run(options.owner, {
      kind: 'render',
      ...job,
      shared: sharedBuffer(bytes),
    }) as Promise<RenderResult>;
  }

  /** Workers alive, jobs running, jobs waiting (in all and per owner). */
  stats(): {
    workers: number;
    running: number;
    waiting: number;
    waitingBy: Record<string, number>;
  } {
    const waitingBy: Record<string, number> = {};
    for (const [owner, queue] of this.waiting) waitingBy[owner] = queue.length;
    return {
      workers: this.slots.length,
      running: this.slots.filter((slot) => slot.current).length,
      waiting: Object.values(waitingBy).reduce((sum, count) => sum + count, 0),
      waitingBy,
    };
  }

  /** Stops every worker; queued and running jobs fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const queue of this.waiting.values()) {
      for (const pending of queue) pending.reject(new PdfWorkerError('pool closed', 'closed'));
    }
    this.waiting.clear();
    clearInterval(this.watchdog);
    await Promise.all([...this.slots].map((slot) => this.stop(slot, 'closed', 'pool closed')));
  }

  private run(owner = 'anonymous', job: Job): Promise<unknown> {
    if (this.closed) return Promise.reject(new PdfWorkerError('pool closed', 'closed'));
    const queue = this.waiting.get(owner) ?? [];
    if (queue.length >= this.maxWaitingPerOwner) {
      return Promise.reject(new PdfWorkerError('too many PDF jobs waiting', 'busy'));
    }
    if (
      job.kind === 'inspect' &&
      queue.filter((pending) => pending.job.kind === 'inspect').length >= this.maxChecksWaiting
    ) {
      return Promise.reject(new PdfWorkerError('too many checks of uploads waiting', 'busy'));
    }
    return new Promise((resolve, reject) => {
      queue.push({ id: this.nextId++, owner, job, resolve, reject });
      this.waiting.set(owner, queue);
      this.dispatch();
    });
  }

  /** A check of an upload starts only while its owner has fewer than the allowed running. */
  private mayStart(pending: Pending): boolean {
    return (
      pending.job.kind !== 'inspect' ||
      (this.checksRunning.get(pending.owner) ?? 0) < this.maxChecksRunning
    );
  }

  /**
   * The next job that may start: of the waiting owner with the fewest running jobs; among those,
   * of the one served longest ago (round robin).
   */
  private take(): Pending | undefined {
    let chosen: { owner: string; index: number } | undefined;
    let fewest = Infinity;
    let longestAgo = Infinity;
    for (const [owner, queue] of this.waiting) {
      const index = queue.findIndex((pending) => this.mayStart(pending));
      if (index < 0) continue;
      const running = this.running.get(owner) ?? 0;
      const served = this.served.get(owner) ?? -1;
      if (running < fewest || (running === fewest && served < longestAgo)) {
        chosen = { owner, index };
        fewest = running;
        longestAgo = served;
      }
    }
    if (chosen === undefined) return undefined;
    const queue = this.waiting.get(chosen.owner)!;
    const [pending] = queue.splice(chosen.index, 1);
    if (queue.length === 0) this.waiting.delete(chosen.owner);
    this.served.set(chosen.owner, ++this.turn);
    return pending;
  }

  private dispatch(): void {
    for (;;) {
      const free = this.slots.find((s) => !s.current);
      if (!free && this.slots.length >= this.size) return;
      const pending = this.take();
      if (!pending) return;
      const slot = free ?? this.spawn();
      clearTimeout(slot.idleTimer);
      slot.current = pending;
      slot.startedAt = performance.now();
      this.running.set(pending.owner, (this.running.get(pending.owner) ?? 0) + 1);
      this.started[pending.job.kind]++;
      if (pending.job.kind === 'inspect') {
        this.checksRunning.set(pending.owner, (this.checksRunning.get(pending.owner) ?? 0) + 1);
      }
      const running = slot;
      slot.timer = setTimeout(() => {
        this.kills.timeout++;
        void this.stop(running, 'timeout', `the PDF job took longer than ${this.jobTimeoutMs} ms`);
      }, this.jobTimeoutMs);
      this.watch();
      const { bytes } = pending.job;
      slot.worker.postMessage({ id: pending.id, job: pending.job }, bytes ? [bytes] : []);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(workerUrl, {
      // Plain JavaScript: no TypeScript loader, no source maps (see the head of this file).
      execArgv: [],
      resourceLimits: {
        maxOldGenerationSizeMb: this.memoryMb,
        maxYoungGenerationSizeMb: Math.max(8, Math.min(16, Math.floor(this.memoryMb / 8))),
        stackSizeMb: 4,
      },
    });
    worker.unref();
    const slot: Slot = { worker, startedAt: 0 };
    worker.on('message', (message: { id: number; ok: boolean; result?: unknown; error?: Error }) =>
      this.finish(slot, message),
    );
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.kills[memory ? 'memory' : 'crashed']++;
      void this.stop(
        slot,
        memory ? 'memory' : 'crashed',
        memory
          ? `the PDF job needed more than ${this.memoryMb} MB`
          : `PDF worker failed: ${error.message}`,
      );
    });
    worker.on('exit', () => this.forget(slot, 'crashed', 'PDF worker exited'));
    this.slots.push(slot);
    return slot;
  }

  private finish(
    slot: Slot,
    message: { id: number; ok: boolean; result?: unknown; error?: Error },
  ) {
    const pending = slot.current;
    if (!pending || pending.id !== message.id) return;
    this.release(slot);
    if (message.ok) pending.resolve(message.result);
    else pending.reject(new PdfWorkerError(message.error?.message ?? 'PDF job failed'));
    slot.idleTimer = setTimeout(() => {
      if (!slot.current) void this.stop(slot, 'closed', 'idle');
    }, this.idleMs);
    slot.idleTimer.unref();
    this.dispatch();
  }

  /** The slot's job is over (answered or failed): its owner runs one job fewer. */
  private release(slot: Slot): Pending | undefined {
    clearTimeout(slot.timer);
    const pending = slot.current;
    slot.current = undefined;
    if (pending) {
      if (pending.job.kind === 'inspect') {
        const checks = (this.checksRunning.get(pending.owner) ?? 1) - 1;
        if (checks > 0) this.checksRunning.set(pending.owner, checks);
        else this.checksRunning.delete(pending.owner);
      }
      const left = (this.running.get(pending.owner) ?? 1) - 1;
      if (left > 0) this.running.set(pending.owner, left);
      else this.running.delete(pending.owner);
      if (left <= 0 && !this.waiting.has(pending.owner)) this.served.delete(pending.owner);
    }
    return pending;
  }

  private async stop(slot: Slot, reason: PdfFailure, message: string): Promise<void> {
    this.forget(slot, reason, message);
    await slot.worker.terminate();
  }

  /** Removes a slot whose worker is gone; its running job fails, queued jobs go elsewhere. */
  private forget(slot: Slot, reason: PdfFailure, message: string): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    clearTimeout(slot.idleTimer);
    this.release(slot)?.reject(new PdfWorkerError(message, reason));
    if (!this.closed) this.dispatch();
  }

  /**
   * Takes the RSS baseline when a busy period starts (the job just dispatched is the only one
   * running) and starts the watchdog, which stops itself when the pool idles.
   */
  private watch(): void {
    if (this.slots.filter((slot) => slot.current).length === 1) {
      this.baselineRss = process.memoryUsage.rss();
    }
    if (this.watchdog) return;
    this.watchdog = setInterval(() => this.checkMemory(), WATCH_EVERY_MS);
    this.watchdog.unref();
  }

  private checkMemory(): void {
    const busy = this.slots.filter((slot) => slot.current);
    if (busy.length === 0) {
      clearInterval(this.watchdog);
      this.watchdog = undefined;
      return;
    }
    const now = performance.now();
    if (now < this.quietUntil) return;
    const rss = process.memoryUsage.rss();
    if (this.rebaseline) {
      // What the killed worker's thread left in the allocator is not growth of the others.
      this.baselineRss = Math.min(rss, this.baselineRss + this.memoryMb * MiB);
      this.rebaseline = false;
    }
    if (rss - this.baselineRss <= (busy.length * this.memoryMb + SLACK_MB) * MiB) return;
    // The job that has run longest is the likeliest to be the one growing.
    const oldest = busy.reduce((a, b) => (a.startedAt <= b.startedAt ? a : b));
    this.kills.memory++;
    this.quietUntil = now + QUIET_AFTER_KILL_MS;
    this.rebaseline = true;
    void this.stop(oldest, 'memory', `the PDF job needed more than ${this.memoryMb} MB`);
  }
}

let shared: PdfWorkerPool | undefined;

/**
 * The process-wide pool (workers are unref'd, so it needs no shutdown), made with `options` on
 * the first call; later calls get the same pool.
 */
export function pdfWorkers(options?: PoolOptions): PdfWorkerPool {
  shared ??= new PdfWorkerPool(options);
  return shared;
}
