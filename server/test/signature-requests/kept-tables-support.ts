// Rows written straight into the database for the tests of the list's trigger-kept tables
// (requests-to-sign.test.ts, request-counts.test.ts): the triggers must follow any writer, so the
// tests write as a job, the CLI or a restore would, not through the API. (prepared.test.ts takes
// its user rows from here too.)
import type { Db } from '../../src/db/connect.ts';
import type { SignatureRequestStatus } from '../../src/db/schema.ts';

export const AT = '2026-01-01T00:00:00.000Z';

export async function insertUser(
  db: Db,
  user: { id: string; email: string; firstName: string; lastName?: string },
) {
  await db
    .insertInto('users')
    .values({
      id: user.id,
      email: user.email,
      password_hash: 'unused',
      email_verified: 1,
      has_sso: 0,
      first_name: user.firstName,
      last_name: user.lastName ?? 'Muster',
      attributes: '{}',
      qualities: '[]',
      disabled_qualities: '[]',
      created_at: AT,
      updated_at: AT,
    })
    .execute();
}

/** A request of the sender, created at the given minute of AT's hour. */
export async function insertRequest(
  db: Db,
  id: string,
  sender: string,
  status: SignatureRequestStatus,
  minute: number,
) {
  const created = `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;
  await db
    .insertInto('signature_requests')
    .values({ id, sender_id: sender, title: id, status, created_at: created, updated_at: AT })
    .execute();
}

/** An OPEN signer row; a null e-mail is a guest without an account. */
export async function insertSigner(
  db: Db,
  requestId: string,
  id: string,
  email: string | null,
  invited = true,
) {
  await db
    .insertInto('signature_request_signers')
    .values({
      request_id: requestId,
      id,
      position: 1,
      link_key: `key-${requestId}-${id}`,
      email: email ?? 'guest@example.org',
      account_email: email,
      placements: '[]',
      status: 'OPEN',
      quality: 'ses',
      invited_at: invited ? AT : null,
      created_at: AT,
      updated_at: AT,
    })
    .execute();
}

export const setRequestStatus = (db: Db, id: string, status: SignatureRequestStatus) =>
  db.updateTable('signature_requests').set({ status }).where('id', '=', id).execute();
