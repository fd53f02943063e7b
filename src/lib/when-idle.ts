// Work the first screen does not show waits until the browser is idle after it: the server's
// clock and the pending-invitation question went out while the screen was still rendering and
// its page images loading, where they took a connection (a phone has six to the server) and a
// share of the bandwidth from what the person waits to see (issue 15). Idle means the render's
// tasks are done; `IDLE_TIMEOUT_MS` bounds the wait on a page that never goes idle.
export const IDLE_TIMEOUT_MS = 2_000;

/** Runs `run` once the browser is idle (or after `IDLE_TIMEOUT_MS` at the latest). */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
  } else {
    // Browsers without idle callbacks: after the next frame and the tasks queued before it.
    requestAnimationFrame(() => setTimeout(run, 0));
  }
}
