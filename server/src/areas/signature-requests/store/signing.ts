// What the signers of a request do, in the database: a signature (markSigned, for the signing
// code), the first view of an open request, and the hand-over of a signature to someone else
// (delegate). Each is one transaction that takes the request row while it is OPEN (409
// otherwise) and appends its event; the last signature completes the request.
//
// A signature's commit is fenced (docs/architecture.md#decision-fenced-signing): with `fence` it is written only if the request's
// lock is still the take that signed (409 lock_lost) and every document of the request is still
// the version its signed PDF was made from, compare-and-set (409 document_changed); `within` runs
// the caller's own writes (its reservation, its lock) in the same transaction.
import type { Db } from '../../../db/connect.ts';
import { iso, systemClock, type Clock } from '../../../clock.ts';
import { SYSTEM_ACTOR, type Actor } from '../event-chain.ts';
import {
  assertNotExpired,
  assertTurn,
  delegateInput,
  documentChanged,
  everyoneSigned,
  lockLost,
  normalizeEmail,
  parsePlacements,
  signerToDelegate,
  signerToSign,
  signsCurrentVersions,
  type RequestRow,
  type SignerRow,
} from '../rules/requests.ts';
import { completeRequest, nowOf, recordEvent, takeRequest, type ActionContext } from './change.ts';
import { requestDocuments, requestSigners } from './load.ts';
import { currentLockToken } from './lock.ts';
import { hasAccount, insertSigners } from './signers.ts';
import { inviteDue } from './workflow.ts';
import { inTransaction } from '../../../db/transaction.ts';

export interface SignedDocument {
  documentId: string;
  /** Storage key of the signed PDF (the document's `signed_storage_key` from now on). */
  storageKey: string;
  /**
   * The version the signed PDF was made from: the document becomes signedVersion + 1 only if it
   * is still signedVersion (409 document_changed otherwise). The signing code always sets it;
   * without it the version is incremented unchecked (fixtures).
   */
  signedVersion?: number;
}

export interface MarkSignedOptions {
  /** Who signed; defaults to the signer (its name and e-mail). */
  actor?: Actor;
  address?: string | null;
  clock?: Clock;
  /** Signed PDFs produced by this signature (each bumps the document's version). */
  signedDocuments?: SignedDocument[];
  /** Free text for the trail (e.g. signing name and reason of a part11 signature). */
  detail?: string;
  /**
   * The token of the signing lock the signature was made under (request-lock.ts): the commit is
   * refused with 409 lock_lost unless the request's lock is still that take, and then the signed
   * documents must be every document of the request at the versions signed (409
   * document_changed).
   */
  fence?: number;
  /**
   * The caller's writes that must commit (or roll back) with the signature: database work only,
   * as the transaction runs again after a deadlock (db/transaction.ts).
   */
  within?: (trx: Db, outcome: { completed: boolean }) => Promise<void>;
}

/** In the signature's transaction: 409 unless the lock and the documents are still as signed. */
async function checkFence(trx: Db, requestId: string, options: MarkSignedOptions) {
  if (options.fence === undefined) return;
  if ((await currentLockToken(trx, requestId)) !== options.fence) throw lockLost();
  const documents = await requestDocuments(trx, requestId);
  if (!signsCurrentVersions(documents, options.signedDocuments ?? [])) throw documentChanged();
}

/** Stores one signed version: compare-and-set on the version when the signed one is known. */
async function storeSignedVersion(trx: Db, requestId: string, signed: SignedDocument, now: Date) {
  const result = await trx
    .updateTable('documents')
    .set((eb) => ({
      signed_storage_key: signed.storageKey,
      version:
        signed.signedVersion === undefined ? eb('version', '+', 1) : signed.signedVersion + 1,
      updated_at: iso(now),
    }))
    .where('id', '=', signed.documentId)
    .where('signature_request_id', '=', requestId)
    .$if(signed.signedVersion !== undefined, (qb) =>
      qb.where('version', '=', signed.signedVersion!),
    )
    .executeTakeFirst();
  if (signed.signedVersion !== undefined && Number(result.numUpdatedRows) !== 1) {
    throw documentChanged();
  }
}

/**
 * For the signing code: the signer `signatureId` (Signature.id, also DirectSigner.signerId) has
 * signed. Stores the signed document versions, appends SIGNED, and when every signer has signed
 * moves the request to SIGNED with a COMPLETED event. 409 unless the request and the signer are
 * OPEN, and with a fence unless the lock and the documents are still as signed; 409
 * request_expired past the expiry, not_your_turn before the signer's turn. Answers
 * whether the request is now complete (then call notifyCompleted for the mails) and the signers
 * invited now that it is their turn (then call notifyInvited).
 */
export async function markSigned(
  db: Db,
  requestId: string,
  signatureId: string,
  options: MarkSignedOptions = {},
): Promise<{ completed: boolean; signer: SignerRow; invited: SignerRow[] }> {
  const clock = options.clock ?? systemClock;
  const now = clock.now();
  return inTransaction(db, async (trx) => {
    // Taking the row first serialises this with every other change of the request (and with a
    // take of its lock) until the commit.
    const request = await takeRequest(trx, requestId, ['OPEN'], 'signing', now);
    assertNotExpired(request, now);
    await checkFence(trx, requestId, options);
    const signers = await requestSigners(trx, requestId);
    const signer = signerToSign(signers, signatureId);
    assertTurn(request, signer);
    await trx
      .updateTable('signature_request_signers')
      .set({ status: 'SIGNED', signed_at: iso(now), updated_at: iso(now) })
      .where('request_id', '=', requestId)
      .where('id', '=', signatureId)
      .execute();
    for (const signed of options.signedDocuments ?? []) {
      await storeSignedVersion(trx, requestId, signed, now);
    }
    const context: ActionContext = {
      actor: options.actor ?? { name: signer.name ?? signer.email, email: signer.email },
      address: options.address ?? null,
      clock,
    };
    const standard = signer.legislation
      ? `${signer.quality} (${signer.legislation})`
      : signer.quality;
    const detail = options.detail ? `${standard}; ${options.detail}` : standard;
    await recordEvent(trx, requestId, 'SIGNED', context, detail);
    const after = signers.map((s) =>
      s.id === signatureId ? { ...s, status: 'SIGNED' as const } : s,
    );
    const completed = everyoneSigned(after);
    if (completed) await completeRequest(trx, requestId, context, now);
    // Sequential signing: the next signer's turn has come (call notifyInvited).
    const invited = completed ? [] : await inviteDue(trx, request, now);
    if (invited.length) {
      const detail = invited.map((s) => s.email).join(', ');
      await recordEvent(trx, requestId, 'INVITED', context, detail, SYSTEM_ACTOR);
    }
    await options.within?.(trx, { completed });
    return { completed, signer: { ...signer, status: 'SIGNED', signed_at: iso(now) }, invited };
  });
}

/** Records the first view of an OPEN request by a signer (VIEWED, once per signer). */
export async function recordView(
  db: Db,
  request: RequestRow,
  signer: SignerRow,
  context: ActionContext,
  // webhooks: run in the view's transaction when this is the first view.
  effects?: (trx: Db) => Promise<void>,
): Promise<void> {
  if (request.status !== 'OPEN' || signer.viewed_at) return;
  const now = nowOf(context);
  await inTransaction(db, async (trx) => {
    const result = await trx
      .updateTable('signature_request_signers')
      .set({ viewed_at: iso(now) })
      .where('request_id', '=', request.id)
      .where('id', '=', signer.id)
      .where('viewed_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      await recordEvent(trx, request.id, 'VIEWED', context);
      await effects?.(trx);
    }
  });
}

/**
 * The caller hands its OPEN signature to another person: a new signer with the same placements,
 * quality and legislation (an account signer when the e-mail has an account, else a direct-link
 * signer), invited at once; the caller's signature is removed. 422 when the delegate already
 * signs this request.
 */
export async function delegate(
  db: Db,
  requestId: string,
  signatureId: string,
  delegateTo: { email: string; name: string },
  context: ActionContext,
): Promise<SignerRow> {
  const now = nowOf(context);
  const email = normalizeEmail(delegateTo.email);
  return inTransaction(db, async (trx) => {
    const request = await takeRequest(trx, requestId, ['OPEN'], 'delegating', now);
    assertNotExpired(request, now);
    const signer = signerToDelegate(await requestSigners(trx, requestId), signatureId, email);
    // The delegate is invited at once: in sequential mode only when it is the signer's turn.
    assertTurn(request, signer);
    const account = await hasAccount(trx, email);
    const name = delegateTo.name.trim();
    const input = delegateInput(signer, email, name, account);
    const [added] = await insertSigners(trx, request, [input], now, { invited: true });
    await trx
      .updateTable('signature_request_signers')
      .set({
        placements: JSON.stringify(parsePlacements(signer.placements)),
        position: signer.position,
        ...(account ? {} : { name }),
      })
      .where('request_id', '=', requestId)
      .where('id', '=', added.id)
      .execute();
    await trx
      .deleteFrom('signature_request_signers')
      .where('request_id', '=', requestId)
      .where('id', '=', signatureId)
      .execute();
    await recordEvent(trx, requestId, 'DELEGATED', context, `${signer.email} -> ${email}`);
    return await trx
      .selectFrom('signature_request_signers')
      .selectAll()
      .where('request_id', '=', requestId)
      .where('id', '=', added.id)
      .executeTakeFirstOrThrow();
  });
}
