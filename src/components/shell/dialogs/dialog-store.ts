// The dialog manager (docs/product.md#states-shell): "one active at a time; while open, page body scroll is
// blocked. An action runs the handler with a loading flag, then closes if the same dialog is
// still active. Close clears it." Active dialog fields follow docs/product.md#entities-shell.
import type { DialogName, DialogNamespace } from './dialog-names';
import { setBodyScrollLock } from './scroll-lock';
import { createTinyStore, useTinyStore } from './tiny-store';

/** Called with the action a dialog reports; a returned promise keeps the loading flag on. */
export type DialogActionHandler = (action: string, payload?: unknown) => unknown;

export interface DialogRequest<N extends DialogNamespace = DialogNamespace> {
  namespace: N;
  name: DialogName<N>;
  props?: Record<string, unknown>;
  onAction?: DialogActionHandler;
  /** Called when the dialog is dismissed (close button, Escape, replaced) rather than acted on. */
  onClose?: () => void;
}

export interface ActiveDialog {
  id: string;
  name: string;
  namespace: DialogNamespace;
  props: Record<string, unknown>;
  onAction?: DialogActionHandler;
  onClose?: () => void;
  loading: boolean;
  /** The failure of the last action; the dialog stays open so the user can retry. */
  error?: unknown;
}

const store = createTinyStore<ActiveDialog | undefined>(undefined);
let counter = 0;

function setActive(next: ActiveDialog | undefined): void {
  store.set(next);
  setBodyScrollLock('dialog', next !== undefined);
}

export function openDialog<N extends DialogNamespace>(request: DialogRequest<N>): string {
  const previous = store.get();
  counter += 1;
  const id = `dialog-${counter}`;
  setActive({ ...request, id, props: request.props ?? {}, loading: false });
  previous?.onClose?.();
  return id;
}

/** Closes the given dialog (if it is still the active one) or, without id, whatever is open. */
export function closeDialog(id?: string): void {
  const active = store.get();
  if (!active || (id !== undefined && active.id !== id)) return;
  setActive(undefined);
  active.onClose?.();
}

export async function runDialogAction(id: string, action: string, payload?: unknown) {
  const current = store.get();
  if (!current || current.id !== id || current.loading) return;
  setActive({ ...current, loading: true, error: undefined });
  try {
    await current.onAction?.(action, payload);
  } catch (error) {
    const active = store.get();
    if (active?.id === id) setActive({ ...active, loading: false, error });
    return;
  }
  if (store.get()?.id === id) setActive(undefined);
}

export const getActiveDialog = () => store.get();

export function useActiveDialog(): ActiveDialog | undefined {
  return useTinyStore(store);
}
