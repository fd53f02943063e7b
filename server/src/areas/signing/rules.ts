// Rules of signing a request (POST /v3/sign, /v3/direct/sign, …/swisscom/proceed): who may sign,
// at which quality, where the signature goes, what a part11 signature must carry and what a free
// user may still do. Pure: no database, storage or PDF work here (engine.ts).
//
// Quality: the signer's signature was asked at a quality (and legislation) by the sender; the
// caller must hold it (a higher one of the legislation satisfies a lower: a QES of zertes counts
// as an AES of zertes) and the signature is made at the asked quality, at demo when the caller's
// qualified grant is the test-only demo one (seed 000 §4 "qes (or demo if the quality is demo)").
// A direct-link signer confirms an advanced signature (aes, aesMinimal, part11) with a TAN; a
// qualified one (qes) needs the signer's identification and a Swisscom step-up; a seal needs a
// business seal.
import { randomBytes } from 'node:crypto';
import type { Schemas } from '../handler.ts';
import { conflict, ruleViolated, type FieldError } from '../../domain-errors.ts';
import type { CertificateQuality } from '../../signing/oids.ts';
import { parsePageSizes, type DocumentRow } from '../documents/index.ts';
import type { Grant } from '../user/index.ts';
import {
  DEFAULT_PLACEMENT_HEIGHT,
  DEFAULT_PLACEMENT_WIDTH,
  type Legislation,
  type Placement,
  type Quality,
  type RequestRow,
  type SignerRow,
} from '../signature-requests/index.ts';
import type { StoredAttributes } from '../user/index.ts';

export type SignItem = Schemas['SignRequestItem'];
export type Language = Schemas['Language'];
export type SignResultEntry = Schemas['SignResult']['results'][number];

/** Where one document's signature goes (one signature per document: its first placement). */
export interface PlannedPlacement extends Placement {
  visualSignatureId?: string;
}

/** What is signed for one request, decided before the PDF work (and kept by a step-up). */
export interface SigningPlan {
  /** The quality asked for the signer (the contract's). */
  quality: Quality;
  /** The quality written into the certificate. */
  certificateQuality: CertificateQuality;
  legislation: Legislation | null;
  signingName?: string;
  signingReason?: string;
  placements: PlannedPlacement[];
  language: Language;
}

export const ADVANCED: readonly Quality[] = ['aes', 'aesMinimal', 'part11'];

/** 409 unless the request is OPEN and the caller an OPEN signer of it (no leak of others' ids). */
export function assertCanSign(
  request: RequestRow | undefined,
  signer: SignerRow | undefined,
): asserts request is RequestRow {
  if (!request || !signer) {
    throw conflict('You have no signature to make in this signature request.', 'not_a_signer');
  }
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

/** A direct-link signer confirms an advanced signature with a TAN. */
export const needsTan = (direct: boolean, quality: Quality) => direct && ADVANCED.includes(quality);

/** A qualified signature waits for the Swisscom step-up. */
export const needsStepUp = (quality: CertificateQuality) => quality === 'qes' || quality === 'demo';

/**
 * Where the caller's signature goes on each document: the item's documentSignatures when given
 * (contract: "left out, the placements set by the sender are used"), else the stored placements.
 * One signature per document, at its first placement; a document without one gets an invisible
 * signature. Field errors for placements on other documents, missing pages or outside the page.
 */
export function planPlacements(
  documents: Pick<DocumentRow, 'id' | 'pages' | 'page_sizes'>[],
  stored: Placement[],
  given: SignItem['documentSignatures'],
  pointer: string,
): { placements: PlannedPlacement[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const candidates: PlannedPlacement[] = given
    ? given.map((p) => ({
        documentId: p.documentId,
        page: p.page,
        x: p.x,
        y: p.y,
        width: p.width ?? DEFAULT_PLACEMENT_WIDTH,
        height: p.height ?? DEFAULT_PLACEMENT_HEIGHT,
        ...(p.visualSignatureId ? { visualSignatureId: p.visualSignatureId } : {}),
      }))
    : stored;
  const placements: PlannedPlacement[] = [];
  candidates.forEach((p, index) => {
    const at = `${pointer}/documentSignatures/${index}`;
    const document = documents.find((d) => d.id === p.documentId);
    if (!document) {
      if (given) {
        errors.push({
          pointer: `${at}/documentId`,
          detail: 'is not a document of this signature request',
          code: 'unknown_document',
        });
      }
      return;
    }
    if (p.page > Number(document.pages)) {
      errors.push({
        pointer: `${at}/page`,
        detail: `the document has ${document.pages} page${Number(document.pages) === 1 ? '' : 's'}`,
        code: 'page_out_of_range',
      });
      return;
    }
    const size = parsePageSizes(document.page_sizes)?.[p.page - 1];
    if (size && (p.x + p.width > size.width + 0.5 || p.y + p.height > size.height + 0.5)) {
      errors.push({
        pointer: at,
        detail: `the signature (${p.width}x${p.height} at ${p.x},${p.y}) reaches outside the page (${size.width}x${size.height} points)`,
        code: 'placement_outside_page',
      });
      return;
    }
    if (!placements.some((q) => q.documentId === p.documentId)) placements.push(p);
  });
  return { placements, errors };
}

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
 * Seed 000 §2 "A free user (neither member nor admin) needs free_signatures_remaining above 0,
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

export const noFreeSignatures = (left: number, needed: number) =>
  ruleViolated(
    left > 0
      ? `You have ${left} free signature${left === 1 ? '' : 's'} left but asked for ${needed}: upgrade to sign more.`
      : 'Your free signatures are used up: upgrade to sign more.',
    'no_free_signatures',
  );

/** Storage key of a signed version of a document (a nonce keeps concurrent attempts apart). */
export const signedDocumentKey = (documentId: string, version: number) =>
  `documents/${documentId}/v${version}-signed-${randomBytes(4).toString('hex')}.pdf`;

/** What the trail says about a signature (markSigned adds the quality first). */
export function signatureDetail(plan: SigningPlan, documents: number, timestamped: boolean) {
  return [
    plan.certificateQuality !== plan.quality ? `certificate ${plan.certificateQuality}` : undefined,
    plan.signingName ? `signing name: ${plan.signingName}` : undefined,
    plan.signingReason ? `reason: ${plan.signingReason}` : undefined,
    `${documents} document${documents === 1 ? '' : 's'} signed (PAdES ${timestamped ? 'B-T' : 'B-B'})`,
  ]
    .filter(Boolean)
    .join('; ');
}
