// The purge of old webhook rows (rules/retention.ts; indexes of migration 0052): delivered and
// given-up deliveries older than the cutoff, then events older than it that no delivery refers
// to; and the endpoints and request callbacks whose owner was deleted. Each at most `limit` rows
// at a time.
import type { Db } from '../../../db/connect.ts';

/** Deletes up to `limit` finished deliveries created before `cutoff`; answers how many. */
export async function purgeFinishedDeliveries(
  db: Db,
  cutoff: string,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('webhook_deliveries')
    .where(
      'seq',
      'in',
      db
        .selectFrom('webhook_deliveries')
        .select('seq')
        .where('created_at', '<', cutoff)
        .where('status', 'in', ['delivered', 'failed'])
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes up to `limit` events created before `cutoff` with no delivery left; answers how many. */
export async function purgeOrphanEvents(db: Db, cutoff: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('webhook_events')
    .where(
      'id',
      'in',
      db
        .selectFrom('webhook_events as e')
        .select('e.id')
        .where('e.created_at', '<', cutoff)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('webhook_deliveries as d')
                .select('d.seq')
                .whereRef('d.event_id', '=', 'e.id'),
            ),
          ),
        )
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes up to `limit` endpoints whose owner is gone: a business endpoint whose business was
 * deleted, a personal one whose account was (endpoints carry no foreign key to either, so the
 * deletions elsewhere leave them, with their secrets); their deliveries go with them.
 */
export async function purgeOrphanEndpoints(db: Db, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('webhook_endpoints')
    .where(
      'id',
      'in',
      db
        .selectFrom('webhook_endpoints as w')
        .select('w.id')
        .where(({ and, or, eb, not, exists, selectFrom }) =>
          or([
            and([
              eb('w.business_id', 'is not', null),
              not(
                exists(
                  selectFrom('businesses as b')
                    .select('b.id')
                    .whereRef('b.id', '=', 'w.business_id'),
                ),
              ),
            ]),
            and([
              eb('w.business_id', 'is', null),
              not(
                exists(
                  selectFrom('users as u').select('u.id').whereRef('u.id', '=', 'w.account_id'),
                ),
              ),
            ]),
          ]),
        )
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes up to `limit` callback addresses of requests that no longer exist. */
export async function purgeOrphanCallbacks(db: Db, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('webhook_request_callbacks')
    .where(
      'request_id',
      'in',
      db
        .selectFrom('webhook_request_callbacks as c')
        .select('c.request_id')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('signature_requests as r')
                .select('r.id')
                .whereRef('r.id', '=', 'c.request_id'),
            ),
          ),
        )
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
