// The overlay manager (docs/product.md#states-shell): "while active, body scroll is blocked. An action shows
// loading. On action result 'complete' the overlay is cleared; on handler failure loading stops
// and the overlay stays." Active overlay fields follow docs/product.md#entities-shell.
import { setBodyScrollLock } from '../dialogs/scroll-lock';
import { createTinyStore, useTinyStore } from '../dialogs/tiny-store';
import type { OverlayName } from './overlay-names';

/** Resolve to 'complete' to clear the overlay; anything else keeps it (e.g. a retry). */
export type OverlayActionHandler = (action: string, payload?: unknown) => unknown;
export const OVERLAY_COMPLETE = 'complete';

export interface OverlayRequest {
  name: OverlayName;
  props?: Record<string, unknown>;
  onAction?: OverlayActionHandler;
  /** Called when the user dismisses the overlay without an action. */
  onClose?: () => void;
}

export interface ActiveOverlay {
  id: string;
  name: OverlayName;
  props: Record<string, unknown>;
  onAction?: OverlayActionHandler;
  onClose?: () => void;
  loading: boolean;
  error?: unknown;
}

const store = createTinyStore<ActiveOverlay | undefined>(undefined);
let counter = 0;

function setActive(next: ActiveOverlay | undefined): void {
  store.set(next);
  setBodyScrollLock('overlay', next !== undefined);
}

export function openOverlay(request: OverlayRequest): string {
  counter += 1;
  const id = `overlay-${counter}`;
  setActive({ ...request, id, props: request.props ?? {}, loading: false });
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
export function updateOverlayProps(id: string, props: Record<string, unknown>): void {
  const active = store.get();
  if (active?.id === id) setActive({ ...active, props: { ...active.props, ...props } });
}

export async function runOverlayAction(id: string, action: string, payload?: unknown) {
  const current = store.get();
  if (!current || current.id !== id || current.loading) return;
  setActive({ ...current, loading: true, error: undefined });
  let result: unknown;
  try {
    result = await current.onAction?.(action, payload);
  } catch (error) {
    const active = store.get();
    if (active?.id === id) setActive({ ...active, loading: false, error });
    return;
  }
  const active = store.get();
  if (active?.id !== id) return;
  setActive(result === OVERLAY_COMPLETE ? undefined : { ...active, loading: false });
}

export const getActiveOverlay = () => store.get();

export function useActiveOverlay(): ActiveOverlay | undefined {
  return useTinyStore(store);
}
