// Changing who is in a business: admins promote and demote members, remove members (single or
// batch), revoke invitations; invitees accept at /invite/{id}. A business always keeps one
// admin (409 last_admin). A removed user is told at the next login (removed_from_business: the
// downgrade dialog); a user who joins has the invitation accepted (no invitation dialog).
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../domain-errors.ts';
import { recordAccountEvents, type AccountEvent, type Person } from '../activity/index.ts';
import { businessOfUser, requireBusinessAdmin } from '../business/index.ts';
import { leaveSeals } from '../seals/index.ts';
import { findUserById, flag, readAttributes, updateAttributes } from '../user/index.ts';
import { recordMemberChange } from '../webhooks/index.ts';
import { personOf } from './people.ts';
import {
  assertAdminRemains,
  assertAllMembers,
  assertNotYetInBusiness,
  isExpired,
  roleOf,
} from './rules.ts';
import {
  countAdmins,
  deleteMembers,
  insertMember,
  membersByIds,
  setRole,
  type MemberRow,
} from './store/members.ts';
import {
  deleteInvitation,
  findInvitation,
  newestPendingInvitation,
  type InvitationRow,
} from './store/invitations.ts';
import type { BusinessRole } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';

const asPerson = (m: MemberRow): Person => ({
  userId: m.id,
  email: m.email,
  firstName: m.firstName,
  lastName: m.lastName,
});

async function namedMembers(ctx: AppContext, businessId: string, userIds: readonly string[]) {
  const members = await membersByIds(ctx.db, businessId, userIds);
  assertAllMembers(userIds, new Set(members.map((m) => m.id)));
  return members;
}

async function record(
  ctx: AppContext,
  businessId: string,
  event: AccountEvent,
  accounts: Person[],
  actor: Person | null,
  role: BusinessRole | null,
) {
  const occurredAt = ctx.clock.now().toISOString();
  // webhooks: the account events and the member.changed event in one transaction.
  await inTransaction(ctx.db, async (trx) => {
    await recordAccountEvents(
      trx,
      accounts.map((account) => ({ businessId, occurredAt, event, account, actor, role })),
    );
    await recordMemberChange(trx, businessId, event, accounts, role, ctx.clock.now());
  });
}

export async function changeRoles(
  ctx: AppContext,
  adminId: string,
  businessId: string,
  userIds: readonly string[],
  role: BusinessRole,
): Promise<void> {
  await requireBusinessAdmin(ctx, adminId, businessId);
  const members = await namedMembers(ctx, businessId, userIds);
  const changing = members.filter((m) => m.role !== role);
  if (role === 'member') {
    assertAdminRemains(await countAdmins(ctx.db, businessId), changing.length);
  }
  await setRole(
    ctx.db,
    businessId,
    changing.map((m) => m.id),
    role,
  );
  const event = role === 'admin' ? 'ROLE_CHANGED_TO_ADMIN' : 'ROLE_CHANGED_TO_MEMBER';
  await record(ctx, businessId, event, changing.map(asPerson), await personOf(ctx, adminId), role);
}

export async function removeMembers(
  ctx: AppContext,
  adminId: string,
  businessId: string,
  userIds: readonly string[],
): Promise<void> {
  await requireBusinessAdmin(ctx, adminId, businessId);
  const members = await namedMembers(ctx, businessId, userIds);
  const admins = members.filter((m) => m.role === 'admin').length;
  assertAdminRemains(await countAdmins(ctx.db, businessId), admins);
  await deleteMembers(
    ctx.db,
    businessId,
    members.map((m) => m.id),
  );
  // Whoever leaves loses the seals of the business too (rejoining later gives none back).
  await leaveSeals(
    ctx.db,
    businessId,
    members.map((m) => m.id),
  );
  for (const member of members) {
    const user = await findUserById(ctx.db, member.id);
    if (user) {
      await updateAttributes(
        ctx.db,
        user,
        { removed_from_business: flag(true), accepted_business_invite: undefined },
        ctx.clock,
      );
    }
  }
  const actor = await personOf(ctx, adminId);
  const others = members.filter((m) => m.id !== adminId).map(asPerson);
  const self = members.filter((m) => m.id === adminId).map(asPerson);
  await record(ctx, businessId, 'MEMBER_REMOVED', others, actor, null);
  await record(ctx, businessId, 'MEMBER_LEFT', self, null, null);
}

/**
 * Withdraws an invitation (an admin of the business) or declines it (the person it was sent to,
 * from the invitation dialog after login): either way it is gone and its link stops working.
 */
export async function revokeInvitation(
  ctx: AppContext,
  callerId: string,
  businessId: string,
  inviteId: string,
): Promise<void> {
  const invitation = await findInvitation(ctx.db, inviteId);
  const caller = await findUserById(ctx.db, callerId);
  const invitee =
    invitation !== undefined &&
    invitation.business_id === businessId &&
    caller?.email.toLowerCase() === invitation.email;
  if (!invitee) await requireBusinessAdmin(ctx, callerId, businessId);
  if (!invitation || invitation.business_id !== businessId) {
    throw notFound('The invitation does not exist.');
  }
  await deleteInvitation(ctx.db, inviteId);
  const account: Person = {
    userId: null,
    email: invitation.email,
    firstName: invitation.first_name,
    lastName: invitation.last_name,
  };
  await record(
    ctx,
    businessId,
    'INVITATION_REVOKED',
    [account],
    await personOf(ctx, callerId),
    null,
  );
}

/** A pending invitation by its link id (404 when unknown, revoked, accepted or expired). */
export async function pendingInvitation(ctx: AppContext, inviteId: string): Promise<InvitationRow> {
  const invitation = await findInvitation(ctx.db, inviteId);
  if (!invitation || isExpired(invitation.expires_at, ctx.clock.now())) {
    throw notFound('The invitation does not exist or is no longer valid.');
  }
  return invitation;
}

export async function acceptInvitation(
  ctx: AppContext,
  userId: string,
  inviteId: string,
): Promise<void> {
  const invitation = await pendingInvitation(ctx, inviteId);
  const user = await findUserById(ctx.db, userId);
  if (!user || user.email.toLowerCase() !== invitation.email) {
    throw forbidden(
      `The invitation was sent to ${invitation.email}; log in with that address to accept it.`,
      'invitation_email_mismatch',
    );
  }
  assertNotYetInBusiness(await businessOfUser(ctx, userId));
  const role = roleOf(invitation.admin === 1);
  const joinedAt = ctx.clock.now().toISOString();
  await inTransaction(ctx.db, async (trx) => {
    await insertMember(trx, { businessId: invitation.business_id, userId, role, joinedAt });
    await deleteInvitation(trx, invitation.id);
    const account = {
      userId,
      email: user.email,
      firstName: user.first_name || null,
      lastName: user.last_name || null,
    };
    await recordAccountEvents(trx, [
      {
        businessId: invitation.business_id,
        occurredAt: joinedAt,
        event: 'MEMBER_JOINED',
        account,
        actor: null,
        role,
      },
    ]);
    // webhooks
    await recordMemberChange(
      trx,
      invitation.business_id,
      'MEMBER_JOINED',
      [account],
      role,
      ctx.clock.now(),
    );
  });
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

/**
 * POST /v1/user/accept with business_invite (docs/product.md#states-login-dialogs: the invitation dialog after login):
 * a member whose invitation is not yet accepted accepts it ('member'); someone outside any
 * business with a pending invitation to their address joins that business as at /invite/{id}
 * ('joined', the newest invitation if several businesses invited them); 'none' otherwise.
 */
export async function acceptBusinessInviteOf(
  ctx: AppContext,
  user: { id: string; email: string; attributes: string },
): Promise<'member' | 'joined' | 'none'> {
  if (await businessOfUser(ctx, user.id)) {
    const accepted = readAttributes(user).accepted_business_invite?.[0] === 'true';
    return accepted ? 'none' : 'member';
  }
  const now = ctx.clock.now().toISOString();
  const invitation = await newestPendingInvitation(ctx.db, user.email.toLowerCase(), now);
  if (!invitation) return 'none';
  await acceptInvitation(ctx, user.id, invitation.id);
  return 'joined';
}
