// A job the server runs on a timer, like the mail queue's worker: a first pass at start, then
// one every intervalMs, never two passes at once, stopped (after the pass under way) with the
// server. The business area's scheduled work (retention, due deletions) runs through it.
import type { AppContext } from '../../context.ts';

export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    protected readonly ctx: AppContext,
    private readonly name: string,
    private readonly run: (ctx: AppContext) => Promise<unknown>,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.pass(), this.intervalMs);
    this.timer.unref();
    void this.pass();
  }

  /** Runs a pass after the one under way (never two at once); resolves when it ends. */
  pass(): Promise<unknown> {
    if (this.stopped) return this.running;
    this.running = this.running.then(() =>
      this.stopped
        ? undefined
        : this.run(this.ctx).catch((error: unknown) =>
            this.ctx.log.error({ err: error }, `the ${this.name} pass failed`),
          ),
    );
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
