// docs/product.md#entities-shell (queue item: id, message, color, duration, indefinite, dismissible, action), docs/product.md#states
// ("Snackbar: closes on timeout, dismiss, or action") and docs/product.md#constants-interface ("Snackbar default duration
// 3000 ms; indefinite means no timeout").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SNACKBAR_DURATION,
  dismissSnackbar,
  getSnackbars,
  runSnackbarAction,
  showSnackbar,
} from '@/components/shell/snackbars/snackbar-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  getSnackbars().forEach((snackbar) => dismissSnackbar(snackbar.id));
  vi.useRealTimers();
});

describe('snackbar queue', () => {
  it('queues an item with the fields of docs/product.md#entities and the defaults', () => {
    const id = showSnackbar({ message: 'business.not_allowed', color: 'error' });
    expect(getSnackbars()).toEqual([
      {
        id,
        message: 'business.not_allowed',
        color: 'error',
        duration: 3000,
        indefinite: false,
        dismissible: true,
        action: undefined,
      },
    ]);
    expect(DEFAULT_SNACKBAR_DURATION).toBe(3000);
  });

  it('closes after the default 3000 ms', () => {
    showSnackbar({ message: 'Saved' });
    vi.advanceTimersByTime(2999);
    expect(getSnackbars()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getSnackbars()).toHaveLength(0);
  });

  it('closes after its own duration', () => {
    showSnackbar({ message: 'Saved', duration: 500 });
    vi.advanceTimersByTime(499);
    expect(getSnackbars()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getSnackbars()).toHaveLength(0);
  });

  it('never times out when indefinite', () => {
    showSnackbar({ message: 'global.error.generic_support', indefinite: true });
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(getSnackbars()).toHaveLength(1);
  });

  it('closes on dismiss', () => {
    const id = showSnackbar({ message: 'Saved', indefinite: true });
    dismissSnackbar(id);
    expect(getSnackbars()).toHaveLength(0);
  });

  it('runs the action handler and closes on action', () => {
    const handler = vi.fn();
    const id = showSnackbar({
      message: 'Deleted',
      indefinite: true,
      action: { text: 'Undo', handler },
    });
    runSnackbarAction(id);
    expect(handler).toHaveBeenCalledOnce();
    expect(getSnackbars()).toHaveLength(0);
  });

  it('shows one at a time: the next one’s timeout starts when it shows', () => {
    const first = showSnackbar({ message: 'One' });
    vi.advanceTimersByTime(2000);
    const second = showSnackbar({ message: 'Two' });
    vi.advanceTimersByTime(1000);
    expect(getSnackbars().map((s) => s.id)).toEqual([second]);
    expect(first).not.toBe(second);
    vi.advanceTimersByTime(2999);
    expect(getSnackbars()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getSnackbars()).toHaveLength(0);
  });

  it('dismissing the visible one starts the next one’s timer, not before', () => {
    const first = showSnackbar({ message: 'One', indefinite: true });
    showSnackbar({ message: 'Two' });
    vi.advanceTimersByTime(10_000);
    expect(getSnackbars()).toHaveLength(2);
    dismissSnackbar(first);
    vi.advanceTimersByTime(3000);
    expect(getSnackbars()).toHaveLength(0);
  });
});
