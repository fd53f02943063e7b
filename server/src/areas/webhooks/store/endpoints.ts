// The webhook endpoints in the database (migration 0050): a business's or a personal account's.
import type { Db } from '../../../db/connect.ts';
import type { Row, WebhookEndpointsTable } from '../../../db/schema.ts';

export type EndpointRow = Row<WebhookEndpointsTable>;

export async function insertEndpoint(db: Db, row: EndpointRow): Promise<void> {
  await db.insertInto('webhook_endpoints').values(row).execute();
}

export async function findEndpoint(db: Db, id: string): Promise<EndpointRow | undefined> {
  return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A business's endpoints, or (businessId null) the account's personal ones; newest first. */
export async function endpointsOf(
  db: Db,
  owner: { businessId: string } | { accountId: string },
): Promise<EndpointRow[]> {
  let query = db.selectFrom('webhook_endpoints').selectAll();
  query =
    'businessId' in owner
      ? query.where('business_id', '=', owner.businessId)
      : query.where('business_id', 'is', null).where('account_id', '=', owner.accountId);
  return query.orderBy('created_at', 'desc').orderBy('id').execute();
}

export async function updateEndpoint(
  db: Db,
  id: string,
  changes: Partial<
    Pick<
      EndpointRow,
      'url' | 'events' | 'description' | 'enabled' | 'disabled_reason' | 'failing_since'
    >
  > & { updated_at: string },
): Promise<void> {
  await db.updateTable('webhook_endpoints').set(changes).where('id', '=', id).execute();
}

/**
 * Replaces the sealed secrets of a rotation, only while the endpoint still holds `current` (two
 * rotations at once: one wins, the other reads again); true when this call wrote.
 */
export async function replaceSecrets(
  db: Db,
  id: string,
  current: string,
  next: Pick<EndpointRow, 'secret' | 'previous_secret' | 'previous_secret_until' | 'updated_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set(next)
    .where('id', '=', id)
    .where('secret', '=', current)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Drops the replaced secrets whose overlap ended by `now`; answers how many. */
export async function dropEndedPreviousSecrets(db: Db, now: string): Promise<number> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ previous_secret: null, previous_secret_until: null })
    .where('previous_secret_until', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteEndpoint(db: Db, id: string): Promise<void> {
  await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
}

/** The enabled endpoints an event of this business and/or account may go to. */
export async function enabledEndpointsFor(
  db: Db,
  owner: { businessId: string | null; accountId: string | null },
): Promise<EndpointRow[]> {
  const { businessId, accountId } = owner;
  if (!businessId && !accountId) return [];
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('enabled', '=', 1)
    .where((eb) =>
      eb.or([
        ...(businessId ? [eb('business_id', '=', businessId)] : []),
        ...(accountId
          ? [eb.and([eb('business_id', 'is', null), eb('account_id', '=', accountId)])]
          : []),
      ]),
    )
    .orderBy('created_at')
    .execute();
}

/** The first failure since the last success (kept when already failing). */
export async function markFailing(db: Db, id: string, since: string): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: since })
    .where('id', '=', id)
    .where('failing_since', 'is', null)
    .execute();
}

export async function markHealthy(db: Db, id: string, now: string): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: null, last_success_at: now })
    .where('id', '=', id)
    .execute();
}

/** Disables an enabled endpoint for failing; true when this call did it (mail once). */
export async function disableFailing(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ enabled: 0, disabled_reason: 'failing', updated_at: now })
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The caller's role in the business, or undefined when the caller does not belong to it. */
export async function roleIn(
  db: Db,
  userId: string,
  businessId: string,
): Promise<'admin' | 'member' | undefined> {
  const row = await db
    .selectFrom('business_members')
    .select('role')
    .where('business_id', '=', businessId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role;
}

/** The addresses and language to mail about a business's endpoint: its admins. */
export async function adminContacts(
  db: Db,
  businessId: string,
): Promise<{ email: string; first_name: string; attributes: string }[]> {
  return db
    .selectFrom('business_members')
    .innerJoin('users', 'users.id', 'business_members.user_id')
    .select(['users.email', 'users.first_name', 'users.attributes'])
    .where('business_members.business_id', '=', businessId)
    .where('business_members.role', '=', 'admin')
    .execute();
}

export async function accountContact(
  db: Db,
  accountId: string,
): Promise<{ email: string; first_name: string; attributes: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['email', 'first_name', 'attributes'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}
