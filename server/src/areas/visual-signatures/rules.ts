// Rules of visual signatures (seed 000 §3): what a saved one holds, how a row becomes the
// contract's VisualSignature, the placeholder built from the user's data, the display permissions
// (a display option whose permission cannot be updated must keep its default: 403), and the texts
// drawn on the image. Pure: no database, storage or canvas here.
import type { components } from '../../../../generated/openapi.d.ts';
import type { VisualSignaturesTable } from '../../db/schema.ts';
import { forbidden, ruleViolated } from '../../domain-errors.ts';

type Schemas = components['schemas'];
export type VisualSignature = Schemas['VisualSignature'];
/**
 * The body of a create or update. The generated type marks `language` and `default` required
 * because they have defaults, but request bodies are validated without filling defaults in.
 */
export type VisualSignatureInput = Omit<Schemas['VisualSignatureInput'], 'language' | 'default'> & {
  language?: Language;
  default?: boolean;
};
export type VisualSignaturePermissions = Schemas['UserPermissions']['visualSignatures'];
export type Quality = Schemas['SignatureQuality'];
export type Legislation = Schemas['Legislation'];
export type Language = Schemas['Language'];

/** Seed 000 §3 "Default size 300x140". */
export const DEFAULT_WIDTH = 300;
export const DEFAULT_HEIGHT = 140;
/** Enough for every variant a person needs; stops a runaway client from filling the table. */
export const MAX_SIGNATURES_PER_USER = 50;
/** A custom image larger than this is refused with 413 (it is scaled down to MAX_IMAGE_* anyway). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Uploaded images are stored at most this size: twice the default, sharp on high-density screens. */
export const MAX_IMAGE_WIDTH = DEFAULT_WIDTH * 2;
export const MAX_IMAGE_HEIGHT = DEFAULT_HEIGHT * 2;
export const PLACEHOLDER_ID = 'placeholder';

const QUALITIES: readonly Quality[] = ['ses', 'aes', 'aesMinimal', 'qes', 'seal', 'part11'];
const LEGISLATIONS: readonly Legislation[] = ['eidas', 'zertes'];
const LANGUAGES: readonly Language[] = ['en', 'de', 'fr', 'it'];

/**
 * Permissions of a user without a business: every option may be changed, all but the QR code
 * shown by default (the business area, a later issue, can fix them for its members).
 */
export const PERSONAL_PERMISSIONS: VisualSignaturePermissions = {
  claim: { canUpdate: true, defaultValue: true },
  date: { canUpdate: true, defaultValue: true },
  std: { canUpdate: true, defaultValue: true },
};

/** What the `data` JSON column holds. */
export interface VisualSignatureData {
  alias: string;
  name: string;
  optionalLine?: string;
  company?: string;
  language: Language;
  location?: string;
  quality: Quality;
  legislation?: Legislation;
  provider?: string;
  displayClaim: boolean;
  displayStandards: boolean;
  displayDate: boolean;
  displayQr: boolean;
}

/** The user data a placeholder and the defaults of a new signature come from. */
export interface SignatureOwner {
  firstName: string;
  lastName: string;
  email: string;
  /** users.attributes: attribute → list of strings. */
  attributes: Record<string, string[] | undefined>;
  /** users.signature_defaults (UserSignatureDefaults), when the user saved some. */
  defaults?: Partial<Schemas['UserSignatureDefaults']>;
}

const PERMISSION_OF = {
  displayClaim: 'claim',
  displayDate: 'date',
  displayStandards: 'std',
} as const;

/** 403 when the input changes a display option the user may not change. */
export function checkDisplayPermissions(
  input: Partial<Pick<VisualSignatureInput, keyof typeof PERMISSION_OF>>,
  permissions: VisualSignaturePermissions,
): void {
  for (const [field, permission] of Object.entries(PERMISSION_OF) as [
    keyof typeof PERMISSION_OF,
    keyof VisualSignaturePermissions,
  ][]) {
    const rule = permissions[permission];
    const value = input[field];
    if (!rule.canUpdate && value !== undefined && value !== rule.defaultValue) {
      throw forbidden(
        `${field} is fixed to ${rule.defaultValue} for your account and cannot be changed.`,
      );
    }
  }
}

function attribute(owner: SignatureOwner, snake: string): string | undefined {
  const camel = snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return (owner.attributes[snake] ?? owner.attributes[camel])?.[0];
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined) =>
  values.includes(value as T) ? (value as T) : undefined;

/** Seed 000 §5 "Italian is ignored unless direct sign": it falls back to en for users. */
export function signatureLanguage(value: string | undefined, direct: boolean): Language {
  const language = oneOf(LANGUAGES, value) ?? 'en';
  return language === 'it' && !direct ? 'en' : language;
}

export function ownerName(owner: SignatureOwner): string {
  return (
    owner.defaults?.name?.trim() ||
    `${owner.firstName} ${owner.lastName}`.trim() ||
    owner.email.split('@')[0]
  );
}

const trimmed = (value: string | undefined) => {
  const text = value?.trim();
  return text ? text : undefined;
};

/**
 * The stored data of a signature from the request body, on top of `base` (the saved signature
 * when updating, or nothing): missing options take the permission defaults, the quality the
 * user's default quality, and the legislation is dropped for ses (contract: "absent for ses").
 */
export function signatureData(
  input: VisualSignatureInput,
  owner: SignatureOwner,
  permissions: VisualSignaturePermissions,
  options: { direct?: boolean; base?: VisualSignatureData } = {},
): VisualSignatureData {
  checkDisplayPermissions(input, permissions);
  const name = input.name.trim();
  if (!name) {
    throw ruleViolated('The name shown on the signature cannot be blank.', 'blank_name', [
      { pointer: '/body/name', detail: 'must not be blank', code: 'blank' },
    ]);
  }
  const fixed = (permission: keyof VisualSignaturePermissions, value: boolean | undefined) =>
    permissions[permission].canUpdate
      ? (value ?? permissions[permission].defaultValue)
      : permissions[permission].defaultValue;
  const quality =
    input.quality ??
    options.base?.quality ??
    oneOf(QUALITIES, attribute(owner, 'default_quality')) ??
    'ses';
  const legislation =
    quality === 'ses'
      ? undefined
      : (input.legislation ??
        options.base?.legislation ??
        oneOf(LEGISLATIONS, attribute(owner, 'default_legislation')));
  return {
    alias: trimmed(input.alias) ?? name,
    name,
    optionalLine: trimmed(input.optionalLine),
    company: trimmed(input.company),
    language: signatureLanguage(input.language, options.direct ?? false),
    location: trimmed(input.location),
    quality,
    legislation,
    provider: trimmed(input.provider),
    displayClaim: fixed('claim', input.displayClaim),
    displayStandards: fixed('std', input.displayStandards),
    displayDate: fixed('date', input.displayDate),
    displayQr: input.displayQr ?? false,
  };
}

/**
 * The data a preview is drawn from: like a saved signature, but an option the user may not
 * change is shown with its fixed value instead of being refused (nothing is saved).
 */
export function previewData(
  input: VisualSignatureInput,
  owner: SignatureOwner,
  permissions: VisualSignaturePermissions,
): VisualSignatureData {
  const allowed = { ...input };
  for (const [field, permission] of Object.entries(PERMISSION_OF) as [
    keyof typeof PERMISSION_OF,
    keyof VisualSignaturePermissions,
  ][]) {
    if (!permissions[permission].canUpdate) delete allowed[field];
  }
  return signatureData(allowed, owner, permissions);
}

export function parseSignatureData(json: string): VisualSignatureData {
  return JSON.parse(json) as VisualSignatureData;
}

const present = <T>(key: string, value: T | undefined) =>
  value === undefined ? {} : { [key]: value };

/** The one place stored data becomes the contract's VisualSignature. */
export function toVisualSignature(
  id: string,
  data: VisualSignatureData,
  flags: { isDefault: boolean; image: string | null; placeholder?: boolean },
): VisualSignature {
  return {
    id,
    alias: data.alias,
    name: data.name,
    ...present('optionalLine', data.optionalLine),
    ...present('company', data.company),
    language: data.language,
    ...present('location', data.location),
    quality: data.quality,
    ...present('legislation', data.legislation),
    ...present('provider', data.provider),
    displayClaim: data.displayClaim,
    displayStandards: data.displayStandards,
    displayDate: data.displayDate,
    displayQr: data.displayQr,
    placeholder: flags.placeholder ?? false,
    image: flags.image,
    hasCustomImage: flags.image !== null,
    default: flags.isDefault,
    width: DEFAULT_WIDTH,
    height: DEFAULT_HEIGHT,
  };
}

export function rowToVisualSignature(
  row: Pick<VisualSignaturesTable, 'id' | 'data' | 'is_default'>,
  image: string | null,
): VisualSignature {
  return toVisualSignature(row.id, parseSignatureData(row.data), {
    isDefault: Number(row.is_default) === 1,
    image,
  });
}

/** Contract: "When the user has saved none, a placeholder built from the user data". */
export function placeholderSignature(
  owner: SignatureOwner,
  permissions: VisualSignaturePermissions,
): VisualSignature {
  const d = owner.defaults ?? {};
  const fixedOr = (permission: keyof VisualSignaturePermissions, value: boolean | undefined) =>
    permissions[permission].canUpdate ? value : undefined;
  const data = signatureData(
    {
      name: ownerName(owner),
      company: d.company,
      location: d.location,
      language: d.language ?? oneOf(LANGUAGES, attribute(owner, 'lang')),
      displayClaim: fixedOr('claim', d.displayClaim),
      displayStandards: fixedOr('std', d.displayStandards),
      displayDate: fixedOr('date', d.displayDate),
      displayQr: d.displayQr,
    },
    owner,
    permissions,
  );
  return toVisualSignature(PLACEHOLDER_ID, data, {
    isDefault: true,
    image: null,
    placeholder: true,
  });
}

// Texts on the image, in the signature's language.
const CLAIM: Record<Language, string> = {
  en: 'Signed electronically',
  de: 'Elektronisch signiert',
  fr: 'Signé électroniquement',
  it: 'Firmato elettronicamente',
};
const LOCALE: Record<Language, string> = { en: 'en-GB', de: 'de-CH', fr: 'fr-CH', it: 'it-CH' };
const QUALITY_LABEL: Record<Quality, string> = {
  ses: 'SES',
  aes: 'AES',
  aesMinimal: 'AES',
  qes: 'QES',
  seal: 'Seal',
  part11: 'Part 11',
};
const LEGISLATION_LABEL: Record<Legislation, string> = { eidas: 'eIDAS', zertes: 'ZertES' };

/** The fields the image is drawn from (a saved signature or a preview request). */
export type DrawableSignature = Pick<
  VisualSignatureData,
  | 'name'
  | 'optionalLine'
  | 'company'
  | 'location'
  | 'quality'
  | 'legislation'
  | 'provider'
  | 'displayClaim'
  | 'displayStandards'
  | 'displayDate'
  | 'displayQr'
> & { language: Language };

export interface SignatureTexts {
  name: string;
  /** Company line: optionalLine, else company. */
  company?: string;
  /** "Zürich, 25.11.2026": the location and, when shown, the date. */
  placeAndDate?: string;
  claim?: string;
  standards?: string;
}

export function signatureTexts(signature: DrawableSignature, date: Date): SignatureTexts {
  const when = signature.displayDate
    ? new Intl.DateTimeFormat(LOCALE[signature.language], {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'Europe/Zurich',
      }).format(date)
    : undefined;
  const placeAndDate = [signature.location, when].filter(Boolean).join(', ');
  const standards = [
    QUALITY_LABEL[signature.quality],
    signature.legislation ? LEGISLATION_LABEL[signature.legislation] : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    name: signature.name,
    company: signature.optionalLine || signature.company || undefined,
    placeAndDate: placeAndDate || undefined,
    claim: signature.displayClaim ? CLAIM[signature.language] : undefined,
    standards: signature.displayStandards
      ? signature.provider
        ? `${standards} (${signature.provider})`
        : standards
      : undefined,
  };
}

/** What a PNG or JPEG upload is, by its first bytes (the declared type is not trusted). */
export function imageTypeOf(bytes: Uint8Array): 'png' | 'jpeg' | undefined {
  if (bytes.length >= 8 && Buffer.from(bytes.subarray(0, 8)).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  return undefined;
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Fits `width` x `height` into the box, keeping the aspect ratio, never enlarging. */
export function fitInside(
  width: number,
  height: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  const factor = Math.min(1, maxWidth / width, maxHeight / height);
  return {
    width: Math.max(1, Math.round(width * factor)),
    height: Math.max(1, Math.round(height * factor)),
  };
}

/** users.signature_defaults JSON, tolerant of an empty object or junk. */
export function parseSignatureDefaults(
  json: string | null | undefined,
): Partial<Schemas['UserSignatureDefaults']> | undefined {
  if (!json) return undefined;
  try {
    const value = JSON.parse(json) as Partial<Schemas['UserSignatureDefaults']>;
    return value && typeof value === 'object' && Object.keys(value).length > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

export function parseAttributes(json: string): Record<string, string[] | undefined> {
  try {
    const value = JSON.parse(json) as Record<string, string[] | undefined>;
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}
