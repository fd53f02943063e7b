// The dialog views of signing shared by the account signer and the direct-link signer, one module imported on first use (see the handles in index.ts).
export { TanEntryDialog } from './tan-entry-dialog';
export { DeclineSigningRequestDialog } from './decline-signing-request-dialog';
