// The /sendto/<id> link in the database: the signer and request a link was sent for, and its
// claim by an account (the signer gets the account's e-mail, so the request shows in its inbox,
// and a new link nonce, so the key derived from the old one — the direct link — stops working),
// one transaction with its event.
import type { Db } from '../../../db/connect.ts';
import { iso } from '../../../clock.ts';
import { conflict, notFound } from '../../../domain-errors.ts';
import { claimAddresses, type UserRow } from '../../user/index.ts';
import { displayName, normalizeEmail, type RequestRow, type SignerRow } from '../rules/requests.ts';
import { newLinkNonce } from '../../../security/link-keys.ts';
import { nowOf, recordEvent, takeRequest, type ActionContext } from './change.ts';
import { findRequest } from './load.ts';
import { inTransaction } from '../../../db/transaction.ts';

/** The send-to link's signer and request. */
export async function findSendto(
  db: Db,
  sendtoId: string,
): Promise<{ signer: SignerRow; request: RequestRow } | undefined> {
  const signer = await db
    .selectFrom('signature_request_signers')
    .selectAll()
    .where('sendto_id', '=', sendtoId)
    .executeTakeFirst();
  if (!signer) return undefined;
  const request = await findRequest(db, signer.request_id);
  return request ? { signer, request } : undefined;
}

/** Finds the signer a claim takes, in the claim's transaction (undefined: not found). */
type FindClaimed = (trx: Db) => Promise<{ signer: SignerRow; request: RequestRow } | undefined>;

/**
 * The caller's account becomes the signer of a request sent to its e-mail: the signer gets
 * account_email (so the request is in the caller's inbox) and its direct link stops working.
 * 404 unless the link was sent to the account's login or verified signer identity e-mail (checked
 * again here, in the transaction); 409 when claimed already, or when the request or the signature is no longer OPEN.
 */
export function claimSendto(
  db: Db,
  sendtoId: string,
  user: Pick<UserRow, 'email' | 'attributes' | 'first_name' | 'last_name'>,
  context: ActionContext,
): Promise<string> {
  return claimSigner(db, (trx) => findSendto(trx, sendtoId), user, context);
}

/**
 * The same claim by the direct link itself (POST /v3/signature-requests/{id}/claim): the signer
 * without an account whose link `opens` the key, in an initiated request. 404 as for a send-to
 * link when no signer's link opens it or it was sent to another address.
 */
export function claimDirectLink(
  db: Db,
  requestId: string,
  opens: (signer: SignerRow) => boolean,
  user: Pick<UserRow, 'email' | 'attributes' | 'first_name' | 'last_name'>,
  context: ActionContext,
): Promise<string> {
  return claimSigner(
    db,
    async (trx) => {
      const request = await findRequest(trx, requestId);
      if (!request || request.status === 'DRAFT') return undefined;
      const signers = await trx
        .selectFrom('signature_request_signers')
        .selectAll()
        .where('request_id', '=', request.id)
        .where('account_email', 'is', null)
        .execute();
      // Every signer is checked, so the time does not tell which one (if any) the key opens.
      let found: SignerRow | undefined;
      for (const signer of signers) if (opens(signer) && !found) found = signer;
      return found ? { signer: found, request } : undefined;
    },
    user,
    context,
  );
}

async function claimSigner(
  db: Db,
  find: FindClaimed,
  user: Pick<UserRow, 'email' | 'attributes' | 'first_name' | 'last_name'>,
  context: ActionContext,
): Promise<string> {
  const now = nowOf(context);
  return inTransaction(db, async (trx) => {
    const found = await find(trx);
    if (!found || !claimAddresses(user).includes(found.signer.email)) {
      throw notFound('The link does not exist or was sent to another address.');
    }
    const { signer, request } = found;
    await takeRequest(trx, request.id, ['OPEN'], 'claiming', now);
    const email = normalizeEmail(user.email);
    const result = await trx
      .updateTable('signature_request_signers')
      .set({
        account_email: email,
        email,
        name: displayName(user.first_name, user.last_name),
        // A new nonce rotates the link: the key mailed before no longer opens it.
        link_key: newLinkNonce(),
        claimed_by: email,
        claimed_at: iso(now),
        updated_at: iso(now),
      })
      .where('request_id', '=', request.id)
      .where('id', '=', signer.id)
      .where('claimed_by', 'is', null)
      .where('status', '=', 'OPEN')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw conflict(
        signer.claimed_by
          ? 'The signature request was claimed already.'
          : `The signature is ${signer.status} and can no longer be claimed.`,
        'already_claimed',
      );
    }
    await recordEvent(trx, request.id, 'UPDATED', context, `${signer.email} claimed by ${email}`);
    return request.id;
  });
}
