// Inviting people into a business (POST /v1/businesses/{id}/members): one invitation per
// address, renewed when the address is invited again; each invitee gets a mail with the
// /invite/{id} link in their language. Invitations, activity and mails are written in one
// transaction (the mail outbox), so a failed call leaves none of them.
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { recordAccountEvents } from '../activity/index.ts';
import { recordMemberChange } from '../webhooks/index.ts';
import { assertSeatsAvailable } from '../billing/index.ts';
import { requireBusinessAdmin } from '../business/index.ts';
import type { RequestBody } from '../handler.ts';
import { readAttributes, userLanguage } from '../user/index.ts';
import { businessInvitationMail } from './mails/business-invitation.ts';
import { displayNameOf, personOf } from './people.ts';
import {
  assertNotInBusiness,
  invitationExpiry,
  isExpired,
  roleOf,
  uniqueInvitees,
} from './rules.ts';
import {
  accountsByEmail,
  findInvitationByEmail,
  upsertInvitation,
  type InvitationRow,
} from './store/invitations.ts';
import { inTransaction } from '../../db/transaction.ts';

export async function inviteMembers(
  ctx: AppContext,
  adminId: string,
  businessId: string,
  body: RequestBody<'inviteBusinessMembers'>,
): Promise<InvitationRow[]> {
  const { business } = await requireBusinessAdmin(ctx, adminId, businessId);
  const invitees = uniqueInvitees(body.users);
  const accounts = await accountsByEmail(
    ctx.db,
    invitees.map((invitee) => invitee.email),
  );
  assertNotInBusiness(accounts);
  // Billing: each new invitation takes a seat (a renewed one already has its seat).
  const renewed = await Promise.all(
    invitees.map((invitee) => findInvitationByEmail(ctx.db, businessId, invitee.email)),
  );
  await assertSeatsAvailable(ctx, businessId, renewed.filter((row) => !row).length);
  const admin = await personOf(ctx, adminId);
  const adminUser = await accountsByEmail(ctx.db, [admin.email.toLowerCase()]);
  const adminLanguage = adminUser[0] ? userLanguage(readAttributes(adminUser[0])) : 'en';
  const now = ctx.clock.now();
  return ctx.mailQueue.transaction(async (trx) => {
    const saved: InvitationRow[] = [];
    for (const invitee of invitees) {
      const account = accounts.find((a) => a.email === invitee.email);
      const row = await upsertInvitation(trx, {
        id: `inv-${randomUUID()}`,
        business_id: businessId,
        email: invitee.email,
        first_name: invitee.first_name?.trim() || null,
        last_name: invitee.last_name?.trim() || null,
        admin: invitee.admin ? 1 : 0,
        language: account ? userLanguage(readAttributes(account)) : adminLanguage,
        invited_by: adminId,
        invited_at: now.toISOString(),
        expires_at: invitationExpiry(now),
      });
      saved.push(row);
      const mail = businessInvitationMail({
        lang: row.language,
        recipientName: [row.first_name, row.last_name].filter(Boolean).join(' ') || null,
        inviterName: displayNameOf(admin),
        businessName: business.name,
        admin: row.admin === 1,
        // The invited address rides along: a person without an account finds it already filled
        // in on the login and the sign-up the invitation leads to (the app keeps it, docs/product.md#screens).
        url: `${ctx.config.publicUrl}/invite/${row.id}?email=${encodeURIComponent(row.email)}`,
        expiresOn: (row.expires_at ?? '').slice(0, 10),
      });
      await ctx.mailQueue.add(trx, {
        to: row.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        language: mail.language,
      });
    }
    await recordAccountEvents(
      trx,
      saved.map((row) => ({
        businessId,
        occurredAt: now.toISOString(),
        event: 'MEMBER_INVITED' as const,
        account: {
          userId: accounts.find((a) => a.email === row.email)?.id ?? null,
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
        },
        actor: admin,
        role: roleOf(row.admin === 1),
      })),
    );
    // webhooks
    for (const row of saved) {
      const account = {
        userId: accounts.find((a) => a.email === row.email)?.id ?? null,
        email: row.email,
      };
      await recordMemberChange(
        trx,
        businessId,
        'MEMBER_INVITED',
        [account],
        roleOf(row.admin === 1),
        now,
      );
    }
    return saved;
  });
}

/**
 * The invitation offered to a person of a domain the business verified (GET /v1/domain-offers):
 * the pending one for the address, else a new one as member (invitedBy null, no mail: the
 * person asked). Answers its id.
 */
export async function ensureDomainInvitation(
  ctx: AppContext,
  businessId: string,
  user: { id: string; email: string; first_name: string; last_name: string; attributes: string },
): Promise<string> {
  const email = user.email.toLowerCase();
  const existing = await findInvitationByEmail(ctx.db, businessId, email);
  if (existing && !isExpired(existing.expires_at, ctx.clock.now())) return existing.id;
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (trx) => {
    const row = await upsertInvitation(trx, {
      id: `inv-${randomUUID()}`,
      business_id: businessId,
      email,
      first_name: user.first_name || null,
      last_name: user.last_name || null,
      admin: 0,
      language: userLanguage(readAttributes(user)),
      invited_by: null,
      invited_at: now.toISOString(),
      expires_at: invitationExpiry(now),
    });
    await recordAccountEvents(trx, [
      {
        businessId,
        occurredAt: now.toISOString(),
        event: 'MEMBER_INVITED',
        account: { userId: user.id, email, firstName: row.first_name, lastName: row.last_name },
        actor: null,
        role: 'member',
      },
    ]);
    // webhooks
    await recordMemberChange(
      trx,
      businessId,
      'MEMBER_INVITED',
      [{ userId: user.id, email }],
      'member',
      now,
    );
    return row.id;
  });
}
