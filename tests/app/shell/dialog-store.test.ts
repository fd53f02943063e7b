// @vitest-environment jsdom
// docs/product.md#states-shell: "Dialog: one active at a time; while open, page body scroll is blocked. An action
// runs the handler with a loading flag, then closes if the same dialog is still active. Close
// clears it." Active dialog fields of docs/product.md#entities-shell: id, name, namespace, props; the
// handler is the opener's onAnswer, and open() resolves with the answer (undefined when dismissed).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineDialog } from '@/components/shell/dialogs/define-dialog';
import type { DialogNamespace } from '@/components/shell/dialogs/dialog-names';
import { closeDialog, getActiveDialog } from '@/components/shell/dialogs/dialog-store';
import { defineOverlay } from '@/components/shell/overlays/define-overlay';
import { closeOverlay } from '@/components/shell/overlays/overlay-store';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** A dialog for the store alone: never rendered here, so its view is nothing. */
function testDialog<Props, Result>(namespace: DialogNamespace, name: string) {
  return defineDialog<Props, Result>({ namespace, name, view: async () => () => null });
}

const withdraw = testDialog<{ title?: string }, { message: string }>('document', 'withdraw');
const leavePage = testDialog<void, 'leave'>('general', 'leave-page');
const deleteAccount = testDialog<void, { password: string }>('profile', 'delete-account');
const invitation = testDialog<void, 'accept' | 'decline'>('business', 'invitation');
const acceptTerms = testDialog<void, 'accept'>('general', 'accept-terms');
const deleteDocuments = testDialog<void, 'delete'>('general', 'delete-documents');
const part11Info = testDialog<void, 'ok'>('general', 'part11-info');
const tanEntry = testDialog<void, { tan: string }>('document', 'tan-entry');
const signing = defineOverlay<void, never>({ name: 'signing', view: async () => () => null });

afterEach(() => {
  closeDialog();
  closeOverlay();
});

describe('dialog store', () => {
  it('holds the active dialog with the fields of docs/product.md#entities-shell', () => {
    void withdraw.open({ title: 'NDA' });
    expect(getActiveDialog()).toMatchObject({
      name: 'withdraw',
      namespace: 'document',
      props: { title: 'NDA' },
      loading: false,
    });
    expect(withdraw.isActive()).toBe(true);
  });

  it('keeps one active dialog at a time: opening another replaces it', async () => {
    const first = leavePage.open();
    const firstId = getActiveDialog()?.id;
    void deleteAccount.open();
    expect(getActiveDialog()?.id).not.toBe(firstId);
    expect(deleteAccount.isActive()).toBe(true);
    await expect(first).resolves.toBeUndefined();
  });

  it('runs the answer handler with a loading flag, then closes and resolves with the answer', async () => {
    const gate = deferred();
    const onAnswer = vi.fn(() => gate.promise);
    const opened = withdraw.open({}, { onAnswer });
    const running = withdraw.answer({ message: 'Wrong fee' });
    expect(onAnswer).toHaveBeenCalledWith({ message: 'Wrong fee' });
    expect(getActiveDialog()?.loading).toBe(true);
    gate.resolve();
    await running;
    expect(getActiveDialog()).toBeUndefined();
    await expect(opened).resolves.toEqual({ message: 'Wrong fee' });
  });

  it('does not close a dialog the handler opened in its place (only the same dialog closes)', async () => {
    void invitation.open(undefined, { onAnswer: () => void acceptTerms.open() });
    await invitation.answer('accept');
    expect(acceptTerms.isActive()).toBe(true);
    expect(getActiveDialog()?.name).toBe('accept-terms');
  });

  it('does not close when the dialog was closed and another opened while the handler ran', async () => {
    const gate = deferred();
    void deleteDocuments.open(undefined, { onAnswer: () => gate.promise });
    const running = deleteDocuments.answer('delete');
    void part11Info.open();
    gate.resolve();
    await running;
    expect(part11Info.isActive()).toBe(true);
    expect(getActiveDialog()?.loading).toBe(false);
  });

  it('stops loading and stays open with the error when the handler fails', async () => {
    const failure = new Error('422');
    void deleteAccount.open(undefined, { onAnswer: () => Promise.reject(failure) });
    const id = getActiveDialog()?.id;
    await deleteAccount.answer({ password: 'x' });
    expect(getActiveDialog()).toMatchObject({ id, loading: false, error: failure });
  });

  it('ignores a second answer while the first is loading', async () => {
    const gate = deferred();
    const onAnswer = vi.fn(() => gate.promise);
    void leavePage.open(undefined, { onAnswer });
    const running = leavePage.answer('leave');
    await leavePage.answer('leave');
    expect(onAnswer).toHaveBeenCalledOnce();
    gate.resolve();
    await running;
  });

  it('close clears it and resolves with undefined; closing a stale id does nothing', async () => {
    const opened = leavePage.open();
    const id = getActiveDialog()?.id;
    closeDialog('dialog-unknown');
    expect(getActiveDialog()?.id).toBe(id);
    closeDialog(id);
    expect(getActiveDialog()).toBeUndefined();
    await expect(opened).resolves.toBeUndefined();
  });

  it('answers only the dialog of the handle that is active', async () => {
    const onAnswer = vi.fn();
    void leavePage.open(undefined, { onAnswer });
    await part11Info.answer('ok');
    expect(onAnswer).not.toHaveBeenCalled();
    expect(leavePage.isActive()).toBe(true);
  });

  it('blocks page body scroll while open and unblocks it on close', () => {
    document.body.style.overflow = 'auto';
    void part11Info.open();
    expect(document.body.style.overflow).toBe('hidden');
    closeDialog();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('unblocks scroll after a successful answer closes the dialog', async () => {
    void part11Info.open(undefined, { onAnswer: () => undefined });
    await part11Info.answer('ok');
    expect(document.body.style.overflow).not.toBe('hidden');
  });

  it('keeps scroll blocked while an overlay is still active after the dialog closes', () => {
    void signing.open();
    void tanEntry.open();
    closeDialog();
    expect(document.body.style.overflow).toBe('hidden');
    closeOverlay();
    expect(document.body.style.overflow).not.toBe('hidden');
  });
});
