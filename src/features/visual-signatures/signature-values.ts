// The editable fields of a visual signature (docs/product.md#entities-visual-signature: name, optionalLine shown as company,
// location, language, quality, legislation, display flags) and how they become the bodies of
// the create, update and preview calls. Display options the business fixes
// (permissions.visualSignatures.<claim|date|std>.canUpdate false) always take their defaultValue:
// the server refuses anything else with 403.
import type { Language } from '@generated/model/language';
import type { Legislation } from '@generated/model/legislation';
import type { SignatureQuality } from '@generated/model/signatureQuality';
import type { User } from '@generated/model/user';
import type { UserPermissions } from '@generated/model/userPermissions';
import type { VisualSignature } from '@generated/model/visualSignature';
import type { VisualSignatureInput } from '@generated/model/visualSignatureInput';
import type { VisualSignaturePreviewRequest } from '@generated/model/visualSignaturePreviewRequest';

/** Qualities a visual signature can show (seals and part 11 have their own appearance). */
export const SIGNATURE_QUALITIES = [
  'ses',
  'aes',
  'qes',
] as const satisfies readonly SignatureQuality[];
export const LEGISLATIONS = ['eidas', 'zertes'] as const satisfies readonly Legislation[];
export const SIGNATURE_LANGUAGES = ['en', 'de', 'fr', 'it'] as const satisfies readonly Language[];
/** docs/product.md#entities-visual-signature "Default size 300x140". */
export const DEFAULT_SIZE = { width: 300, height: 140 } as const;

export interface SignatureValues {
  alias: string;
  name: string;
  company: string;
  location: string;
  language: Language;
  quality: SignatureQuality;
  legislation: Legislation;
  displayClaim: boolean;
  displayStandards: boolean;
  displayDate: boolean;
  displayQr: boolean;
}

/** Display flag → its permission (docs/product.md#entities-user "visualSignatures claim, date and std"). */
export const FLAG_PERMISSION = {
  displayClaim: 'claim',
  displayDate: 'date',
  displayStandards: 'std',
} as const;
export const DISPLAY_FLAGS = [
  'displayClaim',
  'displayStandards',
  'displayDate',
  'displayQr',
] as const;
export type DisplayFlag = (typeof DISPLAY_FLAGS)[number];

export function canChange(flag: DisplayFlag, permissions: UserPermissions | undefined): boolean {
  if (flag === 'displayQr') return true;
  return permissions?.visualSignatures[FLAG_PERMISSION[flag]].canUpdate ?? true;
}

export function withPermissions(
  values: SignatureValues,
  permissions: UserPermissions | undefined,
): SignatureValues {
  const next = { ...values };
  for (const flag of DISPLAY_FLAGS) {
    if (flag !== 'displayQr' && !canChange(flag, permissions)) {
      next[flag] = permissions!.visualSignatures[FLAG_PERMISSION[flag]].defaultValue;
    }
  }
  return next;
}

const first = <T>(list: readonly T[] | undefined) => list?.[0];

/** A saved signature as form values. */
export function valuesOf(signature: VisualSignature): SignatureValues {
  return {
    alias: signature.alias,
    name: signature.name,
    company: signature.optionalLine ?? signature.company ?? '',
    location: signature.location ?? '',
    language: signature.language,
    quality: signature.quality,
    legislation: signature.legislation ?? 'zertes',
    displayClaim: signature.displayClaim,
    displayStandards: signature.displayStandards,
    displayDate: signature.displayDate,
    displayQr: signature.displayQr,
  };
}

/** A new signature starts from the user's signature defaults and preferred quality. */
function newValues(user: User): SignatureValues {
  const defaults = user.signatures;
  const flag = (name: 'claim' | 'date' | 'std', fallback: boolean) =>
    user.permissions?.visualSignatures[name].defaultValue ?? fallback;
  return {
    alias: '',
    name:
      first(user.attributes.visualSignatureName) ??
      (defaults?.name || `${user.firstName} ${user.lastName}`.trim()),
    company: defaults?.company ?? '',
    location: defaults?.location ?? '',
    language: defaults?.language ?? 'en',
    // Nothing stored: the simple level every confirmed user has, never a promise of more.
    quality: first(user.attributes.defaultQuality) ?? 'ses',
    legislation: first(user.attributes.defaultLegislation) ?? 'zertes',
    displayClaim: defaults?.displayClaim ?? flag('claim', true),
    displayStandards: defaults?.displayStandards ?? flag('std', true),
    displayDate: defaults?.displayDate ?? flag('date', true),
    displayQr: defaults?.displayQr ?? false,
  };
}

/** The form's starting values, with the options the business fixes at their fixed value. */
export function initialValues(user: User, signature?: VisualSignature): SignatureValues {
  return withPermissions(signature ? valuesOf(signature) : newValues(user), user.permissions);
}

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** Fields shared by the save and preview bodies; ses has no legislation. */
function common(values: SignatureValues) {
  const company = optional(values.company);
  return {
    name: values.name.trim(),
    // optionalLine is "shown as company" (docs/product.md#entities-visual-signature): both carry the same line.
    ...(company ? { optionalLine: company, company } : {}),
    ...(optional(values.location) ? { location: values.location.trim() } : {}),
    language: values.language,
    quality: values.quality,
    ...(values.quality === 'ses' ? {} : { legislation: values.legislation }),
    displayClaim: values.displayClaim,
    displayStandards: values.displayStandards,
    displayDate: values.displayDate,
    displayQr: values.displayQr,
  };
}

export function toInput(values: SignatureValues, makeDefault?: boolean): VisualSignatureInput {
  return {
    alias: optional(values.alias) ?? values.name.trim(),
    ...common(values),
    ...(makeDefault === undefined ? {} : { default: makeDefault }),
  };
}

export function toPreview(values: SignatureValues): VisualSignaturePreviewRequest {
  return { ...common(values), ...DEFAULT_SIZE };
}

/** The saved signature as a save body, e.g. to make it the default without other changes. */
export function inputOf(signature: VisualSignature, makeDefault: boolean): VisualSignatureInput {
  return {
    alias: signature.alias,
    name: signature.name,
    ...(signature.optionalLine ? { optionalLine: signature.optionalLine } : {}),
    ...(signature.company ? { company: signature.company } : {}),
    ...(signature.location ? { location: signature.location } : {}),
    language: signature.language,
    quality: signature.quality,
    ...(signature.legislation ? { legislation: signature.legislation } : {}),
    ...(signature.provider ? { provider: signature.provider } : {}),
    displayClaim: signature.displayClaim,
    displayStandards: signature.displayStandards,
    displayDate: signature.displayDate,
    displayQr: signature.displayQr,
    default: makeDefault,
  };
}
