// The dialog and overlay lists of docs/product.md#screens-dialogs, quoted verbatim, turned into the kebab-case names
// the shell registers them under ("Part 11" → part11; the one activate/deactivate dialog takes
// an `activate` prop and is registered once as auto-deletion).
export const PRODUCT_DIALOG_LINES = `
- document: add signer, delegate, remove signer, supply eID data, TAN entry, terms of use, upgrade standards, visual signature data, withdraw.
- business: downgraded, invitation, locked member, cancel subscription, cancel trial, free plan downgrade, remove members, remove seats, transactional satisfaction survey.
- profile: delete account, leave business.
- visual-signature: delete signature.
- general: accept terms, activate/deactivate auto deletion, connect ID Austria, decline signing request, delete documents, fair flat migration, free migration, leave page, Part 11 info, relationship satisfaction survey, rotate webhook secret.
`;

export const PRODUCT_OVERLAY_LINE =
  'Full-screen overlays: add seats, delete user, edit signature, exhausted signatures, mobile AES, Part 11 verification, serial number mismatch, signing, signing failure, signing locked, signing success, TAN expired, TAN invalid, TAN locked.';

export function kebab(name: string): string {
  return name
    .trim()
    .replace(/^activate\/deactivate /, '')
    .toLowerCase()
    .replace(/part 11/g, 'part11')
    .replace(/\s+/g, '-');
}

const list = (text: string) => text.replace(/\.$/, '').split(',').map(kebab);

/**
 * Dialogs of the product the app does not build: the two satisfaction surveys. The contract has no
 * operation that takes a survey's answer (see the test beside the registry), so a survey could
 * only be thrown away; they come with such an operation.
 */
export const NOT_BUILT: Record<string, string[]> = {
  business: ['transactional-satisfaction-survey'],
  general: ['relationship-satisfaction-survey'],
};

/** The product's dialogs by namespace, in its order. */
export const productDialogNames: Record<string, string[]> = Object.fromEntries(
  PRODUCT_DIALOG_LINES.trim()
    .split('\n')
    .map((line) => /^- ([a-z-]+): (.*)$/.exec(line)!)
    .map(([, namespace, names]) => [namespace, list(names)]),
);

/** The product's dialogs the app registers. */
export const productDialogs: Record<string, string[]> = Object.fromEntries(
  Object.entries(productDialogNames).map(([namespace, names]) => [
    namespace,
    names.filter((name) => !NOT_BUILT[namespace]?.includes(name)),
  ]),
);

export const productOverlays: string[] = list(PRODUCT_OVERLAY_LINE.replace(/^[^:]+: /, ''));
