// The dialog views of billing shared by the billing and business screens, one module imported on first use (see the handles in index.ts).
export { CancelTrialDialog } from './cancel-trial-dialog';
