// Rules of a visual signature's data (docs/product.md#entities-visual-signature): what a saved one holds, the values a new one
// takes from the request, the user's data and the permissions, how many a user may keep and which
// one is the default. Pure: no database, storage or canvas here. The rest of the rules: the
// display permissions in permissions.ts, the placeholder in placeholder.ts, custom images in
// image.ts; the drawn texts in rendering/signature-texts.ts; the contract's VisualSignature is
// made in ../to-contract.ts.
import type { components } from '../../../../../generated/openapi.d.ts';
import { ruleViolated } from '../../../domain-errors.ts';
import {
  checkDisplayPermissions,
  displayValue,
  withoutFixedOptions,
  type VisualSignaturePermissions,
} from './permissions.ts';

type Schemas = components['schemas'];
export type { VisualSignaturePermissions };
/**
 * The body of a create or update. The generated type marks `language` and `default` required
 * because they have defaults, but request bodies are validated without filling defaults in.
 */
export type VisualSignatureInput = Omit<Schemas['VisualSignatureInput'], 'language' | 'default'> & {
  language?: Language;
  default?: boolean;
};
export type Quality = Schemas['SignatureQuality'];
export type Legislation = Schemas['Legislation'];
export type Language = Schemas['Language'];
export type SignatureDefaults = Partial<Schemas['UserSignatureDefaults']>;

/** docs/product.md#entities-visual-signature "Default size 300x140". */
export const DEFAULT_WIDTH = 300;
export const DEFAULT_HEIGHT = 140;
/** Enough for every variant a person needs; stops a runaway client from filling the table. */
export const MAX_SIGNATURES_PER_USER = 50;
export const PLACEHOLDER_ID = 'placeholder';

const QUALITIES: readonly Quality[] = ['ses', 'aes', 'aesMinimal', 'qes', 'seal', 'part11'];
const LEGISLATIONS: readonly Legislation[] = ['eidas', 'zertes'];
const LANGUAGES: readonly Language[] = ['en', 'de', 'fr', 'it'];

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
  defaults?: SignatureDefaults;
}

/** A user attribute's first value, by its snake_case name (or the camelCase spelling). */
export function ownerAttribute(owner: SignatureOwner, snake: string): string | undefined {
  const camel = snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return (owner.attributes[snake] ?? owner.attributes[camel])?.[0];
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined) =>
  values.includes(value as T) ? (value as T) : undefined;

/** docs/product.md#validation-language "Italian is ignored unless direct sign": it falls back to en for users. */
export function signatureLanguage(value: string | undefined, direct: boolean): Language {
  const language = oneOf(LANGUAGES, value) ?? 'en';
  return language === 'it' && !direct ? 'en' : language;
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
  const quality =
    input.quality ??
    options.base?.quality ??
    oneOf(QUALITIES, ownerAttribute(owner, 'default_quality')) ??
    'ses';
  const legislation =
    quality === 'ses'
      ? undefined
      : (input.legislation ??
        options.base?.legislation ??
        oneOf(LEGISLATIONS, ownerAttribute(owner, 'default_legislation')));
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
    displayClaim: displayValue(permissions, 'claim', input.displayClaim),
    displayStandards: displayValue(permissions, 'std', input.displayStandards),
    displayDate: displayValue(permissions, 'date', input.displayDate),
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
  return signatureData(withoutFixedOptions(input, permissions), owner, permissions);
}

/** 422 when a user who keeps `count` signatures adds another beyond the limit. */
export function checkSignatureQuota(count: number): void {
  if (count >= MAX_SIGNATURES_PER_USER) {
    throw ruleViolated(
      `A user can keep at most ${MAX_SIGNATURES_PER_USER} visual signatures.`,
      'too_many_visual_signatures',
    );
  }
}

/**
 * The default flag a saved signature gets: `makeDefault` true moves the flag to it, false takes
 * it away, undefined keeps it — except that a user's first signature becomes the default.
 * undefined means "leave the flag as it is".
 */
export function defaultFlag(options: {
  makeDefault?: boolean;
  isNew: boolean;
  userHasDefault: boolean;
}): boolean | undefined {
  if (options.makeDefault !== undefined) return options.makeDefault;
  return options.isNew ? !options.userHasDefault : undefined;
}

export function parseSignatureData(json: string): VisualSignatureData {
  return JSON.parse(json) as VisualSignatureData;
}

/** users.signature_defaults JSON, tolerant of an empty object or junk. */
export function parseSignatureDefaults(
  json: string | null | undefined,
): SignatureDefaults | undefined {
  if (!json) return undefined;
  try {
    const value = JSON.parse(json) as SignatureDefaults;
    return value && typeof value === 'object' && Object.keys(value).length > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/** users.attributes JSON (attribute → list of strings), tolerant of junk. */
export function parseAttributes(json: string): Record<string, string[] | undefined> {
  try {
    const value = JSON.parse(json) as Record<string, string[] | undefined>;
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}
