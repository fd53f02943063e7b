// Signature qualities of a user: what the user holds (the users.qualities column), the contract's
// SignatureQualities shape, the highest quality and the per-quality availability detail. Pure:
// the operation brings the row and the identification statuses.
//
// Stored form: a JSON list of grants "<group>:<scope>" or "<group>:<scope>:<quality>", e.g.
// ["ses:any", "aes:any", "aesMinimal:eidas", "qes:zertes", "qes:eidas:demo", "seal:aes"]. The
// quality of a grant defaults to its group (`qes:eidas:demo` is a test-only identification whose
// quality is demo). New accounts hold "ses:any"; identification adds aes/qes grants.
//
// docs/product.md#states-identification: "Highest signature quality of a user: none when the e-mail is unverified; otherwise
// qes (or demo if the quality is demo), aes, ses, else none. An identification counts as ongoing
// when a status exists and the highest quality is not qes." aesMinimal counts as aes; seals belong
// to a business and do not count.
// docs/product.md#constants-identification-methods: "eidas offers video, self, id-austria when covered, otherwise id-austria and
// external-sc; zertes offers video, loc, auto when covered, otherwise loc and external-sc."
import type { Schemas } from '../../handler.ts';

type Legislation = Schemas['Legislation'];
type GrantQuality = Schemas['SignatureQualityGrant']['quality'];
type AppointmentStatus = Schemas['AppointmentStatus'];
type Detail = Schemas['SignatureQualityDetail'];
export type HighestQuality = Schemas['SignatureQualitiesDetail']['highestQuality'];

const SCOPES = {
  ses: ['any'],
  aes: ['any'],
  aesMinimal: ['eidas', 'zertes'],
  qes: ['eidas', 'zertes'],
  seal: ['aes', 'qes'],
} as const;
type Group = keyof typeof SCOPES;
const GRANT_QUALITIES: GrantQuality[] = [
  'ses',
  'aes',
  'aesMinimal',
  'qes',
  'seal',
  'part11',
  'demo',
];
export const LEGISLATIONS: Legislation[] = ['eidas', 'zertes'];

export interface Grant {
  group: Group;
  scope: string;
  quality: GrantQuality;
}

export function parseGrant(text: string): Grant | undefined {
  const [group, scope, quality = group] = text.split(':');
  if (!(group in SCOPES)) return undefined;
  if (!(SCOPES[group as Group] as readonly string[]).includes(scope)) return undefined;
  if (!GRANT_QUALITIES.includes(quality as GrantQuality)) return undefined;
  return { group: group as Group, scope, quality: quality as GrantQuality };
}

/** Grants of the users.qualities JSON; entries that do not parse are ignored. */
export function parseGrants(json: string): Grant[] {
  let list: unknown;
  try {
    list = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const grant = typeof entry === 'string' ? parseGrant(entry) : undefined;
    return grant ? [grant] : [];
  });
}

export function toSignatureQualities(grants: Grant[]): Schemas['SignatureQualities'] {
  const result: Record<string, Record<string, { quality: GrantQuality }>> = {};
  for (const grant of grants) {
    (result[grant.group] ??= {})[grant.scope] = { quality: grant.quality };
  }
  return result as Schemas['SignatureQualities'];
}

export function highestQuality(emailVerified: boolean, grants: Grant[]): HighestQuality {
  if (!emailVerified) return 'none';
  const qes = grants.filter((g) => g.group === 'qes');
  if (qes.some((g) => g.quality === 'qes')) return 'qes';
  if (qes.some((g) => g.quality === 'demo')) return 'demo';
  if (grants.some((g) => g.group === 'aes' || g.group === 'aesMinimal')) return 'aes';
  if (grants.some((g) => g.group === 'ses')) return 'ses';
  return 'none';
}

export function identificationMethods(
  legislation: Legislation,
  covered: boolean,
): Detail['identificationMethods'] {
  if (legislation === 'eidas')
    return covered ? ['video', 'self', 'id-austria'] : ['id-austria', 'external-sc'];
  return covered ? ['video', 'loc', 'auto'] : ['loc', 'external-sc'];
}

const ONGOING: AppointmentStatus[] = ['initialized', 'inprogress', 'activatingQES'];

export interface QualityFacts {
  emailVerified: boolean;
  grants: Grant[];
  disabled: Schemas['SignatureQuality'][];
  /** Status of the user's identification per legislation. */
  identifications?: Partial<Record<Legislation, AppointmentStatus>>;
  /** The newest identification per legislation (shown with the status). */
  identificationInfos?: Partial<Record<Legislation, Schemas['IdentificationInfo']>>;
  /**
   * Whether a business pays the identification, for every legislation or per legislation (the
   * identification area's coverage: the person's business, or the one that invited them).
   */
  identificationCovered?: boolean | Partial<Record<Legislation, boolean>>;
}

function holds(grants: Grant[], quality: 'ses' | 'aes' | 'qes', legislation?: Legislation) {
  return grants.some((g) => {
    if (quality === 'ses') return g.group === 'ses';
    if (quality === 'qes') return g.group === 'qes' && g.scope === legislation;
    // AES under a legislation: an AES of any legislation, a minimal AES or a QES of that one.
    return (
      (g.group === 'aes' && g.scope === 'any') ||
      ((g.group === 'aesMinimal' || g.group === 'qes') && g.scope === legislation)
    );
  });
}

/** The answer of GET /v3/user/signature-qualities-detail. */
export function qualitiesDetail(facts: QualityFacts): Schemas['SignatureQualitiesDetail'] {
  const highest = highestQuality(facts.emailVerified, facts.grants);
  const identifications = facts.identifications ?? {};
  const coveredBy = facts.identificationCovered ?? false;
  const coveredFor = (legislation: Legislation) =>
    typeof coveredBy === 'boolean' ? coveredBy : (coveredBy[legislation] ?? false);

  const entry = (quality: 'ses' | 'aes' | 'qes', legislation?: Legislation): Detail => {
    const base: Detail = {
      quality,
      ...(legislation ? { legislation } : {}),
      available: false,
      reason: null,
      identificationMethods: [],
    };
    if (legislation) {
      base.identificationCovered = coveredFor(legislation);
      const status = identifications[legislation];
      if (status) base.identificationStatus = status;
      const info = facts.identificationInfos?.[legislation];
      if (info) base.identification = info;
    }
    if (!facts.emailVerified) return { ...base, reason: 'email_not_verified' };
    if (facts.disabled.includes(quality)) return { ...base, reason: 'disabled' };
    if (holds(facts.grants, quality, legislation)) return { ...base, available: true };
    // ses needs no identification: a verified user without it had it switched off.
    if (!legislation) return { ...base, reason: 'disabled' };
    const status = identifications[legislation];
    if (status && ONGOING.includes(status)) return { ...base, reason: 'identification_ongoing' };
    return {
      ...base,
      reason: 'identification_required',
      identificationMethods: identificationMethods(legislation, coveredFor(legislation)),
    };
  };

  return {
    highestQuality: highest,
    identificationOngoing: Object.keys(identifications).length > 0 && highest !== 'qes',
    qualities: [
      entry('ses'),
      ...LEGISLATIONS.map((l) => entry('aes', l)),
      ...LEGISLATIONS.map((l) => entry('qes', l)),
    ],
  };
}
