// The overlay views of signing, one module imported on first use (see the handles in index.ts).
export { ExhaustedSignaturesOverlay } from './exhausted-signatures-overlay';
export { Part11VerificationOverlay } from './part11-verification-overlay';
export { SerialNumberMismatchOverlay } from './serial-number-mismatch-overlay';
export { MobileAesOverlay } from './mobile-aes-overlay';
