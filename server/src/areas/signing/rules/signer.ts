// Rules of signing a request (POST /v3/sign, /v3/direct/sign, …/swisscom/proceed): who may sign,
// at which quality, where the signature goes, what a part11 signature must carry and what a free
// user may still do. Pure: no database, storage or PDF work here (plan.ts and apply-plan.ts do
// that work). Where the signature goes is in rules/placements.ts, the TAN and step-up rules in
// rules/tan.ts and rules/step-up.ts.
//
// Quality: the signer's signature was asked at a quality (and legislation) by the sender; the
// caller must hold it (a higher one of the legislation satisfies a lower: a QES of zertes counts
// as an AES of zertes) and the signature is made at the asked quality, at demo when the caller's
// qualified grant is the test-only demo one (docs/product.md#states-quality "qes (or demo if the quality is demo)").
// A direct-link signer confirms an advanced signature (aes, aesMinimal, part11) with a TAN; a
// qualified one (qes) needs the signer's identification and a Swisscom step-up; a seal needs a
// business seal.
import type { Schemas } from '../../handler.ts';
import { conflict, ruleViolated, type FieldError } from '../../../domain-errors.ts';
import type { CertificateQuality } from '../../../pades/oids.ts';
import {
  assertNotExpired,
  assertTurn,
  type Legislation,
  type Placement,
  type Quality,
  type RequestRow,
  type SignerRow,
} from '../../signature-requests/index.ts';
import { withAttributes, type Grant, type StoredAttributes } from '../../user/index.ts';

export type SignItem = Schemas['SignRequestItem'];
export type Language = Schemas['Language'];
export type SignResultEntry = Schemas['SignResult']['results'][number];

/** Where one document's signature goes (one signature per document: its first placement). */
export interface PlannedPlacement extends Placement {
  visualSignatureId?: string;
}

/** What is signed for one request, decided before the PDF work (and kept by a step-up). */
export interface SigningPlan {
  /** The quality signed at: the one asked for the signer, or the one the signer chose. */
  quality: Quality;
  /** The quality the sender asked, when the signer chose another level. */
  askedQuality?: Quality;
  /** The quality written into the certificate. */
  certificateQuality: CertificateQuality;
  legislation: Legislation | null;
  signingName?: string;
  signingReason?: string;
  placements: PlannedPlacement[];
  language: Language;
  /**
   * Storage key of the signature a direct-link signer adopted for this signing (POST
   * /v3/direct/sign `signatureImage`), drawn in each field in place of the printed name.
   */
  signatureImageKey?: string;
}

export const ADVANCED: readonly Quality[] = ['aes', 'aesMinimal', 'part11'];

/**
 * 409 unless the request is OPEN and the caller an OPEN signer of it (no leak of others' ids);
 * 409 request_expired past the request's expiry, not_your_turn before the signer's turn in
 * sequential signing.
 */
export function assertCanSign(
  request: RequestRow | undefined,
  signer: SignerRow | undefined,
  now: Date,
): asserts request is RequestRow {
  if (!request || !signer) {
    throw conflict('You have no signature to make in this signature request.', 'not_a_signer');
  }
  assertNotExpired(request, now);
  if (request.status !== 'OPEN') {
    throw conflict(
      `The signature request is ${request.status}; signing needs it to be OPEN.`,
      'invalid_transition',
    );
  }
  if (signer.status !== 'OPEN') {
    throw conflict(
      `Your signature is ${signer.status} already; it cannot be made again.`,
      'already_signed',
    );
  }
  assertTurn(request, signer);
}

export const requestLocked = (lockedBy: string | null) =>
  conflict(
    `A signature is being applied to this request${lockedBy ? ` by ${lockedBy}` : ''}; try again in a moment.`,
    'request_locked',
  );

/** True when someone other than `holder` holds an unexpired lock on the request. */
export function lockedByOther(
  request: Pick<RequestRow, 'locked_by' | 'locked_until'>,
  holder: string,
  now: Date,
): boolean {
  return Boolean(
    request.locked_by &&
    request.locked_until &&
    request.locked_until > now.toISOString() &&
    request.locked_by !== holder,
  );
}

function holdsAdvanced(grants: Grant[], legislation: Legislation | null): Grant | undefined {
  return grants.find(
    (g) =>
      (g.group === 'aes' && g.scope === 'any') ||
      ((g.group === 'aesMinimal' || g.group === 'qes') &&
        (legislation === null || g.scope === legislation)),
  );
}

/**
 * docs/product.md#states-quality: "Highest signature quality of a user: none when the e-mail is unverified". An
 * account whose e-mail is not confirmed may log in and prepare requests, but signs nothing
 * (422 email_unverified) until it confirms the address.
 */
export function assertEmailVerified(emailVerified: boolean): void {
  if (!emailVerified) {
    throw ruleViolated(
      'Confirm your e-mail address before you sign: until then your highest signature quality is none.',
      'email_unverified',
    );
  }
}

const qualityUnavailable = (quality: Quality, legislation: Legislation | null) =>
  ruleViolated(
    `Your signature needs the quality ${quality}${legislation ? ` (${legislation})` : ''}, which you do not hold yet: an identification is required.`,
    'quality_unavailable',
  );

/**
 * The quality and legislation of the certificate for a signer who was asked `quality` under
 * `legislation`, given the caller's grants; 422 quality_unavailable when the caller lacks it.
 * A direct-link signer's advanced signature rests on the TAN (checked by the caller of this).
 */
export function certificateQualityFor(
  asked: { quality: Quality; legislation: Legislation | null },
  grants: Grant[],
  options: { direct: boolean },
): { certificateQuality: CertificateQuality; legislation: Legislation | null } {
  const { quality, legislation } = asked;
  switch (quality) {
    case 'ses':
      if (!grants.some((g) => g.group === 'ses')) throw qualityUnavailable(quality, null);
      return { certificateQuality: 'ses', legislation: null };
    case 'aes':
    case 'aesMinimal':
    case 'part11': {
      if (options.direct) return { certificateQuality: quality, legislation };
      const grant = holdsAdvanced(grants, legislation);
      if (!grant) throw qualityUnavailable(quality, legislation);
      const scope = grant.scope === 'any' ? null : (grant.scope as Legislation);
      return { certificateQuality: quality, legislation: legislation ?? scope };
    }
    case 'qes': {
      const grant = grants.find(
        (g) => g.group === 'qes' && (legislation === null || g.scope === legislation),
      );
      if (!grant) throw qualityUnavailable(quality, legislation);
      return {
        certificateQuality: grant.quality === 'demo' ? 'demo' : 'qes',
        legislation: grant.scope as Legislation,
      };
    }
    case 'seal':
      throw ruleViolated(
        'This signature is a seal: send sealAccountName with the business seal to use.',
        'seal_required',
      );
  }
}

/** 422 duplicate_request when the item at `index` names a request listed before it. */
export function assertListedOnce(items: Pick<SignItem, 'id'>[], index: number, pointer: string) {
  const id = items[index].id.toLowerCase();
  if (items.findIndex((other) => other.id.toLowerCase() === id) !== index) {
    throw ruleViolated('A signature request is listed twice.', 'duplicate_request', [
      { pointer: `${pointer}/id`, detail: 'is listed twice', code: 'duplicate_request' },
    ]);
  }
}

/** A direct-link signer confirms an advanced signature with a TAN. */
export const needsTan = (direct: boolean, quality: Quality) => direct && ADVANCED.includes(quality);

/** A qualified signature waits for the Swisscom step-up. */
export const needsStepUp = (quality: CertificateQuality) => quality === 'qes' || quality === 'demo';

/**
 * Signing name and reason (Part 11): the item's, else the caller's p11_signing_name and
 * p11_signing_reason attributes. A part11 signature needs both (422 with pointers).
 */
export function signingDetails(
  quality: Quality,
  item: Pick<SignItem, 'signingName' | 'signingReason'>,
  attributes: StoredAttributes,
  pointer: string,
): { signingName?: string; signingReason?: string } {
  const signingName = item.signingName?.trim() || attributes.p11_signing_name?.[0]?.trim();
  const signingReason = item.signingReason?.trim() || attributes.p11_signing_reason?.[0]?.trim();
  if (quality === 'part11') {
    const errors: FieldError[] = [];
    if (!signingName) {
      errors.push({
        pointer: `${pointer}/signingName`,
        detail: 'a Part 11 signature needs the printed name of the signer',
        code: 'part11_details_required',
      });
    }
    if (!signingReason) {
      errors.push({
        pointer: `${pointer}/signingReason`,
        detail: 'a Part 11 signature needs the reason of the signature',
        code: 'part11_details_required',
      });
    }
    if (errors.length) {
      throw ruleViolated(
        'A Part 11 signature needs a signing name and a signing reason.',
        'part11_details_required',
        errors,
      );
    }
  }
  return {
    ...(signingName ? { signingName: signingName.slice(0, 200) } : {}),
    ...(signingReason ? { signingReason: signingReason.slice(0, 500) } : {}),
  };
}

/**
 * Part 11 signatures re-authenticate the signer with the account password at the moment of
 * signing (21 CFR 11.200: each signing uses the signer's credentials): true when one of the
 * plans is part11.
 */
export const needsPassword = (plans: Pick<SigningPlan, 'quality'>[]) =>
  plans.some((plan) => plan.quality === 'part11');

/** 422 part11_password_required (no password) or part11_password_invalid, on /body/password. */
export function part11PasswordRefused(given: boolean) {
  const detail = given
    ? 'The password is not correct.'
    : 'A Part 11 signature needs your password.';
  const code = given ? 'part11_password_invalid' : 'part11_password_required';
  return ruleViolated(detail, code, [{ pointer: '/body/password', detail, code }]);
}

/**
 * docs/product.md#screens-navigation "A free user (neither member nor admin) needs free_signatures_remaining above 0,
 * except in direct signing". Answers the signatures left, or undefined when the account is not
 * counted (no attribute: as create-signature-request does). Everyone is free until businesses
 * exist.
 */
export function freeSignaturesLeft(attributes: StoredAttributes): number | undefined {
  const value = attributes.free_signatures_remaining?.[0];
  if (value === undefined) return undefined;
  const left = Number(value);
  return Number.isFinite(left) && left > 0 ? Math.floor(left) : 0;
}

/**
 * The attributes after `delta` free signatures are taken (negative) or given back (positive);
 * undefined when the account is not counted. Taking more than are left is 422
 * no_free_signatures, so nobody signs below 0.
 */
export function freeSignaturesAfter(
  attributes: StoredAttributes,
  delta: number,
): StoredAttributes | undefined {
  const left = freeSignaturesLeft(attributes);
  if (left === undefined) return undefined;
  if (left + delta < 0) throw noFreeSignatures(left, -delta);
  return withAttributes(attributes, { free_signatures_remaining: [String(left + delta)] });
}

export const noFreeSignatures = (left: number, needed: number) =>
  ruleViolated(
    left > 0
      ? `You have ${left} free signature${left === 1 ? '' : 's'} left but asked for ${needed}: upgrade to sign more.`
      : 'Your free signatures are used up: upgrade to sign more.',
    'no_free_signatures',
  );

/** What the trail says about a signature (markSigned adds the quality first). */
export function signatureDetail(plan: SigningPlan, documents: number, timestamped: boolean) {
  return [
    plan.askedQuality
      ? `chosen by the signer: ${plan.quality}${plan.legislation ? ` (${plan.legislation})` : ''}`
      : undefined,
    plan.certificateQuality !== plan.quality ? `certificate ${plan.certificateQuality}` : undefined,
    plan.signingName ? `signing name: ${plan.signingName}` : undefined,
    plan.signingReason ? `reason: ${plan.signingReason}` : undefined,
    `${documents} document${documents === 1 ? '' : 's'} signed (PAdES ${timestamped ? 'B-T' : 'B-B'})`,
  ]
    .filter(Boolean)
    .join('; ');
}
