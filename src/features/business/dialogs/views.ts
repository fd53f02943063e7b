// The dialog views of the business screens, one module imported on first use (see the handles in index.ts).
export { RemoveMembersDialog } from './remove-members-dialog';
export { AutoDeletionDialog } from './auto-deletion-dialog';
