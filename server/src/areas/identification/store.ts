// Every query of the identification area: the identifications of a subject (a user, or a
// direct-link signer of one request), a provider's status report with the grant it gives on
// success (one transaction, compare-and-set on the status), and the check that a user signs a
// request. Plain records in and out; the rules (transitions, grants) come from rules.ts.
import type { Db } from '../../db/connect.ts';
import {
  qualifiedGrant,
  transition,
  withGrant,
  type IdentificationMethod,
  type IdentificationProviderName,
  type IdentificationRow,
  type ProviderAction,
  type Subject,
} from './rules.ts';
import { conflict } from '../../domain-errors.ts';
import { inTransaction } from '../../db/transaction.ts';

/** The subject's identifications, oldest first. */
export async function subjectIdentifications(
  db: Db,
  subject: Subject,
): Promise<IdentificationRow[]> {
  let query = db.selectFrom('identifications').selectAll();
  query =
    subject.kind === 'user'
      ? query.where('user_id', '=', subject.userId)
      : query.where('request_id', '=', subject.requestId).where('signer_id', '=', subject.signerId);
  return query.orderBy('created_at').execute();
}

/** The subject's identification with this provider and method (there is at most one). */
export async function findIdentification(
  db: Db,
  subject: Subject,
  provider: IdentificationProviderName,
  method: IdentificationMethod,
): Promise<IdentificationRow | undefined> {
  return (await subjectIdentifications(db, subject)).find(
    (row) => row.provider === provider && row.method === method,
  );
}

/** A user's identification by id (another user's answers undefined, like an unknown id). */
export function findUserIdentification(
  db: Db,
  userId: string,
  identificationId: string,
): Promise<IdentificationRow | undefined> {
  return db
    .selectFrom('identifications')
    .selectAll()
    .where('id', '=', identificationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Stores a new identification, replacing a finished one of the same provider and method. */
export async function insertIdentification(
  db: Db,
  subject: Subject,
  row: IdentificationRow,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const previous = await findIdentification(trx, subject, row.provider, row.method);
    if (previous) await trx.deleteFrom('identifications').where('id', '=', previous.id).execute();
    await trx.insertInto('identifications').values(row).execute();
  });
}

export async function deleteIdentification(db: Db, id: string): Promise<void> {
  await db.deleteFrom('identifications').where('id', '=', id).execute();
}

export async function findByReference(
  db: Db,
  reference: string,
): Promise<IdentificationRow | undefined> {
  return db
    .selectFrom('identifications')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/**
 * The provider reports `action` for the identification with `reference` (the sandbox page, or a
 * provider's callback). On success the person gets the qualified signature of the legislation.
 * 409 when the status does not follow from the current one (rules.ts transition) or changed
 * meanwhile; undefined for an unknown reference.
 */
export async function recordProviderStatus(
  db: Db,
  reference: string,
  action: ProviderAction,
  now: Date,
): Promise<IdentificationRow | undefined> {
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const row = await findByReference(trx, reference);
    if (!row) return undefined;
    const status = transition(row.status, action);
    const changed = await trx
      .updateTable('identifications')
      .set({ status, updated_at: at })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) {
      throw conflict(
        'The identification changed meanwhile; reload the page.',
        'invalid_transition',
      );
    }
    if (status === 'success') await grantQualified(trx, row, at);
    return { ...row, status, updated_at: at };
  });
}

/** Adds `qes:<legislation>` to the qualities of the user or direct signer of `row`. */
async function grantQualified(trx: Db, row: IdentificationRow, at: string): Promise<void> {
  const grant = qualifiedGrant(row.legislation);
  if (row.user_id) {
    const user = await trx
      .selectFrom('users')
      .select('qualities')
      .where('id', '=', row.user_id)
      .executeTakeFirst();
    if (!user) return;
    await trx
      .updateTable('users')
      .set({ qualities: withGrant(user.qualities, grant), updated_at: at })
      .where('id', '=', row.user_id)
      .execute();
  } else if (row.request_id && row.signer_id) {
    const signer = await trx
      .selectFrom('signature_request_signers')
      .select('qualities')
      .where('request_id', '=', row.request_id)
      .where('id', '=', row.signer_id)
      .executeTakeFirst();
    if (!signer) return;
    await trx
      .updateTable('signature_request_signers')
      .set({ qualities: withGrant(signer.qualities, grant), updated_at: at })
      .where('request_id', '=', row.request_id)
      .where('id', '=', row.signer_id)
      .execute();
  }
}

/** Every identification of the subject, oldest status change first (the newest counts). */
export function identificationsByChange(db: Db, subject: Subject): Promise<IdentificationRow[]> {
  let query = db.selectFrom('identifications').selectAll();
  query =
    subject.kind === 'user'
      ? query.where('user_id', '=', subject.userId)
      : query.where('request_id', '=', subject.requestId).where('signer_id', '=', subject.signerId);
  return query.orderBy('updated_at').execute();
}

/** The id of the request `requestId` when `email` signs it and it is sent (not a draft). */
export async function signedRequestId(
  db: Db,
  email: string,
  requestId: string,
): Promise<string | undefined> {
  const signer = await db
    .selectFrom('signature_request_signers as s')
    .innerJoin('signature_requests as r', 'r.id', 's.request_id')
    .select('r.id')
    .where('r.id', '=', requestId)
    .where('r.status', '!=', 'DRAFT')
    .where('s.account_email', '=', email)
    .executeTakeFirst();
  return signer?.id;
}
