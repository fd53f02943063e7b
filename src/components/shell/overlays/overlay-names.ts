// Every full-screen overlay of docs/product.md#screens-dialogs.
export const OVERLAY_NAMES = [
  'add-seats',
  'delete-user',
  'edit-signature',
  'exhausted-signatures',
  'mobile-aes',
  'part11-verification',
  'serial-number-mismatch',
  'signing',
  'signing-failure',
  'signing-locked',
  'signing-success',
  'tan-expired',
  'tan-invalid',
  'tan-locked',
] as const;

export type OverlayName = (typeof OVERLAY_NAMES)[number];

/** The i18next namespace of the overlays' texts. */
export const OVERLAY_LOCALE_NAMESPACE = 'overlays';
