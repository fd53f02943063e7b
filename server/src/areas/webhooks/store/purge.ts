// The purge of old webhook rows (rules/retention.ts; indexes of migration 0052): delivered and
// given-up deliveries older than the cutoff, then events older than it that no delivery refers
// to, each at most `limit` rows at a time.
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
