// Who belongs to which business, and the checks every business operation starts with. A
// requested deletion that is due is carried out here, before anyone reads the business, so a
// deleted business is gone for everyone at once (and its members are marked business_deleted,
// which shows them the downgrade dialog at their next login, docs/product.md#roles-business).
import type { AppContext } from '../../context.ts';
import { notFound } from '../../domain-errors.ts';
import { findUserById, flag, updateAttributes } from '../user/index.ts';
import { assertAdmin } from './rules/business.ts';
import {
  deleteBusinessRow,
  dueDeletions,
  findBusiness,
  findMembership,
  memberIds,
  type BusinessRow,
  type Membership,
} from './store/businesses.ts';

export interface BusinessAccess {
  business: BusinessRow;
  membership: Membership;
}

/** Carries out the deletions that are due: members get business_deleted, the rows go. */
export async function deleteDueBusinesses(ctx: AppContext): Promise<number> {
  const due = await dueDeletions(ctx.db, ctx.clock.now().toISOString());
  for (const id of due) await deleteBusinessNow(ctx, id);
  if (due.length > 0)
    ctx.log.info({ deleted: due.length }, 'deleted businesses whose deletion was due');
  return due.length;
}

/** Deletes a business now; its members are told at their next login (business_deleted). */
export async function deleteBusinessNow(ctx: AppContext, businessId: string): Promise<void> {
  for (const userId of await memberIds(ctx.db, businessId)) {
    const user = await findUserById(ctx.db, userId);
    if (user) {
      await updateAttributes(
        ctx.db,
        user,
        { business_deleted: flag(true), accepted_business_invite: undefined },
        ctx.clock,
      );
    }
  }
  await deleteBusinessRow(ctx.db, businessId);
}

/** The business a user belongs to and the role, or undefined (no business). */
export async function businessOfUser(
  ctx: AppContext,
  userId: string,
): Promise<BusinessAccess | undefined> {
  const membership = await findMembership(ctx.db, userId);
  if (!membership) return undefined;
  const business = await liveBusiness(ctx, membership.businessId);
  return business ? { business, membership } : undefined;
}

/** The business, unless it does not exist or its deletion is due (then it is deleted now). */
async function liveBusiness(ctx: AppContext, id: string): Promise<BusinessRow | undefined> {
  const business = await findBusiness(ctx.db, id);
  if (!business) return undefined;
  const scheduled = business.deletion_scheduled_at;
  if (scheduled && scheduled <= ctx.clock.now().toISOString()) {
    await deleteBusinessNow(ctx, id);
    return undefined;
  }
  return business;
}

/**
 * The business `businessId` for one of its members (admin or member). 404 when it does not
 * exist or the user does not belong to it: the same answer, so ids of other businesses leak
 * nothing.
 */
export async function requireBusinessMember(
  ctx: AppContext,
  userId: string,
  businessId: string,
): Promise<BusinessAccess> {
  const access = await businessOfUser(ctx, userId);
  if (!access || access.business.id !== businessId) {
    throw notFound('The business does not exist or you do not belong to it.');
  }
  return access;
}

/** As requireBusinessMember, and the user must be an admin (403 for a member). */
export async function requireBusinessAdmin(
  ctx: AppContext,
  userId: string,
  businessId: string,
): Promise<BusinessAccess> {
  const access = await requireBusinessMember(ctx, userId, businessId);
  assertAdmin(access.membership.role);
  return access;
}

/** The id of the business a user belongs to, or undefined. */
export async function businessIdOfUser(ctx: AppContext, userId: string) {
  return (await businessOfUser(ctx, userId))?.business.id;
}
