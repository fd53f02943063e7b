// The signature side of a user: the defaults of new visual signatures (UserSignatureDefaults),
// the display permissions and the qualities the user switched off. Pure.
import type { Schemas } from '../../handler.ts';
import { readAttributes, userLanguage, type UserRow } from './attributes.ts';

export function signatureDefaults(
  row: Pick<UserRow, 'signature_defaults' | 'first_name' | 'last_name' | 'attributes'>,
): Schemas['UserSignatureDefaults'] {
  let stored: Partial<Schemas['UserSignatureDefaults']> = {};
  try {
    stored = JSON.parse(row.signature_defaults) as Partial<Schemas['UserSignatureDefaults']>;
  } catch {
    stored = {};
  }
  return {
    name: `${row.first_name} ${row.last_name}`.trim().slice(0, 100),
    language: userLanguage(readAttributes(row)),
    displayClaim: true,
    displayStandards: true,
    displayQr: false,
    displayDate: true,
    ...stored,
  };
}

/** Personal accounts may change every display option; a business may fix them (later issue). */
export function permissions(): Schemas['UserPermissions'] {
  const open = { canUpdate: true, defaultValue: true };
  return { visualSignatures: { claim: open, date: open, std: open } };
}

function jsonList(text: string): string[] {
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const SIGNATURE_QUALITIES: Schemas['SignatureQuality'][] = [
  'ses',
  'aes',
  'aesMinimal',
  'qes',
  'seal',
  'part11',
];

/** The qualities switched off for the user (users.disabled_qualities); unknown entries dropped. */
export function disabledQualities(row: Pick<UserRow, 'disabled_qualities'>) {
  return [
    ...new Set(
      jsonList(row.disabled_qualities).filter((q): q is Schemas['SignatureQuality'] =>
        SIGNATURE_QUALITIES.includes(q as Schemas['SignatureQuality']),
      ),
    ),
  ];
}
