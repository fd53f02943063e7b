// @vitest-environment jsdom
// The page's entry (src/app/entry.ts) starts the app only after the browser painted the first
// frame, so the server's first frame shows before any of the app's code runs; a hidden tab, which
// paints no frame, starts at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const started = vi.fn();

let frames: FrameRequestCallback[] = [];
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.resetModules();
  started.mockClear();
  // Registered anew for each test: the app's module is evaluated (started) when imported.
  vi.doMock('@/app/main', () => {
    started();
    return {};
  });
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.restoreAllMocks();
  visibility = 'visible';
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the entry', () => {
  it('imports the app after the next frame, not before', async () => {
    await import('@/app/entry');
    await settle();
    expect(started).not.toHaveBeenCalled();
    expect(frames).toHaveLength(1);
    frames[0](performance.now());
    await settle();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('imports the app at once in a hidden tab', async () => {
    visibility = 'hidden';
    await import('@/app/entry');
    await settle();
    expect(frames).toHaveLength(0);
    expect(started).toHaveBeenCalledTimes(1);
  });
});
