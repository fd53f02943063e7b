// @vitest-environment jsdom
// docs/product.md#states-shell: "Overlay: while active, body scroll is blocked. An action shows loading. On action
// result 'complete' the overlay is cleared; on handler failure loading stops and the overlay
// stays." Active overlay fields of docs/product.md#entities-shell: id, name, props; the handler is
// the opener's onAnswer, and open() resolves with the answer once the overlay was cleared.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineOverlay } from '@/components/shell/overlays/define-overlay';
import { SIGNING_OVERLAY_LAYER } from '@/components/shell/overlays/overlay-layer';
import {
  closeOverlay,
  getActiveOverlay,
  OVERLAY_COMPLETE,
  updateOverlayProps,
} from '@/components/shell/overlays/overlay-store';

/** An overlay for the store alone: never rendered here, so its view is nothing. */
function testOverlay<Props, Result>(name: string) {
  return defineOverlay<Props, Result>({ name, view: async () => () => null });
}

const tanInvalid = testOverlay<{ attemptsLeft?: number }, 'retry'>('tan-invalid');
const tanExpired = testOverlay<void, 'resend'>('tan-expired');
const signingFailure = testOverlay<{ detail?: string }, 'retry'>('signing-failure');
const addSeats = testOverlay<{ seats?: number; quote?: string }, { seats: number }>('add-seats');
const signingSuccess = testOverlay<{ count?: number }, 'continue' | 'download'>('signing-success');
const signing = testOverlay<{ count?: number }, never>('signing');

afterEach(() => closeOverlay());

describe('overlay store', () => {
  it('holds the active overlay with the fields of docs/product.md#entities-shell', () => {
    void tanInvalid.open({ attemptsLeft: 2 });
    expect(getActiveOverlay()).toMatchObject({ name: 'tan-invalid', props: { attemptsLeft: 2 } });
    expect(tanInvalid.isActive()).toBe(true);
  });

  it("shows loading during the answer and clears the overlay on the result 'complete'", async () => {
    let finish!: (value: typeof OVERLAY_COMPLETE) => void;
    const opened = tanExpired.open(undefined, {
      onAnswer: () => new Promise((resolve) => (finish = resolve)),
    });
    const running = tanExpired.answer('resend');
    expect(getActiveOverlay()?.loading).toBe(true);
    finish(OVERLAY_COMPLETE);
    await running;
    expect(getActiveOverlay()).toBeUndefined();
    await expect(opened).resolves.toBe('resend');
  });

  it("keeps the overlay, no longer loading, when the result is not 'complete'", async () => {
    void signingFailure.open({}, { onAnswer: async () => undefined });
    const id = getActiveOverlay()?.id;
    await signingFailure.answer('retry');
    expect(getActiveOverlay()).toMatchObject({ id, loading: false });
  });

  it('stops loading and keeps the overlay when the handler fails', async () => {
    const failure = new Error('500');
    void addSeats.open({}, { onAnswer: () => Promise.reject(failure) });
    const id = getActiveOverlay()?.id;
    await addSeats.answer({ seats: 6 });
    expect(getActiveOverlay()).toMatchObject({ id, loading: false, error: failure });
  });

  it('blocks body scroll while active and unblocks it when cleared', async () => {
    document.body.style.overflow = '';
    void signingSuccess.open({}, { onAnswer: () => OVERLAY_COMPLETE });
    expect(document.body.style.overflow).toBe('hidden');
    await signingSuccess.answer('continue');
    expect(document.body.style.overflow).toBe('');
  });

  it('dismissing it calls the opener back and resolves with undefined', async () => {
    const onClose = vi.fn();
    const opened = tanInvalid.open({}, { onClose });
    closeOverlay();
    expect(onClose).toHaveBeenCalledOnce();
    await expect(opened).resolves.toBeUndefined();
  });

  it('updates the props of the active overlay only', async () => {
    void signing.open({ count: 1 });
    const id = getActiveOverlay()!.id;
    updateOverlayProps('overlay-stale', { count: 9 });
    updateOverlayProps(id, { count: 3 });
    expect(getActiveOverlay()?.props).toEqual({ count: 3 });
  });

  it("lets the answer's handler change some props of its own overlay", async () => {
    void addSeats.open(
      { seats: 5 },
      {
        onAnswer: (_answer, overlay) => {
          overlay.update({ quote: '12.00' });
          return undefined;
        },
      },
    );
    await addSeats.answer({ seats: 6 });
    expect(getActiveOverlay()?.props).toEqual({ seats: 5, quote: '12.00' });
  });

  it('has the signing overlay layer of docs/product.md#constants-interface: 1900, white scrim, opacity 1, persistent', () => {
    expect(SIGNING_OVERLAY_LAYER).toEqual({
      zIndex: 1900,
      scrim: 'white',
      opacity: 1,
      persistent: true,
    });
  });
});
