// POST /v1/user/accept: the terms and a pending business invitation.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/areas/user/index.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { expectContract, signedIn } from '../auth/helpers.ts';
import { setAttributes } from './helpers.ts';
import { registration } from '../business/support.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const inject = (options: InjectOptions) => server.app.inject(options);

describe('POST /v1/user/accept', () => {
  it('refuses nothing accepted with 422 and a business invitation that is not pending', async () => {
    const account = await signedIn(server);
    const none = await inject({
      method: 'POST',
      url: '/v1/user/accept',
      headers: account.auth,
      payload: { business_invite: false, gtc: false, tou_swisscom: false },
    });
    expectContract(none, 'post /v1/user/accept');
    expect(none.statusCode).toBe(422);
    const invite = await inject({
      method: 'POST',
      url: '/v1/user/accept',
      headers: account.auth,
      payload: { business_invite: true, gtc: true, tou_swisscom: false },
    });
    expect(invite.statusCode).toBe(422);
    expect(invite.json().code).toBe('no_pending_invitation');
    const user = await inject({ method: 'GET', url: '/v1/user', headers: account.auth });
    expect(user.json().attributes.acceptedGtc).toBeUndefined();
  });

  it('accepts the terms; business_invite of a member who has not accepted yet', async () => {
    const account = await signedIn(server);
    const gtc = await inject({
      method: 'POST',
      url: '/v1/user/accept',
      headers: account.auth,
      payload: { business_invite: false, gtc: true, tou_swisscom: true },
    });
    expectContract(gtc, 'post /v1/user/accept');
    expect(gtc.json()).toEqual({ success: true, message: 'Accepted.' });
    // A member of a business whose invitation is not accepted (accepted_business_invite missing:
    // the invitation dialog after login, docs/product.md#states-login-dialogs).
    const admin = await signedIn(server);
    const businessId = await registerBusiness(admin.auth);
    const stored = (await findUserByEmail(server.testDb.db, account.email))!;
    await server.testDb.db
      .insertInto('business_members')
      .values({
        business_id: businessId,
        user_id: stored.id,
        role: 'member',
        joined_at: new Date().toISOString(),
      })
      .execute();
    const invite = await inject({
      method: 'POST',
      url: '/v1/user/accept',
      headers: account.auth,
      payload: { business_invite: true, gtc: false, tou_swisscom: false },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const user = await inject({ method: 'GET', url: '/v1/user', headers: account.auth });
    expect(user.json().attributes).toMatchObject({
      acceptedGtc: ['true'],
      acceptedBusinessInvite: ['true'],
    });
    const after = (await findUserByEmail(server.testDb.db, account.email))!;
    expect(JSON.parse(after.attributes).accepted_tou_swisscom).toEqual(['true']);
    // Accepted once: there is nothing left to accept.
    const twice = await inject({
      method: 'POST',
      url: '/v1/user/accept',
      headers: account.auth,
      payload: { business_invite: true, gtc: false, tou_swisscom: false },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors[0].pointer).toBe('/body/business_invite');
  });

  it('business_invite joins the business that invited the address, as at /invite/{id}', async () => {
    const admin = await signedIn(server);
    const businessId = await registerBusiness(admin.auth);
    const account = await signedIn(server);
    // The downgrade notice of an earlier business ends when the user joins the new one.
    await setAttributes(server, account.email, { removed_from_business: ['true'] });
    const invited = await inject({
      method: 'POST',
      url: `/v1/businesses/${businessId}/members`,
      headers: admin.auth,
      payload: { users: [{ email: account.email.toUpperCase(), admin: false }] },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const accepted = await inject({
      method: 'POST',
      url: '/v1/user/accept',
      headers: account.auth,
      payload: { business_invite: true, gtc: true, tou_swisscom: false },
    });
    expectContract(accepted, 'post /v1/user/accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const mine = await inject({ method: 'GET', url: '/v2/businesses/user', headers: account.auth });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({ role: 'member', business: { id: businessId } });
    const invitations = await inject({
      method: 'GET',
      url: `/v2/businesses/${businessId}/invitations`,
      headers: admin.auth,
    });
    expect(invitations.json().invitedMembers).toEqual([]);
    const user = await inject({ method: 'GET', url: '/v1/user', headers: account.auth });
    expect(user.json().attributes).toMatchObject({
      acceptedGtc: ['true'],
      acceptedBusinessInvite: ['true'],
    });
    expect(user.json().attributes.removedFromBusiness).toBeUndefined();
    const activity = await inject({
      method: 'GET',
      url: `/v2/businesses/${businessId}/activities/accounts`,
      headers: admin.auth,
    });
    expect(activity.json().items.map((item: { event: string }) => item.event)).toContain(
      'MEMBER_JOINED',
    );
  });
});

/** A business registered by the user behind `auth` (its first admin); answers its id. */
async function registerBusiness(auth: { authorization: string }): Promise<string> {
  const response = await inject({
    method: 'POST',
    url: '/v2/businesses',
    headers: auth,
    payload: registration(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}
