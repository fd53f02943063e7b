// Applying a plan under a reservation (reservations.ts: the request's fenced lock, the signer's
// free signature, the keys of the signed PDFs): the signed PDFs (sign-documents.ts), then one
// transaction, markSigned with the lock's token as its fence, that stores each signed version
// only if its document is still the version signed (compare-and-set), marks the signer SIGNED
// with the trail's event, commits the reservation (the free signature is spent) and releases the
// lock. A PDF or time-stamp failure answers a FAILED entry and leaves nothing behind; a signature
// overtaken meanwhile (its lock lapsed and was taken, a document changed) is refused with 409
// lock_lost / document_changed and leaves nothing behind either: it is never answered SIGNED
// without being in the stored PDFs.
import type { AppContext } from '../../context.ts';
import { iso } from '../../clock.ts';
import { PdfSigningError, TimestampError } from '../../pades/index.ts';
import { purgeOldPages } from '../documents/index.ts';
import {
  loadRequestParts,
  lockLost,
  markSigned,
  notifyCompleted,
  notifyInvited,
  type RequestRow,
} from '../signature-requests/index.ts';
import { crashPoint } from './crash-points.ts';
import type { Held } from './locks.ts';
import { actorOf, type Party } from './party.ts';
import { signatureDetail, type SigningPlan, type SignResultEntry } from './rules/signer.ts';
import { signDocuments } from './sign-documents.ts';
import { commitReservation, finishReservation } from './store/reservations.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';

/** The PDF work of a plan: a personal signature by default, a seal from seal-signing.ts. */
export type SignDocuments = typeof signDocuments;

const failed = (request: RequestRow, code: string, detail: string): SignResultEntry => ({
  id: request.id,
  status: 'FAILED',
  statusOverall: request.status,
  signedAt: null,
  swisscom: null,
  error: { code, detail },
});

/** The PDF work; a failure of it as the FAILED entry to answer (the reservation is given back). */
async function makeSignedPdfs(
  ctx: AppContext,
  party: Party,
  plan: SigningPlan,
  now: Date,
  held: Held,
  sign: SignDocuments,
): Promise<SignResultEntry | undefined> {
  const request = party.request!;
  try {
    await sign(ctx, party, plan, now, held);
    return undefined;
  } catch (error) {
    if (error instanceof TimestampError) {
      if (held.lost) throw lockLost();
      ctx.log.error({ err: error, requestId: request.id }, 'time-stamping failed');
      return failed(
        request,
        'timestamp_failed',
        `The time-stamping service failed: ${error.message}`,
      );
    }
    if (error instanceof PdfSigningError) {
      if (held.lost) throw lockLost();
      ctx.log.warn({ err: error, requestId: request.id }, 'a document could not be signed');
      return failed(request, 'signing_failed', `A document could not be signed: ${error.message}`);
    }
    throw error;
  }
}

/**
 * Signs every document of the party's request by the plan under its reservation `held` and marks
 * the signer SIGNED, fenced. A PDF or time-stamp failure answers a FAILED entry; 409 lock_lost,
 * document_changed, already_signed or invalid_transition when the request moved on meanwhile.
 * Either way nothing is stored and the caller gives the reservation back.
 */
export async function applyPlan(
  ctx: AppContext,
  party: Party,
  plan: SigningPlan,
  address: string | null,
  held: Held,
  sign: SignDocuments = signDocuments,
): Promise<SignResultEntry> {
  const request = party.request!;
  const signer = party.signer!;
  const now = ctx.clock.now();
  const failure = await makeSignedPdfs(ctx, party, plan, now, held, sign);
  if (failure) return failure;
  crashPoint(ctx.config, 'before-commit');

  const replaced = held.documents.flatMap((d) => (d.previous ? [d.previous] : []));
  const outcome = await markSigned(ctx.db, request.id, signer.id, {
    actor: actorOf(party),
    address,
    clock: ctx.clock,
    signedDocuments: held.documents.map((d) => ({
      documentId: d.id,
      storageKey: d.target,
      signedVersion: d.version,
    })),
    // Always time-stamped: by TSA_URL, else by the CA's built-in TSA.
    detail: signatureDetail(plan, held.documents.length, true),
    fence: held.token,
    within: async (trx, { completed }) => {
      await commitReservation(trx, held, replaced);
      // webhooks: the signature and, when it was the last, the completion.
      const requestId = request.id;
      const signed = { signatureId: signer.id };
      await recordWebhookEvent(trx, { type: 'request.signed', requestId, data: signed }, now);
      if (completed) await recordWebhookEvent(trx, { type: 'request.completed', requestId }, now);
    },
  });
  held.committed = true;
  crashPoint(ctx.config, 'committed');

  // The replaced versions and their page images; the recovery finishes this after a crash.
  try {
    for (const key of replaced) await ctx.storage.delete(key);
    await finishReservation(ctx.db, held.id);
    for (const d of held.documents) await purgeOldPages(ctx, d.id, d.version + 1);
  } catch (error) {
    ctx.log.warn({ err: error, requestId: request.id }, 'replaced versions were not cleaned up');
  }
  if (outcome.invited.length) {
    // Sequential signing: the next signer is invited now that this one has signed.
    try {
      await notifyInvited(ctx, request.id, outcome.invited);
    } catch (error) {
      ctx.log.error({ err: error, requestId: request.id }, 'the next invitation failed');
    }
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
