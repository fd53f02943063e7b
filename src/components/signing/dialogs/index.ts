// The dialogs of signing shared by the account signer and the direct-link signer, typed: open one through its handle. The views load together on
// first use; their texts are the locale namespace of the dialog's namespace (dialogs-<namespace>).
import { defineDialog } from '@/components/shell/dialogs/define-dialog';

const views = () => import('./views');

export const tanEntryDialog = defineDialog({
  namespace: 'document',
  name: 'tan-entry',
  view: () => views().then((module) => module.TanEntryDialog),
});

export const declineSigningRequestDialog = defineDialog({
  namespace: 'general',
  name: 'decline-signing-request',
  view: () => views().then((module) => module.DeclineSigningRequestDialog),
});
