// The dialog views of signing, one module imported on first use (see the handles in index.ts).
export { SupplyEidDataDialog } from './supply-eid-data-dialog';
export { UpgradeStandardsDialog } from './upgrade-standards-dialog';
export { VisualSignatureDataDialog } from './visual-signature-data-dialog';
