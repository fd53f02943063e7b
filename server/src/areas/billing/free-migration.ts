// The free migration: users of the legacy free plan (free_legacy) move to the new free plan
// (free_migrated) and acknowledge it once in the free-migration overlay. The acknowledgement is
// kept on the server per user, so the overlay is not offered again on another device.
import type { components } from '../../../../generated/openapi.d.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../domain-errors.ts';
import { findUserById, readAttributes } from '../user/index.ts';
import { planFamily } from './rules/plans.ts';
import { findFreeMigration, saveFreeMigration } from './store/free-migrations.ts';

type Schemas = components['schemas'];

async function isMigrating(ctx: AppContext, userId: string): Promise<boolean> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound('The user does not exist.');
  const plan = readAttributes(user).free_account_type?.[0];
  return plan !== undefined && planFamily(plan) === 'free_legacy';
}

const toContract = (
  migrating: boolean,
  row: { choice: string; acknowledged_at: string } | undefined,
): Schemas['FreeMigration'] => ({
  migrating,
  acknowledgedAt: row?.acknowledged_at ?? null,
  choice: (row?.choice ?? null) as Schemas['FreeMigration']['choice'],
});

export async function freeMigrationOf(
  ctx: AppContext,
  userId: string,
): Promise<Schemas['FreeMigration']> {
  return toContract(await isMigrating(ctx, userId), await findFreeMigration(ctx.db, userId));
}

export async function acknowledgeFreeMigration(
  ctx: AppContext,
  userId: string,
  body: Schemas['FreeMigrationAcknowledgement'],
): Promise<Schemas['FreeMigration']> {
  // Recorded whatever the plan is now: a user who left free_legacy while the overlay was open
  // has still seen it, and gets no error for answering it.
  const migrating = await isMigrating(ctx, userId);
  await saveFreeMigration(ctx.db, {
    user_id: userId,
    choice: body.choice,
    acknowledged_at: ctx.clock.now().toISOString(),
  });
  return toContract(migrating, await findFreeMigration(ctx.db, userId));
}
