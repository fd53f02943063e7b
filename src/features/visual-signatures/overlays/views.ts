// The overlay views of the visual signatures, one module imported on first use (see the handles in index.ts).
export { EditSignatureOverlay } from './edit-signature-overlay';
