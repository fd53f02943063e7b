// The dialog views of billing, one module imported on first use (see the handles in index.ts).
export { CancelSubscriptionDialog } from './cancel-subscription-dialog';
export { FreePlanDowngradeDialog } from './free-plan-downgrade-dialog';
export { RemoveSeatsDialog } from './remove-seats-dialog';
export { FairFlatMigrationDialog } from './fair-flat-migration-dialog';
export { FreeMigrationDialog } from './free-migration-dialog';
