// The dialog namespaces of docs/product.md#screens-dialogs ("Lazy-loaded dialogs by namespace").
// Each names the locale namespace `dialogs-<namespace>` holding its texts; the dialogs themselves
// are defined by the features that open them (defineDialog).
export const DIALOG_NAMESPACES = [
  'document',
  'business',
  'profile',
  'visual-signature',
  'general',
] as const;

export type DialogNamespace = (typeof DIALOG_NAMESPACES)[number];

/** The i18next namespace holding a dialog namespace's texts. */
export const dialogLocaleNamespace = (namespace: DialogNamespace) => `dialogs-${namespace}`;
