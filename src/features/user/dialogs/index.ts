// The dialogs of the login gates, typed: open one through its handle. The views load together on
// first use; their texts are the locale namespace of the dialog's namespace (dialogs-<namespace>).
import { defineDialog } from '@/components/shell/dialogs/define-dialog';

const views = () => import('./views');

export const invitationDialog = defineDialog({
  namespace: 'business',
  name: 'invitation',
  view: () => views().then((module) => module.InvitationDialog),
});

export const downgradedDialog = defineDialog({
  namespace: 'business',
  name: 'downgraded',
  view: () => views().then((module) => module.DowngradedDialog),
});

export const lockedMemberDialog = defineDialog({
  namespace: 'business',
  name: 'locked-member',
  view: () => views().then((module) => module.LockedMemberDialog),
});

export const acceptTermsDialog = defineDialog({
  namespace: 'general',
  name: 'accept-terms',
  // Not with the other views: a new account's first screen opens it (accept-terms-dialog.tsx).
  view: () => import('./accept-terms-dialog').then((module) => module.AcceptTermsDialog),
});
