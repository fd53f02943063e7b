// The dialog views of the visual signatures, one module imported on first use (see the handles in index.ts).
export { DeleteSignatureDialog } from './delete-signature-dialog';
