// @vitest-environment jsdom
// docs/product.md#states-shell: "Overlay: while active, body scroll is blocked. An action shows loading. On action
// result 'complete' the overlay is cleared; on handler failure loading stops and the overlay
// stays." Active overlay fields of docs/product.md#entities-shell: id, name, props, onAction.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNING_OVERLAY_LAYER } from '@/components/shell/overlays/overlay-layer';
import {
  closeOverlay,
  getActiveOverlay,
  openOverlay,
  runOverlayAction,
  updateOverlayProps,
} from '@/components/shell/overlays/overlay-store';

afterEach(() => closeOverlay());

describe('overlay store', () => {
  it('holds the active overlay with the fields of docs/product.md#entities-shell', () => {
    const onAction = vi.fn();
    const id = openOverlay({ name: 'tan-invalid', props: { attemptsLeft: 2 }, onAction });
    expect(getActiveOverlay()).toMatchObject({
      id,
      name: 'tan-invalid',
      props: { attemptsLeft: 2 },
      onAction,
    });
  });

  it("shows loading during the action and clears the overlay on the result 'complete'", async () => {
    let finish!: (value: string) => void;
    const id = openOverlay({
      name: 'tan-expired',
      onAction: () => new Promise<string>((resolve) => (finish = resolve)),
    });
    const running = runOverlayAction(id, 'resend');
    expect(getActiveOverlay()?.loading).toBe(true);
    finish('complete');
    await running;
    expect(getActiveOverlay()).toBeUndefined();
  });

  it("keeps the overlay, no longer loading, when the result is not 'complete'", async () => {
    const id = openOverlay({ name: 'signing-failure', onAction: async () => 'retrying' });
    await runOverlayAction(id, 'retry');
    expect(getActiveOverlay()).toMatchObject({ id, loading: false });
  });

  it('stops loading and keeps the overlay when the handler fails', async () => {
    const failure = new Error('500');
    const id = openOverlay({ name: 'add-seats', onAction: () => Promise.reject(failure) });
    await runOverlayAction(id, 'add-seats', { seats: 6 });
    expect(getActiveOverlay()).toMatchObject({ id, loading: false, error: failure });
  });

  it('blocks body scroll while active and unblocks it when cleared', async () => {
    document.body.style.overflow = '';
    const id = openOverlay({ name: 'signing-success', onAction: () => 'complete' });
    expect(document.body.style.overflow).toBe('hidden');
    await runOverlayAction(id, 'continue');
    expect(document.body.style.overflow).toBe('');
  });

  it('updates the props of the active overlay only', () => {
    const id = openOverlay({ name: 'signing', props: { count: 1 } });
    updateOverlayProps('overlay-stale', { count: 9 });
    updateOverlayProps(id, { count: 3 });
    expect(getActiveOverlay()?.props).toEqual({ count: 3 });
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
