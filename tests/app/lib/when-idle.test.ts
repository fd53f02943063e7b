// Work the first screen does not show waits for the browser to be idle (src/lib/when-idle.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle } from '@/lib/when-idle';

afterEach(() => vi.unstubAllGlobals());

describe('whenIdle', () => {
  it('runs in an idle callback, bounded by the timeout', () => {
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    (idle.mock.calls[0][0] as () => void)();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs after the next frame where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('requestIdleCallback', undefined);
      const frames: (() => void)[] = [];
      vi.stubGlobal('requestAnimationFrame', (frame: () => void) => frames.push(frame));
      const run = vi.fn();
      whenIdle(run);
      vi.runAllTimers();
      expect(run).not.toHaveBeenCalled();
      frames.forEach((frame) => frame());
      vi.runAllTimers();
      expect(run).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
