// The work of a signature, shared by POST /v3/sign, /v3/direct/sign and the Swisscom proceed
// operations: the caller as a signing party (a user or a direct-link signer), the plan of one
// request (rules.ts), the request locks, and applying a plan: one PAdES signature
// as an incremental update per document of the request (visible at the signer's placement with
// the caller's visual signature, else invisible), stored as a new version of each document, then
// markSigned (event trail, SIGNED when everyone has signed, completion mails).
import type { AppContext } from '../../context.ts';
import { iso, systemClock } from '../../clock.ts';
import { directAttributes } from '../direct/index.ts';
import { parseGrants, type Grant } from '../user/index.ts';
import { lockRequest, unlockRequest } from '../signature-requests/index.ts';
import {
  findRequest,
  loadRequestParts,
  markSigned,
  requestDocuments,
} from '../signature-requests/index.ts';
import {
  displayName,
  normalizeEmail,
  parsePlacements,
  type Legislation,
  type Quality,
  type RequestRow,
  type SignerRow,
} from '../signature-requests/index.ts';
import {
  assertCanSign,
  certificateQualityFor,
  freeSignaturesLeft,
  lockedByOther,
  noFreeSignatures,
  planPlacements,
  requestLocked,
  signatureDetail,
  signedDocumentKey,
  signingDetails,
  type Language,
  type SignItem,
  type SigningPlan,
  type SignResultEntry,
} from './rules.ts';
import {
  readAttributes,
  withAttributes,
  type StoredAttributes,
  type UserRow,
} from '../user/index.ts';
import {
  PERSONAL_PERMISSIONS,
  placeholderSignature,
  rowToVisualSignature,
  type VisualSignature,
} from '../visual-signatures/index.ts';
import { assertNoErrors } from '../signature-requests/index.ts';
import type { Actor } from '../signature-requests/index.ts';
import {
  openCertificateAuthority,
  PdfSigningError,
  renderSignatureAppearance,
  signPdf,
  TimestampError,
} from '../../signing/index.ts';
import { purgeOldPages } from '../documents/index.ts';
import { notifyCompleted } from '../signature-requests/index.ts';
import { directVisualSignature, directSignatureId } from '../direct/index.ts';
import { findDefault, findOwn, loadOwner } from '../visual-signatures/index.ts';

/** How long a request stays locked while its documents are signed (released at the end). */
export const SIGNING_LOCK_SECONDS = 120;

/** The caller of a sign operation as a signer of one request. */
export interface Party {
  kind: 'user' | 'direct';
  request: RequestRow | undefined;
  signer: SignerRow | undefined;
  /** The account (users only). */
  user?: UserRow;
  grants: Grant[];
  attributes: StoredAttributes;
  /** Name in the certificate and the trail. */
  name: string;
  email: string;
  mobile: string | null;
}

export async function userParty(ctx: AppContext, user: UserRow, requestId: string): Promise<Party> {
  const request = await findRequest(ctx.db, requestId.toLowerCase());
  const signer = request
    ? await ctx.db
        .selectFrom('signature_request_signers')
        .selectAll()
        .where('request_id', '=', request.id)
        .where('account_email', '=', normalizeEmail(user.email))
        .executeTakeFirst()
    : undefined;
  const attributes = readAttributes(user);
  return {
    kind: 'user',
    // A draft is nobody's to sign, and not to be revealed to its signers either.
    request: request && (request.status !== 'DRAFT' || signer) ? request : undefined,
    signer,
    user,
    grants: parseGrants(user.qualities),
    attributes,
    name: displayName(user.first_name, user.last_name) ?? user.email,
    email: normalizeEmail(user.email),
    mobile: attributes.mobile?.[0]?.trim() || null,
  };
}

export function directPartyOf(signer: SignerRow, request: RequestRow): Party {
  const attributes = directAttributes(signer);
  return {
    kind: 'direct',
    request,
    signer,
    grants: parseGrants(signer.qualities),
    attributes,
    name: signer.name ?? displayName(signer.first_name, signer.last_name) ?? signer.email,
    email: signer.email,
    mobile: attributes.mobile?.[0]?.trim() || signer.mobile || null,
  };
}

export const actorOf = (party: Party): Actor => ({ name: party.name, email: party.email });

/**
 * Decides what is signed for one item: 409 unless the request is OPEN, not locked by someone
 * else and the caller's signature OPEN; 422 for a quality the caller lacks, missing Part 11
 * details, bad placements or an unknown visual signature.
 */
export async function planFor(
  ctx: AppContext,
  party: Party,
  item: SignItem,
  language: Language,
  pointer: string,
): Promise<SigningPlan> {
  assertCanSign(party.request, party.signer);
  const { request } = party;
  const signer = party.signer!;
  if (lockedByOther(request, party.email, systemClock.now()))
    throw requestLocked(request.locked_by);
  const asked = {
    quality: signer.quality as Quality,
    legislation: (signer.legislation as Legislation | null) ?? null,
  };
  const { certificateQuality, legislation } = certificateQualityFor(asked, party.grants, {
    direct: party.kind === 'direct',
  });
  const details = signingDetails(asked.quality, item, party.attributes, pointer);
  const documents = await requestDocuments(ctx.db, request.id);
  const { placements, errors } = planPlacements(
    documents,
    parsePlacements(signer.placements),
    item.documentSignatures,
    pointer,
  );
  for (const [index, p] of placements.entries()) {
    if (p.visualSignatureId && !(await visualSignatureExists(ctx, party, p.visualSignatureId))) {
      errors.push({
        pointer: `${pointer}/documentSignatures/${index}/visualSignatureId`,
        detail: 'is not one of your visual signatures',
        code: 'unknown_visual_signature',
      });
    }
  }
  assertNoErrors(errors, 'The signature cannot be placed');
  return {
    quality: asked.quality,
    certificateQuality,
    legislation,
    ...details,
    placements,
    language,
  };
}

async function visualSignatureExists(ctx: AppContext, party: Party, id: string) {
  if (party.kind === 'direct')
    return id === directSignatureId(party.signer!) || id === 'placeholder';
  try {
    await findOwn(ctx, party.user!.id, id);
    return true;
  } catch {
    return false;
  }
}

/** The visual signature drawn for a placement, and its custom image if it has one. */
async function drawableFor(
  ctx: AppContext,
  party: Party,
  visualSignatureId: string | undefined,
): Promise<{ signature: VisualSignature; customImage?: Buffer }> {
  if (party.kind === 'direct') return { signature: directVisualSignature(party.signer!) };
  const userId = party.user!.id;
  const row = visualSignatureId
    ? await findOwn(ctx, userId, visualSignatureId)
    : await findDefault(ctx, userId);
  if (!row) {
    return { signature: placeholderSignature(await loadOwner(ctx, userId), PERSONAL_PERMISSIONS) };
  }
  const customImage = row.image_key ? await ctx.storage.get(row.image_key) : undefined;
  return { signature: rowToVisualSignature(row, null), ...(customImage ? { customImage } : {}) };
}

/**
 * Takes the signing lock of every request (holder: the caller's e-mail) or none: 409
 * request_locked when another signer holds one. Runs `work`, then releases the locks.
 */
export async function withLocks<T>(
  ctx: AppContext,
  requestIds: string[],
  holder: string,
  work: () => Promise<T>,
): Promise<T> {
  const taken: string[] = [];
  try {
    for (const id of requestIds) {
      if (!(await lockRequest(ctx.db, id, holder, SIGNING_LOCK_SECONDS))) {
        const request = await findRequest(ctx.db, id);
        throw requestLocked(request?.locked_by ?? null);
      }
      taken.push(id);
    }
    return await work();
  } finally {
    for (const id of taken) await unlockRequest(ctx.db, id, holder);
  }
}

const failed = (request: RequestRow, code: string, detail: string): SignResultEntry => ({
  id: request.id,
  status: 'FAILED',
  statusOverall: request.status,
  signedAt: null,
  swisscom: null,
  error: { code, detail },
});

/**
 * Signs every document of the party's request by the plan (the caller holds the lock) and marks
 * the signer SIGNED. A PDF or time-stamp failure answers a FAILED entry and changes nothing.
 */
export async function applyPlan(
  ctx: AppContext,
  party: Party,
  plan: SigningPlan,
  address: string | null,
): Promise<SignResultEntry> {
  const request = party.request!;
  const signer = party.signer!;
  const now = systemClock.now();
  const documents = await requestDocuments(ctx.db, request.id);
  const written: {
    documentId: string;
    storageKey: string;
    previous: string | null;
    version: number;
  }[] = [];
  try {
    const ca = await openCertificateAuthority({ dataDir: ctx.config.dataDir });
    const certificate = await ca.issueSignerCertificate({
      name: party.name,
      email: party.email,
      quality: plan.certificateQuality,
      legislation: plan.legislation,
    });
    for (const document of documents) {
      const key = document.signed_storage_key ?? document.storage_key;
      const bytes = await ctx.storage.get(key);
      if (!bytes) throw new PdfSigningError(`the file of document ${document.id} is missing`);
      const placement = plan.placements.find((p) => p.documentId === document.id);
      const drawn = placement
        ? await drawableFor(ctx, party, placement.visualSignatureId)
        : undefined;
      const signature = drawn && {
        ...drawn.signature,
        quality: plan.quality,
        ...(plan.legislation ? { legislation: plan.legislation } : { legislation: undefined }),
      };
      const signed = await signPdf(bytes, {
        signer: certificate,
        signingTime: now,
        ...(plan.signingName ? { name: plan.signingName } : {}),
        ...(plan.signingReason ? { reason: plan.signingReason } : {}),
        ...(signature?.location ? { location: signature.location } : {}),
        contactInfo: party.email,
        ...(placement && signature
          ? {
              appearance: {
                page: placement.page,
                x: placement.x,
                y: placement.y,
                width: placement.width,
                height: placement.height,
                png: await renderSignatureAppearance(signature, {
                  width: placement.width,
                  height: placement.height,
                  date: now,
                  qrText: `${ctx.config.publicUrl}/view/${request.id}`,
                  ...(drawn?.customImage ? { customImage: drawn.customImage } : {}),
                }),
              },
            }
          : {}),
        ...(ctx.config.tsaUrl ? { tsaUrl: ctx.config.tsaUrl } : {}),
      });
      const version = Number(document.version) + 1;
      const storageKey = signedDocumentKey(document.id, version);
      await ctx.storage.put(storageKey, signed);
      written.push({
        documentId: document.id,
        storageKey,
        previous: document.signed_storage_key,
        version,
      });
    }
  } catch (error) {
    for (const w of written) await ctx.storage.delete(w.storageKey);
    if (error instanceof TimestampError) {
      ctx.log.error({ err: error, requestId: request.id }, 'time-stamping failed');
      return failed(
        request,
        'timestamp_failed',
        `The time-stamping service failed: ${error.message}`,
      );
    }
    if (error instanceof PdfSigningError) {
      ctx.log.warn({ err: error, requestId: request.id }, 'a document could not be signed');
      return failed(request, 'signing_failed', `A document could not be signed: ${error.message}`);
    }
    throw error;
  }

  let outcome;
  try {
    outcome = await markSigned(ctx.db, request.id, signer.id, {
      actor: actorOf(party),
      address,
      signedDocuments: written.map(({ documentId, storageKey }) => ({ documentId, storageKey })),
      detail: signatureDetail(plan, written.length, Boolean(ctx.config.tsaUrl)),
    });
  } catch (error) {
    for (const w of written) await ctx.storage.delete(w.storageKey);
    throw error;
  }
  for (const w of written) {
    if (w.previous) await ctx.storage.delete(w.previous);
    await purgeOldPages(ctx, w.documentId, w.version);
  }
  if (outcome.completed) {
    try {
      await notifyCompleted(ctx, await loadRequestParts(ctx.db, request.id));
    } catch (error) {
      ctx.log.error({ err: error, requestId: request.id }, 'completion mails failed');
    }
  }
  return {
    id: request.id,
    status: 'SIGNED',
    statusOverall: outcome.completed ? 'SIGNED' : 'OPEN',
    signedAt: outcome.signer.signed_at ?? iso(now),
    swisscom: null,
    error: null,
  };
}

/**
 * Takes `count` free signatures of a counted (free) user, or answers 422 no_free_signatures
 * (seed 000 §2). A compare-and-set on the attributes, so concurrent calls cannot overdraw.
 * Answers a function that gives unused signatures back.
 */
export async function takeFreeSignatures(
  ctx: AppContext,
  userId: string,
  count: number,
): Promise<(unused: number) => Promise<void>> {
  const nothing = async () => {};
  if (count <= 0) return nothing;
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await ctx.db
      .selectFrom('users')
      .select(['attributes'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const attributes = readAttributes(row);
    const left = freeSignaturesLeft(attributes);
    if (left === undefined) return nothing;
    if (left < count) throw noFreeSignatures(left, count);
    const next = withAttributes(attributes, { free_signatures_remaining: [String(left - count)] });
    const result = await ctx.db
      .updateTable('users')
      .set({ attributes: JSON.stringify(next) })
      .where('id', '=', userId)
      .where('attributes', '=', row.attributes)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      return async (unused: number) => {
        if (unused > 0) await giveBack(ctx, userId, unused);
      };
    }
  }
  throw new Error('free signatures changed too often concurrently');
}

async function giveBack(ctx: AppContext, userId: string, count: number): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await ctx.db
      .selectFrom('users')
      .select(['attributes'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const attributes = readAttributes(row);
    const left = freeSignaturesLeft(attributes);
    if (left === undefined) return;
    const next = withAttributes(attributes, { free_signatures_remaining: [String(left + count)] });
    const result = await ctx.db
      .updateTable('users')
      .set({ attributes: JSON.stringify(next) })
      .where('id', '=', userId)
      .where('attributes', '=', row.attributes)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return;
  }
}
