// Loads what the status page is built from: the open maintenances and the last completed
// blocking one (when the components last changed status).
import type { AppContext } from '../../context.ts';
import type { StatusPageInput } from './rules.ts';

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

export async function loadStatusPageInput(ctx: AppContext): Promise<StatusPageInput> {
  const open = await ctx.db
    .selectFrom('maintenances')
    .select(COLUMNS)
    .where('status', 'in', ['scheduled', 'in_progress'])
    .orderBy('starts_at')
    .execute();
  const lastCompletedBlocking = await ctx.db
    .selectFrom('maintenances')
    .select(COLUMNS)
    .where('status', '=', 'completed')
    .where('blocking', '=', 1)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { open, lastCompletedBlocking, publicUrl: ctx.config.publicUrl, now: new Date() };
}
