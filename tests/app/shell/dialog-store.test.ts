// @vitest-environment jsdom
// docs/product.md#states-shell: "Dialog: one active at a time; while open, page body scroll is blocked. An action
// runs the handler with a loading flag, then closes if the same dialog is still active. Close
// clears it." Active dialog fields of docs/product.md#entities-shell: id, name, namespace, props, onAction.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeDialog,
  getActiveDialog,
  openDialog,
  runDialogAction,
} from '@/components/shell/dialogs/dialog-store';
import { closeOverlay, openOverlay } from '@/components/shell/overlays/overlay-store';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

afterEach(() => {
  closeDialog();
  closeOverlay();
});

describe('dialog store', () => {
  it('holds the active dialog with the fields of docs/product.md#entities-shell', () => {
    const onAction = vi.fn();
    const id = openDialog({
      namespace: 'document',
      name: 'withdraw',
      props: { title: 'NDA' },
      onAction,
    });
    expect(getActiveDialog()).toMatchObject({
      id,
      name: 'withdraw',
      namespace: 'document',
      props: { title: 'NDA' },
      onAction,
      loading: false,
    });
  });

  it('keeps one active dialog at a time: opening another replaces it', () => {
    const firstClosed = vi.fn();
    const first = openDialog({ namespace: 'general', name: 'leave-page', onClose: firstClosed });
    const second = openDialog({ namespace: 'profile', name: 'delete-account' });
    expect(second).not.toBe(first);
    expect(getActiveDialog()?.id).toBe(second);
    expect(firstClosed).toHaveBeenCalledOnce();
  });

  it('runs the action handler with a loading flag, then closes', async () => {
    const gate = deferred();
    const onAction = vi.fn(() => gate.promise);
    const id = openDialog({ namespace: 'document', name: 'withdraw', onAction });
    const running = runDialogAction(id, 'withdraw', { message: 'Wrong fee' });
    expect(onAction).toHaveBeenCalledWith('withdraw', { message: 'Wrong fee' });
    expect(getActiveDialog()?.loading).toBe(true);
    gate.resolve();
    await running;
    expect(getActiveDialog()).toBeUndefined();
  });

  it('does not close a dialog the handler opened in its place (only the same dialog closes)', async () => {
    let next = '';
    const id = openDialog({
      namespace: 'business',
      name: 'invitation',
      onAction: () => {
        next = openDialog({ namespace: 'general', name: 'accept-terms' });
      },
    });
    await runDialogAction(id, 'accept');
    expect(getActiveDialog()?.id).toBe(next);
    expect(getActiveDialog()?.name).toBe('accept-terms');
  });

  it('does not close when the dialog was closed and another opened while the handler ran', async () => {
    const gate = deferred();
    const id = openDialog({
      namespace: 'general',
      name: 'delete-documents',
      onAction: () => gate.promise,
    });
    const running = runDialogAction(id, 'delete');
    const other = openDialog({ namespace: 'general', name: 'part11-info' });
    gate.resolve();
    await running;
    expect(getActiveDialog()?.id).toBe(other);
    expect(getActiveDialog()?.loading).toBe(false);
  });

  it('stops loading and stays open with the error when the handler fails', async () => {
    const failure = new Error('422');
    const id = openDialog({
      namespace: 'profile',
      name: 'delete-account',
      onAction: () => Promise.reject(failure),
    });
    await runDialogAction(id, 'delete', { password: 'x' });
    expect(getActiveDialog()).toMatchObject({ id, loading: false, error: failure });
  });

  it('ignores a second action while the first is loading', async () => {
    const gate = deferred();
    const onAction = vi.fn(() => gate.promise);
    const id = openDialog({ namespace: 'general', name: 'leave-page', onAction });
    const running = runDialogAction(id, 'leave');
    await runDialogAction(id, 'leave');
    expect(onAction).toHaveBeenCalledOnce();
    gate.resolve();
    await running;
  });

  it('close clears it and reports the dismissal; closing a stale id does nothing', () => {
    const onClose = vi.fn();
    const id = openDialog({ namespace: 'general', name: 'leave-page', onClose });
    closeDialog('dialog-unknown');
    expect(getActiveDialog()?.id).toBe(id);
    closeDialog(id);
    expect(getActiveDialog()).toBeUndefined();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('blocks page body scroll while open and unblocks it on close', () => {
    document.body.style.overflow = 'auto';
    const id = openDialog({ namespace: 'general', name: 'part11-info' });
    expect(document.body.style.overflow).toBe('hidden');
    closeDialog(id);
    expect(document.body.style.overflow).toBe('auto');
  });

  it('unblocks scroll after a successful action closes the dialog', async () => {
    const id = openDialog({ namespace: 'general', name: 'part11-info', onAction: () => undefined });
    await runDialogAction(id, 'ok');
    expect(document.body.style.overflow).not.toBe('hidden');
  });

  it('keeps scroll blocked while an overlay is still active after the dialog closes', () => {
    openOverlay({ name: 'signing' });
    const id = openDialog({ namespace: 'document', name: 'tan-entry' });
    closeDialog(id);
    expect(document.body.style.overflow).toBe('hidden');
    closeOverlay();
    expect(document.body.style.overflow).not.toBe('hidden');
  });
});
