// The verdicts of a verification, from the facts the checks found. Pure: no PDF, no crypto here.
import type { components } from '../../../../generated/openapi.d.ts';
import type { CertificateDescription } from '../../pades/index.ts';

export type VerifiedSignature = components['schemas']['VerifiedSignature'];
export type VerificationReport = components['schemas']['VerificationReport'];
export type Verdict = VerifiedSignature['verdict'];
export type Level = VerifiedSignature['level'];

/**
 * Level and legislation from the policies of a certificate of the service's own chain (another
 * authority may write any OID: its policies say nothing here). A demonstration certificate has
 * no level of the contract's.
 */
export function levelOf(
  description: CertificateDescription | undefined,
  ownChain: boolean,
): { level: Level; legislation: VerifiedSignature['legislation'] } {
  if (!description || !ownChain) return { level: null, legislation: null };
  const legislation = description.legislation ?? null;
  if (description.kind === 'seal') return { level: 'seal', legislation };
  const quality = description.quality;
  if (!quality || quality === 'demo') return { level: null, legislation };
  return { level: quality, legislation };
}

export interface VerdictFacts {
  integrity: VerifiedSignature['integrity'];
  changesAfter: VerifiedSignature['changesAfter'];
  trust: VerifiedSignature['trust'];
  revocation: VerifiedSignature['revocation'];
  revokedAt?: Date;
  /** The time a time-stamp proves, when there is one. */
  provenTime?: Date;
  /** The certificate was in force at the signing time. */
  certificateInForce: boolean;
}

/**
 * Whether a revocation came after the signature: true when a time-stamp proves the signature
 * existed before the certificate was revoked (it stays valid: the key was good when it signed);
 * false when revoked before that time, or when no time-stamp proves when it signed (the
 * signature may have been made with a revoked key); null when the certificate is not revoked.
 */
export function revokedAfterSigning(
  facts: Pick<VerdictFacts, 'revocation' | 'revokedAt' | 'provenTime'>,
): boolean | null {
  if (facts.revocation !== 'revoked') return null;
  return Boolean(facts.provenTime && facts.revokedAt && facts.revokedAt > facts.provenTime);
}

/**
 * The revocation in one phrase, as the report states it: "revoked after signing on {date}
 * ({reason})", or "revoked before signing on …" (or "… with no time-stamp proving the signing
 * time"); null when not revoked. Dates in UTC, whole seconds.
 */
export function revocationNote(facts: {
  revokedAt?: Date;
  reason?: VerifiedSignature['revocationReason'];
  afterSigning: boolean | null;
  provenTime?: Date;
}): string | null {
  if (facts.afterSigning === null) return null;
  const date = facts.revokedAt
    ? facts.revokedAt.toISOString().replace(/\.\d{3}Z$/, 'Z')
    : 'an unknown date';
  const reason = facts.reason ? ` (${facts.reason})` : '';
  if (facts.afterSigning) return `revoked after signing on ${date}${reason}`;
  if (!facts.provenTime) {
    return `revoked on ${date}${reason}, with no time-stamp proving the signing time came before`;
  }
  return `revoked before signing on ${date}${reason}`;
}

/**
 * invalid: the signed bytes changed, something other than signatures changed after it, or the
 * certificate was revoked before a time-stamp proves the signature existed; indeterminate: not
 * confirmable (another or no chain, a certificate out of force at the signing time); else valid.
 */
export function signatureVerdict(facts: VerdictFacts): Verdict {
  if (facts.integrity !== 'intact' || facts.changesAfter === 'other') return 'invalid';
  if (revokedAfterSigning(facts) === false) return 'invalid';
  if (facts.trust !== 'service' || !facts.certificateInForce) return 'indeterminate';
  return 'valid';
}

export function overallVerdict(verdicts: Verdict[]): VerificationReport['verdict'] {
  if (verdicts.length === 0) return 'unsigned';
  if (verdicts.includes('invalid')) return 'invalid';
  if (verdicts.includes('indeterminate')) return 'indeterminate';
  return 'valid';
}

export interface LtvFacts {
  dssPresent: boolean;
  /** Each certificate of the chain below its root: is it in the DSS, has it evidence there. */
  links: Array<{ inDss: boolean; hasRevocationEvidence: boolean }>;
  rootInDss: boolean;
  /** The chain reached a root. */
  chainComplete: boolean;
}

/** complete: the DSS holds every certificate of the chain and evidence for each below the root. */
export function ltvStatus(facts: LtvFacts): VerifiedSignature['ltv'] {
  if (!facts.dssPresent) return 'none';
  const complete =
    facts.chainComplete &&
    facts.rootInDss &&
    facts.links.every((link) => link.inDss && link.hasRevocationEvidence);
  return complete ? 'complete' : 'partial';
}

/** The PAdES baseline level reached (ETSI EN 319 142-1). */
export function padesBaseline(facts: {
  kind: VerifiedSignature['kind'];
  subFilter?: string;
  integrity: VerifiedSignature['integrity'];
  timestamped: boolean;
  ltv: VerifiedSignature['ltv'];
  archiveTimestamp: boolean;
}): VerifiedSignature['padesBaseline'] {
  if (facts.kind !== 'signature' || facts.subFilter !== 'ETSI.CAdES.detached') return null;
  if (facts.integrity !== 'intact') return null;
  if (!facts.timestamped) return 'B-B';
  if (facts.ltv !== 'complete') return 'B-T';
  return facts.archiveTimestamp ? 'B-LTA' : 'B-LT';
}

/** A /ByteRange that covers the file around exactly one gap (the /Contents). */
export function byteRangeSane(range: number[], fileLength: number): boolean {
  if (range.length !== 4 || !range.every((n) => Number.isInteger(n) && n >= 0)) return false;
  const [start, firstLength, second, secondLength] = range;
  return start === 0 && firstLength < second && second + secondLength <= fileLength;
}
