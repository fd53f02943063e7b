// The dialogs of billing shared by the billing and business screens, typed: open one through its handle. The views load together on
// first use; their texts are the locale namespace of the dialog's namespace (dialogs-<namespace>).
import { defineDialog } from '@/components/shell/dialogs/define-dialog';

const views = () => import('./views');

export const cancelTrialDialog = defineDialog({
  namespace: 'business',
  name: 'cancel-trial',
  view: () => views().then((module) => module.CancelTrialDialog),
});
