// Creating a business: the caller becomes its first admin (POST /v2/businesses). Also used by
// tests of other areas to make a business with an admin.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type { RequestBody } from '../handler.ts';
import { findUserById, flag, updateAttributes } from '../user/index.ts';
import { businessOfUser, type BusinessAccess } from './access.ts';
import { assertNoBusinessYet, newBusinessRow } from './rules/business.ts';
import { insertBusinessWithAdmin } from './store/businesses.ts';

export type BusinessRegistration = RequestBody<'createBusiness'>;

/** Creates the business with `adminId` as its first admin (409 if the user has a business). */
export async function createBusinessWithAdmin(
  ctx: AppContext,
  adminId: string,
  registration: BusinessRegistration,
): Promise<BusinessAccess> {
  assertNoBusinessYet((await businessOfUser(ctx, adminId))?.membership);
  const row = newBusinessRow(randomUUID(), registration, ctx.clock.now());
  try {
    await insertBusinessWithAdmin(ctx.db, row, adminId);
  } catch (error) {
    // Two registrations at once: the unique membership index lets one through.
    assertNoBusinessYet((await businessOfUser(ctx, adminId))?.membership);
    throw error;
  }
  const user = await findUserById(ctx.db, adminId);
  if (user) {
    // The creator needs no invitation dialog, and an old downgrade notice no longer applies.
    await updateAttributes(
      ctx.db,
      user,
      {
        accepted_business_invite: flag(true),
        removed_from_business: undefined,
        business_deleted: undefined,
      },
      ctx.clock,
    );
  }
  const created = await businessOfUser(ctx, adminId);
  if (!created) throw new Error('the business just created is missing');
  return created;
}
