// What the signers of a request do, in the database: a signature (markSigned, for the signing
// code), the first view of an open request, and the hand-over of a signature to someone else
// (delegate). Each is one transaction that takes the request row while it is OPEN (409
// otherwise) and appends its event; the last signature completes the request.
import type { Db } from '../../../db/connect.ts';
import { iso, systemClock, type Clock } from '../../../clock.ts';
import type { Actor } from '../event-chain.ts';
import {
  delegateInput,
  everyoneSigned,
  normalizeEmail,
  parsePlacements,
  signerToDelegate,
  signerToSign,
  type RequestRow,
  type SignerRow,
} from '../rules.ts';
import { completeRequest, nowOf, recordEvent, takeRequest, type ActionContext } from './change.ts';
import { requestSigners } from './load.ts';
import { hasAccount, insertSigners } from './signers.ts';

export interface SignedDocument {
  documentId: string;
  /** Storage key of the signed PDF (the document's `signed_storage_key` from now on). */
  storageKey: string;
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
}

/**
 * For the signing code: the signer `signatureId` (Signature.id, also DirectSigner.signerId) has
 * signed. Stores the signed document versions, appends SIGNED, and when every signer has signed
 * moves the request to SIGNED with a COMPLETED event. 409 unless the request and the signer are
 * OPEN. Answers whether the request is now complete (then call notifyCompleted for the mails).
 */
export async function markSigned(
  db: Db,
  requestId: string,
  signatureId: string,
  options: MarkSignedOptions = {},
): Promise<{ completed: boolean; signer: SignerRow }> {
  const clock = options.clock ?? systemClock;
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    await takeRequest(trx, requestId, ['OPEN'], 'signing', now);
    const signers = await requestSigners(trx, requestId);
    const signer = signerToSign(signers, signatureId);
    await trx
      .updateTable('signature_request_signers')
      .set({ status: 'SIGNED', signed_at: iso(now), updated_at: iso(now) })
      .where('request_id', '=', requestId)
      .where('id', '=', signatureId)
      .execute();
    for (const signed of options.signedDocuments ?? []) {
      await trx
        .updateTable('documents')
        .set((eb) => ({
          signed_storage_key: signed.storageKey,
          version: eb('version', '+', 1),
          updated_at: iso(now),
        }))
        .where('id', '=', signed.documentId)
        .where('signature_request_id', '=', requestId)
        .execute();
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
    return { completed, signer: { ...signer, status: 'SIGNED', signed_at: iso(now) } };
  });
}

/** Records the first view of an OPEN request by a signer (VIEWED, once per signer). */
export async function recordView(
  db: Db,
  request: RequestRow,
  signer: SignerRow,
  context: ActionContext,
): Promise<void> {
  if (request.status !== 'OPEN' || signer.viewed_at) return;
  const now = nowOf(context);
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('signature_request_signers')
      .set({ viewed_at: iso(now) })
      .where('request_id', '=', request.id)
      .where('id', '=', signer.id)
      .where('viewed_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) {
      await recordEvent(trx, request.id, 'VIEWED', context);
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
  return db.transaction().execute(async (trx) => {
    const request = await takeRequest(trx, requestId, ['OPEN'], 'delegating', now);
    const signer = signerToDelegate(await requestSigners(trx, requestId), signatureId, email);
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
