// The dialogs of the signature requests, typed: open one through its handle. The views load together on
// first use; their texts are the locale namespace of the dialog's namespace (dialogs-<namespace>).
import { defineDialog } from '@/components/shell/dialogs/define-dialog';

const views = () => import('./views');

export const addSignerDialog = defineDialog({
  namespace: 'document',
  name: 'add-signer',
  view: () => views().then((module) => module.AddSignerDialog),
});

export const delegateDialog = defineDialog({
  namespace: 'document',
  name: 'delegate',
  view: () => views().then((module) => module.DelegateDialog),
});

export const removeSignerDialog = defineDialog({
  namespace: 'document',
  name: 'remove-signer',
  view: () => views().then((module) => module.RemoveSignerDialog),
});

export const withdrawDialog = defineDialog({
  namespace: 'document',
  name: 'withdraw',
  view: () => views().then((module) => module.WithdrawDialog),
});

export const deleteDocumentsDialog = defineDialog({
  namespace: 'general',
  name: 'delete-documents',
  view: () => views().then((module) => module.DeleteDocumentsDialog),
});
