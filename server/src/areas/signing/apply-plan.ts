// Applying a plan (the caller holds the request's signing lock, ./locks.ts): one PAdES signature
// as an incremental update per document of the request (visible at the planned placement with
// the party's visual signature, else invisible), each stored as a new version of its document,
// then markSigned (event trail, SIGNED when everyone has signed) and the completion mails. A PDF
// or time-stamp failure answers a FAILED entry and leaves nothing behind.
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { iso } from '../../clock.ts';
import {
  PdfSigningError,
  renderSignatureAppearance,
  signPdf,
  TimestampError,
} from '../../signing/index.ts';
import { directVisualSignature } from '../direct/index.ts';
import { purgeOldPages } from '../documents/index.ts';
import {
  loadRequestParts,
  markSigned,
  notifyCompleted,
  requestDocuments,
  type RequestRow,
} from '../signature-requests/index.ts';
import {
  findDefault,
  findOwn,
  loadOwner,
  PERSONAL_PERMISSIONS,
  placeholderSignature,
  rowToVisualSignature,
  type VisualSignature,
} from '../visual-signatures/index.ts';
import { actorOf, type Party } from './party.ts';
import { signatureDetail, type SigningPlan, type SignResultEntry } from './rules.ts';

/** Storage key of a signed version of a document (a nonce keeps concurrent attempts apart). */
export const signedDocumentKey = (documentId: string, version: number) =>
  `documents/${documentId}/v${version}-signed-${randomBytes(4).toString('hex')}.pdf`;

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

const failed = (request: RequestRow, code: string, detail: string): SignResultEntry => ({
  id: request.id,
  status: 'FAILED',
  statusOverall: request.status,
  signedAt: null,
  swisscom: null,
  error: { code, detail },
});

interface Written {
  documentId: string;
  storageKey: string;
  previous: string | null;
  version: number;
}

/**
 * Signs and stores every document of the request by the plan, adding each stored version to
 * `written` as it goes, so that a failure half-way can remove them.
 */
async function signDocuments(
  ctx: AppContext,
  party: Party,
  plan: SigningPlan,
  now: Date,
  written: Written[],
): Promise<void> {
  const request = party.request!;
  const documents = await requestDocuments(ctx.db, request.id);
  const ca = await ctx.certificateAuthority();
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
}

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
  const now = ctx.clock.now();
  const written: Written[] = [];
  try {
    await signDocuments(ctx, party, plan, now, written);
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
      clock: ctx.clock,
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
