// Every dialog of docs/product.md#screens-dialogs ("Lazy-loaded dialogs by namespace"), by namespace. The host loads
// one namespace module (and its locale namespace `dialogs-<namespace>`) on first use.
export const DIALOG_NAMES = {
  document: [
    'add-signer',
    'delegate',
    'remove-signer',
    'supply-eid-data',
    'tan-entry',
    'terms-of-use',
    'upgrade-standards',
    'visual-signature-data',
    'withdraw',
  ],
  business: [
    'downgraded',
    'invitation',
    'locked-member',
    'cancel-subscription',
    'cancel-trial',
    'free-plan-downgrade',
    'remove-members',
    'remove-seats',
  ],
  profile: ['delete-account', 'leave-business'],
  'visual-signature': ['delete-signature'],
  general: [
    'accept-terms',
    'auto-deletion',
    'connect-id-austria',
    'decline-signing-request',
    'delete-documents',
    'fair-flat-migration',
    'free-migration',
    'leave-page',
    'part11-info',
  ],
} as const;

export type DialogNamespace = keyof typeof DIALOG_NAMES;
export type DialogName<N extends DialogNamespace = DialogNamespace> =
  (typeof DIALOG_NAMES)[N][number];
export const DIALOG_NAMESPACES = Object.keys(DIALOG_NAMES) as DialogNamespace[];

/** The i18next namespace holding a dialog namespace's texts. */
export const dialogLocaleNamespace = (namespace: DialogNamespace) => `dialogs-${namespace}`;
