// The dialog manager (docs/product.md#states-shell): "one active at a time; while open, page body scroll is
// blocked. An action runs the handler with a loading flag, then closes if the same dialog is
// still active. Close clears it." Active dialog fields follow docs/product.md#entities-shell.
// The store knows no dialog's types: defineDialog keeps them and hands it a render function.
import type { ReactNode } from 'react';
import type { DialogNamespace } from './dialog-names';
import { setBodyScrollLock } from './scroll-lock';
import { createTinyStore, useTinyStore } from './tiny-store';

/** What the host gives the active dialog's render function. */
export interface DialogFrameState {
  loading: boolean;
  error?: unknown;
  close: () => void;
}

export interface DialogEntry {
  namespace: DialogNamespace;
  name: string;
  /** The props the dialog was opened with, for whoever inspects the active dialog. */
  props: unknown;
  render: (frame: DialogFrameState) => ReactNode;
  /** Called when the dialog is dismissed (close button, Escape, replaced) rather than answered. */
  onClose?: () => void;
}

export interface ActiveDialog extends DialogEntry {
  id: string;
  loading: boolean;
  /** The failure of the last answer's handler; the dialog stays open so the user can retry. */
  error?: unknown;
}

const store = createTinyStore<ActiveDialog | undefined>(undefined);
let counter = 0;

function setActive(next: ActiveDialog | undefined): void {
  store.set(next);
  setBodyScrollLock('dialog', next !== undefined);
}

export function openDialogEntry(entry: DialogEntry): string {
  const previous = store.get();
  counter += 1;
  const id = `dialog-${counter}`;
  setActive({ ...entry, id, loading: false });
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

/**
 * Runs the opener's handler for an answer of dialog `id` with the loading flag on; on success
 * the dialog closes (if still active) and `done` runs, on failure it stays with the error.
 */
export async function runDialogAction(id: string, handler: () => unknown, done: () => void) {
  const current = store.get();
  if (!current || current.id !== id || current.loading) return;
  setActive({ ...current, loading: true, error: undefined });
  try {
    await handler();
  } catch (error) {
    const active = store.get();
    if (active?.id === id) setActive({ ...active, loading: false, error });
    return;
  }
  if (store.get()?.id === id) setActive(undefined);
  done();
}

export const getActiveDialog = () => store.get();

export function useActiveDialog(): ActiveDialog | undefined {
  return useTinyStore(store);
}
