// The stored form of a user (the users row) and the rules of its attributes.
//
// Attributes are stored as JSON Record<snake_case name, string[]> (docs/product.md#entities-user "attributes (lists
// of strings)") and answered in camelCase (docs/product.md#calls-conventions "answers are converted to camel case").
// Only the attributes the contract lists are answered; others kept by the server (`avatar` from
// the sign-up) stay internal. Pure: no database, no HTTP.
import type { Row, UsersTable } from '../../../db/schema.ts';
import { invalidInput } from '../../../domain-errors.ts';
import type { Schemas } from '../../handler.ts';

/** A users row as the store reads it. */
export type UserRow = Row<UsersTable>;
export type StoredAttributes = Record<string, string[]>;
type Language = Schemas['Language'];

/** The attributes of UserAttributes, by stored name (docs/product.md#entities-user, and accepted_tou_swisscom). */
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

export const camelCase = (name: string) =>
  name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

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

/** A boolean attribute's stored value: ["true"] or ["false"]. */
export const flag = (value: boolean) => [value ? 'true' : 'false'];

/** The contract's mobile pattern (UserAttributes.mobile): a number of six characters or more. */
const MOBILE = /^\+?[0-9 -]{6,}$/;

/**
 * Mobile numbers as stored: trimmed. The contract lets "+57779 " through (the space counts),
 * but trimmed it is too short, and a stored value that breaks the pattern would break every
 * answer showing it: such a number is refused (400) at its pointer instead.
 */
export function trimmedMobiles(mobiles: string[], pointer = '/body/attributes/mobile'): string[] {
  const trimmed = mobiles.map((mobile) => mobile.trim());
  const bad = trimmed.flatMap((mobile, index) => (MOBILE.test(mobile) ? [] : [index]));
  if (bad.length) {
    throw invalidInput(
      'The mobile number is not valid.',
      bad.map((index) => ({
        pointer: `${pointer}/${index}`,
        detail: 'is too short once trimmed',
        code: 'pattern',
      })),
    );
  }
  return trimmed;
}

/** The language of the account (attribute lang); en unless de, fr or it. */
export function userLanguage(attributes: StoredAttributes): Language {
  const lang = attributes.lang?.[0];
  return lang === 'de' || lang === 'fr' || lang === 'it' ? lang : 'en';
}

/** Attributes of a new account (register). */
export function newAccountAttributes(input: {
  lang?: Language;
  mobile?: string;
  avatar?: string;
  /** The terms were accepted with the sign-up (RegisterRequest.gtc). */
  acceptedGtc?: boolean;
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
      accepted_gtc: input.acceptedGtc ? flag(true) : undefined,
    },
  );
}

/** The stored attributes in the contract's UserAttributes shape (camelCase, answered ones only). */
export function answeredAttributes(stored: StoredAttributes): Schemas['UserAttributes'] {
  const attributes: Record<string, string[]> = {};
  for (const name of ANSWERED_ATTRIBUTES) {
    if (stored[name]?.length) attributes[camelCase(name)] = stored[name];
  }
  return attributes as Schemas['UserAttributes'];
}
