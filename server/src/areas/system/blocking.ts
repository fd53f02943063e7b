// The planned end of the running blocking maintenance, which the maintenance gate
// (plugins/maintenance-gate.ts, handed this function by app.ts) closes the API until.
import type { AppContext } from '../../context.ts';
import { effectiveRows, plannedEnd } from './rules.ts';
import { openMaintenances } from './store.ts';

/** The planned end of the running blocking maintenance, or undefined when there is none. */
export async function blockingUntil(ctx: AppContext): Promise<Date | undefined> {
  const now = ctx.clock.now();
  const rows = effectiveRows({ open: await openMaintenances(ctx.db), publicUrl: '', now });
  const ends = rows
    .filter((row) => row.status === 'in_progress' && row.blocking)
    .map((row) => Date.parse(plannedEnd(row)));
  return ends.length ? new Date(Math.max(...ends)) : undefined;
}
