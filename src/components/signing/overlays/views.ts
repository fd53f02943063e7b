// The overlay views of signing shared by the account signer and the direct-link signer, one module imported on first use (see the handles in index.ts).
export { SigningOverlay } from './signing-overlay';
export { SigningFailureOverlay } from './signing-failure-overlay';
export { SigningLockedOverlay } from './signing-locked-overlay';
export { SigningSuccessOverlay } from './signing-success-overlay';
export { TanExpiredOverlay } from './tan-expired-overlay';
export { TanInvalidOverlay } from './tan-invalid-overlay';
export { TanLockedOverlay } from './tan-locked-overlay';
