// The signers of a request in the database: rows made from a body's signers (an account signer
// named after its account, a direct-link signer with the nonce its link key is derived from and,
// once invited, its send-to id), one signer added to a DRAFT or OPEN request, and one removed. Each change is one
// transaction with its event.
import type { Db } from '../../../db/connect.ts';
import { iso } from '../../../clock.ts';
import {
  assertSignerAddable,
  displayName,
  everyoneSigned,
  nextSignerNumber,
  normalizeEmail,
  placementsOf,
  signatureIdFor,
  signerEmail,
  signerQuality,
  signerToRemove,
  type RequestRow,
  type SignerInput,
  type SignerRow,
} from '../rules/requests.ts';
import { newLinkNonce } from '../../../security/link-keys.ts';
import {
  completeRequest,
  newSendtoId,
  nowOf,
  recordEvent,
  takeRequest,
  type ActionContext,
} from './change.ts';
import { requestDocuments, requestSigners } from './load.ts';
import { inviteDue } from './workflow.ts';
import { inTransaction } from '../../../db/transaction.ts';

/** Display names of the accounts with these (lower-case) e-mails. */
async function accountNames(trx: Db, emails: string[]): Promise<Map<string, string | null>> {
  if (!emails.length) return new Map();
  const users = await trx
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name'])
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', emails))
    .execute();
  return new Map(
    users.map((u) => [normalizeEmail(u.email), displayName(u.first_name, u.last_name)]),
  );
}

/** True when an account has this (lower-case) e-mail. */
export async function hasAccount(db: Db, email: string): Promise<boolean> {
  const account = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  return account !== undefined;
}

/** Stores the signers of a body after the request's existing ones; answers their rows. */
export async function insertSigners(
  trx: Db,
  request: Pick<RequestRow, 'id' | 'quality' | 'legislation'>,
  inputs: SignerInput[],
  now: Date,
  options: { invited: boolean },
): Promise<SignerRow[]> {
  if (!inputs.length) return [];
  const existing = await trx
    .selectFrom('signature_request_signers')
    .select(['id', 'position'])
    .where('request_id', '=', request.id)
    .execute();
  const names = await accountNames(
    trx,
    inputs.filter((i) => i.account_email).map((i) => normalizeEmail(i.account_email!)),
  );
  let next = nextSignerNumber(existing);
  const rows: SignerRow[] = [];
  for (const input of inputs) {
    const email = signerEmail(input);
    const identity = input.signer_identity_data;
    const { quality, legislation } = signerQuality(input, request);
    const row: SignerRow = {
      request_id: request.id,
      id: signatureIdFor(request.id, next),
      position: next,
      link_key: newLinkNonce(),
      email,
      account_email: identity ? null : email,
      first_name: identity?.first_name?.trim() || null,
      last_name: identity?.last_name?.trim() || null,
      mobile: identity?.mobile?.trim() || null,
      language: identity?.language ?? null,
      name: identity
        ? displayName(identity.first_name, identity.last_name)
        : (names.get(email) ?? null),
      placements: JSON.stringify(placementsOf(input.document_signatures)),
      status: 'OPEN',
      quality,
      legislation,
      invited_at: options.invited ? iso(now) : null,
      viewed_at: null,
      signed_at: null,
      declined_at: null,
      sendto_id: identity && options.invited ? newSendtoId() : null,
      claimed_by: null,
      claimed_at: null,
      attributes: JSON.stringify(identity?.language ? { lang: [identity.language] } : {}),
      qualities: '["ses:any"]',
      visual_signature: null,
      created_at: iso(now),
      updated_at: iso(now),
    };
    await trx.insertInto('signature_request_signers').values(row).execute();
    rows.push(row);
    next += 1;
  }
  return rows;
}

/**
 * Adds a signer to a DRAFT or OPEN request (invited at once when OPEN, unless it waits for its turn
 * in sequential signing). `effects` runs last in
 * the transaction with the new row (the lifecycle queues the invitation there).
 */
export async function addSigner(
  db: Db,
  requestId: string,
  input: SignerInput,
  context: ActionContext,
  effects?: (trx: Db, added: SignerRow) => Promise<void>,
): Promise<SignerRow> {
  const now = nowOf(context);
  return inTransaction(db, async (trx) => {
    const request = await takeRequest(trx, requestId, ['DRAFT', 'OPEN'], 'adding a signer', now);
    const signers = await requestSigners(trx, requestId);
    assertSignerAddable(input, signers, await requestDocuments(trx, requestId));
    // Sequential signing: a signer added at the end waits for those before it.
    const waits =
      request.signing_order === 'sequential' && signers.some((s) => s.status === 'OPEN');
    const [row] = await insertSigners(trx, request, [input], now, {
      invited: request.status === 'OPEN' && !waits,
    });
    await recordEvent(trx, requestId, 'SIGNER_ADDED', context, row.email);
    await effects?.(trx, row);
    return row;
  });
}

export interface RemovalOutcome {
  removed: SignerRow;
  completed: boolean;
  /** Signers whose turn came with the removal (sequential signing). */
  invited: SignerRow[];
}

/**
 * Removes a signer who has not signed (409 otherwise, or when the request is not DRAFT or
 * OPEN). An OPEN request keeps at least one signer (withdraw it instead); when everyone left has
 * signed, it is complete. `effects` runs last in the transaction (the lifecycle queues the
 * completion mails there).
 */
export async function removeSigner(
  db: Db,
  requestId: string,
  signatureId: string,
  context: ActionContext,
  effects?: (trx: Db, outcome: RemovalOutcome) => Promise<void>,
): Promise<RemovalOutcome> {
  const now = nowOf(context);
  return inTransaction(db, async (trx) => {
    const request = await takeRequest(trx, requestId, ['DRAFT', 'OPEN'], 'removing a signer', now);
    const { signer, rest } = signerToRemove(
      request,
      await requestSigners(trx, requestId),
      signatureId,
    );
    await trx
      .deleteFrom('signature_request_signers')
      .where('request_id', '=', requestId)
      .where('id', '=', signatureId)
      .execute();
    await recordEvent(trx, requestId, 'SIGNER_REMOVED', context, signer.email);
    const completed = request.status === 'OPEN' && everyoneSigned(rest);
    if (completed) await completeRequest(trx, requestId, context, now);
    // Sequential signing: removing the signer whose turn it was makes it the next one's.
    const invited =
      request.status === 'OPEN' && !completed ? await inviteDue(trx, request, now) : [];
    const outcome = { removed: signer, completed, invited };
    await effects?.(trx, outcome);
    return outcome;
  });
}
