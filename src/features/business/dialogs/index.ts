// The dialogs of the business screens, typed: open one through its handle. The views load together on
// first use; their texts are the locale namespace of the dialog's namespace (dialogs-<namespace>).
import { defineDialog } from '@/components/shell/dialogs/define-dialog';

const views = () => import('./views');

export const removeMembersDialog = defineDialog({
  namespace: 'business',
  name: 'remove-members',
  view: () => views().then((module) => module.RemoveMembersDialog),
});

export const autoDeletionDialog = defineDialog({
  namespace: 'general',
  name: 'auto-deletion',
  view: () => views().then((module) => module.AutoDeletionDialog),
});
