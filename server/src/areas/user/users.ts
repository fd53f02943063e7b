// Users: the one place where a users row becomes the contract's User, plus the rules of the
// account fields (e-mail normalisation, usernames, attributes, signature defaults, permissions).
//
// Attributes are stored as JSON Record<snake_case name, string[]> (seed 000 §3 "attributes (lists
// of strings)") and answered in camelCase (seed 000 §7 "answers are converted to camel case").
// Only the attributes the contract lists are answered; others kept by the server (`avatar` from
// the sign-up) stay internal.
import type { Selectable } from 'kysely';
import { invalidInput, ruleViolated, type FieldError } from '../../domain-errors.ts';
import type { UsersTable } from '../../db/schema.ts';
import type { Schemas } from '../handler.ts';
import { parseGrants, toSignatureQualities } from './qualities.ts';

export type UserRow = Selectable<UsersTable>;
export type StoredAttributes = Record<string, string[]>;
type Language = Schemas['Language'];

/** The attributes of UserAttributes, by stored name. */
export const ANSWERED_ATTRIBUTES = [
  'lang',
  'accepted_gtc',
  'accepted_tou_swisscom',
  'accepted_business_invite',
  'removed_from_business',
  'business_deleted',
  'weak_password',
  'free_signatures_remaining',
  'free_account_type',
  'immutable_eid_fields',
  'mobile',
  'signer_identity_email',
  'p11_signing_name',
  'p11_signing_reason',
  'email_notification_level',
  'default_legislation',
  'default_quality',
  'visual_signature_name',
  'frontend_version',
] as const;

/** Signatures a new free account may make (attribute free_signatures_remaining). */
export const FREE_SIGNATURES_AT_SIGN_UP = 5;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const camelCase = (name: string) =>
  name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** A username from the e-mail's local part ("Anna.Meier+x@…" → "anna.meier"); `n` adds "-n". */
export function usernameFor(email: string, n = 1): string {
  const local = normalizeEmail(email).split('@')[0].split('+')[0];
  const base =
    local
      .replace(/[^a-z0-9._-]+/g, '')
      .replace(/^[._-]+|[._-]+$/g, '')
      .slice(0, 60) || 'user';
  return n > 1 ? `${base}-${n}` : base;
}

export function readAttributes(row: Pick<UserRow, 'attributes'>): StoredAttributes {
  try {
    const parsed = JSON.parse(row.attributes) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((v) => typeof v === 'string'),
      ),
    );
  } catch {
    return {};
  }
}

/** A copy with the attributes changed; an empty list (or undefined) removes the attribute. */
export function withAttributes(
  attributes: StoredAttributes,
  changes: Record<string, string[] | undefined>,
): StoredAttributes {
  const next = { ...attributes };
  for (const [name, values] of Object.entries(changes)) {
    if (values && values.length) next[name] = values;
    else delete next[name];
  }
  return next;
}

export const flag = (value: boolean) => [value ? 'true' : 'false'];
export const attributeIsTrue = (attributes: StoredAttributes, name: string) =>
  attributes[name]?.[0] === 'true';

export function userLanguage(attributes: StoredAttributes): Language {
  const lang = attributes.lang?.[0];
  return lang === 'de' || lang === 'fr' || lang === 'it' ? lang : 'en';
}

/** Attributes of a new account (register). */
export function newAccountAttributes(input: {
  lang?: Language;
  mobile?: string;
  avatar?: string;
}): StoredAttributes {
  return withAttributes(
    {},
    {
      lang: [input.lang ?? 'en'],
      mobile: input.mobile ? [input.mobile.trim()] : undefined,
      avatar: [input.avatar || 'f2'],
      weak_password: flag(false),
      free_signatures_remaining: [String(FREE_SIGNATURES_AT_SIGN_UP)],
      email_notification_level: ['all'],
    },
  );
}

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

export function disabledQualities(row: Pick<UserRow, 'disabled_qualities'>) {
  return [
    ...new Set(
      jsonList(row.disabled_qualities).filter((q): q is Schemas['SignatureQuality'] =>
        SIGNATURE_QUALITIES.includes(q as Schemas['SignatureQuality']),
      ),
    ),
  ];
}

/** The contract's User for a users row. */
export function toContractUser(row: UserRow): Schemas['User'] {
  const stored = readAttributes(row);
  const attributes: Record<string, string[]> = {};
  for (const name of ANSWERED_ATTRIBUTES) {
    if (stored[name]?.length) attributes[camelCase(name)] = stored[name];
  }
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.email_verified === 1,
    firstName: row.first_name,
    lastName: row.last_name,
    hasSso: row.has_sso === 1,
    retention: row.retention,
    permissions: permissions(),
    attributes: attributes as Schemas['UserAttributes'],
    signatureQualities: toSignatureQualities(parseGrants(row.qualities)),
    disabledQualities: disabledQualities(row),
    signatures: signatureDefaults(row),
  };
}

export interface PersonNames {
  firstName: string;
  lastName: string;
}

/**
 * The trimmed names of a PUT /v1/user or /v1/direct/user body: 400 when blank, 422 when a name
 * fixed by an identification (immutable_eid_fields) would change. `extra` are further 422
 * errors of the caller's own rules, reported together. Seed 000 §7 "user or attributes": a body
 * without names keeps the current ones (only the names sent are checked).
 */
export function checkedNames(
  body: Partial<PersonNames>,
  current: PersonNames,
  attributes: StoredAttributes,
  extra: FieldError[] = [],
): PersonNames {
  const names = {
    firstName: body.firstName?.trim() ?? current.firstName,
    lastName: body.lastName?.trim() ?? current.lastName,
  };
  const fields = (['firstName', 'lastName'] as const).filter((field) => body[field] !== undefined);
  const blank = fields.filter((field) => !names[field]);
  if (blank.length) {
    throw invalidInput(
      'The names must not be blank.',
      blank.map((field) => ({
        pointer: `/body/${field}`,
        detail: 'must not be blank',
        code: 'blank',
      })),
    );
  }
  const immutable = attributes.immutable_eid_fields ?? [];
  const errors: FieldError[] = [
    ...fields
      .filter((field) => immutable.includes(field) && names[field] !== current[field])
      .map((field) => ({
        pointer: `/body/${field}`,
        detail: 'fixed by an identification',
        code: 'immutable_field',
      })),
    ...extra,
  ];
  if (errors.length) {
    throw ruleViolated(
      errors.map((e) => `${e.pointer.replace('/body/', '')}: ${e.detail}`).join('; '),
      errors[0].code,
      errors,
    );
  }
  return names;
}
