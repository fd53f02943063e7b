// The dialog views of the signature requests, one module imported on first use (see the handles in index.ts).
export { AddSignerDialog } from './add-signer-dialog';
export { DelegateDialog } from './delegate-dialog';
export { RemoveSignerDialog } from './remove-signer-dialog';
export { WithdrawDialog } from './withdraw-dialog';
export { DeleteDocumentsDialog } from './delete-documents-dialog';
