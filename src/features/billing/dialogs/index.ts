// The dialogs of billing, typed: open one through its handle. The views load together on
// first use; their texts are the locale namespace of the dialog's namespace (dialogs-<namespace>).
import { defineDialog } from '@/components/shell/dialogs/define-dialog';

const views = () => import('./views');

export const cancelSubscriptionDialog = defineDialog({
  namespace: 'business',
  name: 'cancel-subscription',
  view: () => views().then((module) => module.CancelSubscriptionDialog),
});

export const freePlanDowngradeDialog = defineDialog({
  namespace: 'business',
  name: 'free-plan-downgrade',
  view: () => views().then((module) => module.FreePlanDowngradeDialog),
});

export const removeSeatsDialog = defineDialog({
  namespace: 'business',
  name: 'remove-seats',
  view: () => views().then((module) => module.RemoveSeatsDialog),
});

export const fairFlatMigrationDialog = defineDialog({
  namespace: 'general',
  name: 'fair-flat-migration',
  view: () => views().then((module) => module.FairFlatMigrationDialog),
});

export const freeMigrationDialog = defineDialog({
  namespace: 'general',
  name: 'free-migration',
  view: () => views().then((module) => module.FreeMigrationDialog),
});
