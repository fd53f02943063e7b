// Work the first screen does not show waits for the browser to be idle, then for the next frame
// (src/lib/when-idle.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle } from '@/lib/when-idle';

let frames: (() => void)[];

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (frame: () => void) => frames.push(frame));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The browser draws a frame: the queued frame callbacks run, then the tasks queued by them. */
function drawFrame() {
  const queued = frames;
  frames = [];
  queued.forEach((frame) => frame());
  vi.runAllTimers();
}

describe('whenIdle', () => {
  it('runs once the browser is idle (bounded by the timeout), after the next frame', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const run = vi.fn();
    whenIdle(run);
    drawFrame();
    expect(run).not.toHaveBeenCalled();
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    (idle.mock.calls[0][0] as () => void)();
    expect(run).not.toHaveBeenCalled();
    drawFrame();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs after the next frame where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    drawFrame();
    expect(run).toHaveBeenCalledOnce();
  });
});
