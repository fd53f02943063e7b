// Every query of the business settings and of the retention job: the stored settings (a business
// without a row has the defaults), the support contact on the business row, and the finished
// requests of a business whose documents are due for deletion.
import type { Db } from '../../../db/connect.ts';
import type { DocumentsTable } from '../../../db/schema.ts';
import { TERMINAL_STATES, type StoredLogo, type StoredSettings } from './rules.ts';
import { inTransaction } from '../../../db/transaction.ts';

export async function findStoredSettings(db: Db, businessId: string) {
  return db
    .selectFrom('business_settings')
    .selectAll()
    .where('business_id', '=', businessId)
    .executeTakeFirst();
}

/** Saves the settings and the support contact together. */
export async function saveSettings(
  db: Db,
  businessId: string,
  stored: StoredSettings,
  support: { email: string | null; phone: string | null },
  at: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('businesses')
      .set({ support_email: support.email, support_phone: support.phone, updated_at: at })
      .where('id', '=', businessId)
      .execute();
    await trx
      .insertInto('business_settings')
      .values({ business_id: businessId, ...stored, updated_at: at })
      .onConflict((oc) => oc.column('business_id').doUpdateSet({ ...stored, updated_at: at }))
      .execute();
  });
}

/** Sets only the logo columns of saved settings (the development fixture of a logo). */
export async function saveStoredLogo(
  db: Db,
  businessId: string,
  logo: StoredLogo,
  at: string,
): Promise<void> {
  await db
    .updateTable('business_settings')
    .set({ ...logo, updated_at: at })
    .where('business_id', '=', businessId)
    .execute();
}

/** Businesses with retention on, and their retention in days. */
export function retentionBusinesses(db: Db) {
  return db
    .selectFrom('business_settings')
    .select(['business_id', 'retention_days'])
    .where('retention_enabled', '=', 1)
    .execute();
}

/**
 * Requests sent by the business's members or API users that reached a terminal state before
 * `cutoff` and whose documents were not deleted yet (at most `limit`).
 */
export async function dueForRetention(db: Db, businessId: string, cutoff: string, limit: number) {
  const rows = await db
    .selectFrom('signature_requests as r')
    .select('r.id')
    .where('r.status', 'in', [...TERMINAL_STATES])
    .where('r.completed_at', '<=', cutoff)
    .where((eb) =>
      eb.or([
        eb(
          'r.sender_id',
          'in',
          eb.selectFrom('business_members').select('user_id').where('business_id', '=', businessId),
        ),
        eb(
          'r.sender_id',
          'in',
          eb.selectFrom('api_users').select('username').where('business_id', '=', businessId),
        ),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('retention_purges as p')
            .select('p.request_id')
            .whereRef('p.request_id', '=', 'r.id'),
        ),
      ),
    )
    .orderBy('r.completed_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function recordPurge(
  db: Db,
  purge: { requestId: string; businessId: string; documents: number; at: string },
) {
  await db
    .insertInto('retention_purges')
    .values({
      request_id: purge.requestId,
      business_id: purge.businessId,
      documents: purge.documents,
      purged_at: purge.at,
    })
    .onConflict((oc) => oc.column('request_id').doNothing())
    .execute();
}

/** The business of a live API user (API users are no business members). */
export async function apiUserBusinessId(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('api_users')
    .select('business_id')
    .where('username', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.business_id;
}

/** The documents of a request (their files are deleted by the documents area). */
export function documentsOfRequest(db: Db, requestId: string): Promise<DocumentsTable[]> {
  return db
    .selectFrom('signature_request_documents as l')
    .innerJoin('documents as d', 'd.id', 'l.document_id')
    .selectAll('d')
    .where('l.request_id', '=', requestId)
    .execute();
}
