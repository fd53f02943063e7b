// The dialog views of the webhook settings, one module imported on first use (see the handles in index.ts).
export { RotateSecretDialog } from './rotate-secret-dialog';
