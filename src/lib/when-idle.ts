// Work the first screen does not show waits until that screen is on screen and the browser idle:
// the server's clock and the pending-invitation question went out while the screen was still
// rendering, where they took a connection (a phone has six to the server) and a share of the
// bandwidth from what the person waits to see. Idle means the render's tasks are done;
// the frame after it means the screen's own frame has reached the display (its paint is reported
// a little after the main thread drew it). `IDLE_TIMEOUT_MS` bounds the wait on a busy page.
export const IDLE_TIMEOUT_MS = 2_000;

/** After the next frame and the tasks queued before it. */
const afterNextFrame = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));

/** Runs `run` once the browser is idle (or after `IDLE_TIMEOUT_MS`), after the next frame. */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => afterNextFrame(run), { timeout: IDLE_TIMEOUT_MS });
  } else {
    // Browsers without idle callbacks.
    afterNextFrame(run);
  }
}
