// The dialog views of the login gates, one module imported on first use (see the handles in
// index.ts); the accept-terms dialog is a module of its own.
export { InvitationDialog } from './invitation-dialog';
export { DowngradedDialog } from './downgraded-dialog';
export { LockedMemberDialog } from './locked-member-dialog';
