// The dialog views of the profile, one module imported on first use (see the handles in index.ts).
export { DeleteAccountDialog } from './delete-account-dialog';
export { LeaveBusinessDialog } from './leave-business-dialog';
export { TermsOfUseDialog } from './terms-of-use-dialog';
export { Part11InfoDialog } from './part11-info-dialog';
export { ConnectIdAustriaDialog } from './connect-id-austria-dialog';
