// The dialogs of the profile, typed: open one through its handle. The views load together on
// first use; their texts are the locale namespace of the dialog's namespace (dialogs-<namespace>).
import { defineDialog } from '@/components/shell/dialogs/define-dialog';

const views = () => import('./views');

export const deleteAccountDialog = defineDialog({
  namespace: 'profile',
  name: 'delete-account',
  view: () => views().then((module) => module.DeleteAccountDialog),
});

export const leaveBusinessDialog = defineDialog({
  namespace: 'profile',
  name: 'leave-business',
  view: () => views().then((module) => module.LeaveBusinessDialog),
});

export const termsOfUseDialog = defineDialog({
  namespace: 'document',
  name: 'terms-of-use',
  view: () => views().then((module) => module.TermsOfUseDialog),
});

export const part11InfoDialog = defineDialog({
  namespace: 'general',
  name: 'part11-info',
  view: () => views().then((module) => module.Part11InfoDialog),
});

export const connectIdAustriaDialog = defineDialog({
  namespace: 'general',
  name: 'connect-id-austria',
  view: () => views().then((module) => module.ConnectIdAustriaDialog),
});
