// The invitation dialog after login (docs/product.md#states-login-dialogs "unaccepted business invitation … shows an
// invitation dialog") for an account that exists already: GET /v1/user/business-invitation
// answers the newest pending invitation to the account's address (204 when none, or when the
// account belongs to a business); declining it is DELETE /v1/businesses/{id}/invitations/{inviteId}
// by the invitee, which removes it for good; anybody else still needs the admin role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business, expectContract, start, user, type Ctx, type User } from '../business/support.ts';

let ctx: Ctx;
beforeAll(async () => {
  ctx = await start();
});
afterAll(() => ctx.server.close());

async function invite(admin: User, businessId: string, email: string): Promise<string> {
  const response = await ctx.inject({
    method: 'POST',
    url: `/v1/businesses/${businessId}/members`,
    headers: admin.auth,
    payload: { users: [{ email, admin: false }] },
  });
  expect(response.statusCode, response.body).toBe(201);
  const invited = response.json().invitedMembers as { id: string; email: string }[];
  return invited.find((i) => i.email === email)!.id;
}

const pending = (who: User) =>
  ctx.inject({ method: 'GET', url: '/v1/user/business-invitation', headers: who.auth });

const decline = (who: User, businessId: string, inviteId: string) =>
  ctx.inject({
    method: 'DELETE',
    url: `/v1/businesses/${businessId}/invitations/${inviteId}`,
    headers: who.auth,
  });

describe('the pending invitation of an existing account', () => {
  it('answers the newest invitation to the account, and 204 once it is accepted', async () => {
    const invitee = await user(ctx);
    const none = await pending(invitee);
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');

    const admin = await user(ctx);
    const businessId = await business(ctx, admin, { name: 'Alpine Tech AG' });
    const inviteId = await invite(admin, businessId, invitee.email);
    const found = await pending(invitee);
    expectContract(found, 'get /v1/user/business-invitation');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      invitation: { id: inviteId, email: invitee.email },
      business: { id: businessId, name: 'Alpine Tech AG' },
    });

    const accepted = await ctx.inject({
      method: 'POST',
      url: `/v1/invitations/${inviteId}/accept`,
      headers: invitee.auth,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await pending(invitee)).statusCode).toBe(204);
  });

  it('lets the invitee decline: the invitation and its link are gone, the activity says who', async () => {
    const invitee = await user(ctx, { firstName: 'Daniel', lastName: 'Frei' });
    const admin = await user(ctx);
    const businessId = await business(ctx, admin);
    const inviteId = await invite(admin, businessId, invitee.email);

    const declined = await decline(invitee, businessId, inviteId);
    expectContract(declined, 'delete /v1/businesses/{businessId}/invitations/{inviteId}');
    expect(declined.statusCode).toBe(200);
    expect((await pending(invitee)).statusCode).toBe(204);
    const link = await ctx.inject({
      method: 'GET',
      url: `/v1/invitations/${inviteId}`,
      headers: invitee.auth,
    });
    expect(link.statusCode).toBe(404);
    const listed = await ctx.inject({
      method: 'GET',
      url: `/v2/businesses/${businessId}/invitations`,
      headers: admin.auth,
    });
    expect(JSON.stringify(listed.json())).not.toContain(inviteId);
    const revoked = await ctx.server.testDb.db
      .selectFrom('business_account_events')
      .selectAll()
      .where('business_id', '=', businessId)
      .where('event', '=', 'INVITATION_REVOKED')
      .execute();
    expect(revoked).toHaveLength(1);
    // The actor is the invitee who declined, not an admin.
    expect(revoked[0]).toMatchObject({ account_email: invitee.email, actor_email: invitee.email });
  });

  it('refuses somebody else who is not an admin of the business', async () => {
    const invitee = await user(ctx);
    const stranger = await user(ctx);
    const admin = await user(ctx);
    const businessId = await business(ctx, admin);
    const inviteId = await invite(admin, businessId, invitee.email);
    const refused = await decline(stranger, businessId, inviteId);
    expect([403, 404]).toContain(refused.statusCode);
    expect((await pending(invitee)).json().invitation.id).toBe(inviteId);
  });
});
