// Every query of the system area, on the `maintenances` table: what the status page is built
// from (the open maintenances and the last completed blocking one, when the components last
// changed status), and the writes of the maintenance CLI (server/src/cli/maintenance-command.ts).
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import type { MaintenanceRow, StatusPageInput } from './rules.ts';

const COLUMNS = [
  'id',
  'name',
  'status',
  'blocking',
  'message',
  'url',
  'starts_at',
  'ends_at',
  'created_at',
] as const;

/** The maintenances that are scheduled or in progress, by start. */
export function openMaintenances(db: Db): Promise<MaintenanceRow[]> {
  return db
    .selectFrom('maintenances')
    .select(COLUMNS)
    .where('status', 'in', ['scheduled', 'in_progress'])
    .orderBy('starts_at')
    .execute();
}

/** The most recently ended blocking maintenance, if any. */
export function lastCompletedBlocking(db: Db): Promise<MaintenanceRow | undefined> {
  return db
    .selectFrom('maintenances')
    .select(COLUMNS)
    .where('status', '=', 'completed')
    .where('blocking', '=', 1)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function loadStatusPageInput(ctx: AppContext): Promise<StatusPageInput> {
  const open = await openMaintenances(ctx.db);
  const last = await lastCompletedBlocking(ctx.db);
  return {
    open,
    lastCompletedBlocking: last,
    publicUrl: ctx.config.publicUrl,
    now: ctx.clock.now(),
  };
}

export async function insertMaintenance(db: Db, row: MaintenanceRow): Promise<void> {
  await db.insertInto('maintenances').values(row).execute();
}

/**
 * Completes the running maintenances at `now` — those in progress and the scheduled ones whose
 * start has come (the status page shows them running) — or, with `id`, that open one even if
 * it is only scheduled. Answers the stopped ones.
 */
export function stopMaintenances(
  db: Db,
  options: { id?: string; now: string },
): Promise<Pick<MaintenanceRow, 'id' | 'name'>[]> {
  let query = db
    .updateTable('maintenances')
    .set({ status: 'completed', ends_at: options.now })
    .where('status', 'in', ['scheduled', 'in_progress']);
  query = options.id
    ? query.where('id', '=', options.id)
    : query.where((eb) =>
        eb.or([eb('status', '=', 'in_progress'), eb('starts_at', '<=', options.now)]),
      );
  return query.returning(['id', 'name']).execute();
}
