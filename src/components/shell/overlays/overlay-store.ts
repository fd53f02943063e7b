// The overlay manager (docs/product.md#states-shell): "while active, body scroll is blocked. An action shows
// loading. On action result 'complete' the overlay is cleared; on handler failure loading stops
// and the overlay stays." Active overlay fields follow docs/product.md#entities-shell.
// The store knows no overlay's types: defineOverlay keeps them and hands it a render function.
import type { ReactNode } from 'react';
import { setBodyScrollLock } from '../dialogs/scroll-lock';
import { createTinyStore, useTinyStore } from '../dialogs/tiny-store';

/** A handler resolving to this clears the overlay; anything else keeps it (e.g. a retry). */
export const OVERLAY_COMPLETE = 'complete';
export type OverlayOutcome = typeof OVERLAY_COMPLETE | undefined | void;

/** What the host gives the active overlay's render function. */
export interface OverlayFrameState {
  loading: boolean;
  error?: unknown;
  close: () => void;
}

export interface OverlayEntry {
  name: string;
  /** The props the overlay shows now (updateOverlayProps replaces them). */
  props: unknown;
  render: (frame: OverlayFrameState) => ReactNode;
  /** Called when the user dismisses the overlay without an action. */
  onClose?: () => void;
}

export interface ActiveOverlay extends OverlayEntry {
  id: string;
  loading: boolean;
  error?: unknown;
}

const store = createTinyStore<ActiveOverlay | undefined>(undefined);
let counter = 0;

function setActive(next: ActiveOverlay | undefined): void {
  store.set(next);
  setBodyScrollLock('overlay', next !== undefined);
}

export function openOverlayEntry(entry: OverlayEntry): string {
  counter += 1;
  const id = `overlay-${counter}`;
  setActive({ ...entry, id, loading: false });
  return id;
}

/** Clears the given overlay (if still active) or, without id, whatever overlay is shown. */
export function closeOverlay(id?: string): void {
  const active = store.get();
  if (!active || (id !== undefined && active.id !== id)) return;
  setActive(undefined);
  active.onClose?.();
}

/** Replaces the props of the active overlay, e.g. the progress of a running signing. */
export function updateOverlayProps(id: string, props: unknown): void {
  const active = store.get();
  if (active?.id === id) setActive({ ...active, props });
}

/**
 * Runs the opener's handler for an answer of overlay `id` with the loading flag on; when it
 * resolves to OVERLAY_COMPLETE the overlay is cleared and `done` runs, otherwise it stays.
 */
export async function runOverlayAction(
  id: string,
  handler: () => OverlayOutcome | Promise<OverlayOutcome>,
  done: () => void,
) {
  const current = store.get();
  if (!current || current.id !== id || current.loading) return;
  setActive({ ...current, loading: true, error: undefined });
  let outcome: OverlayOutcome;
  try {
    outcome = await handler();
  } catch (error) {
    const active = store.get();
    if (active?.id === id) setActive({ ...active, loading: false, error });
    return;
  }
  const active = store.get();
  if (active?.id !== id) return;
  if (outcome !== OVERLAY_COMPLETE) {
    setActive({ ...active, loading: false });
    return;
  }
  setActive(undefined);
  done();
}

export const getActiveOverlay = () => store.get();

export function useActiveOverlay(): ActiveOverlay | undefined {
  return useTinyStore(store);
}
