// POST /v1/user/accept: the terms and a pending business invitation.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/areas/user/index.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { expectContract, signedIn } from '../auth/helpers.ts';
import { setAttributes } from './helpers.ts';

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

  it('accepts the terms and a pending business invitation', async () => {
    const account = await signedIn(server);
    const gtc = await inject({
      method: 'POST',
      url: '/v1/user/accept',
      headers: account.auth,
      payload: { business_invite: false, gtc: true, tou_swisscom: true },
    });
    expectContract(gtc, 'post /v1/user/accept');
    expect(gtc.json()).toEqual({ success: true, message: 'Accepted.' });
    await setAttributes(server, account.email, { accepted_business_invite: ['false'] });
    const invite = await inject({
      method: 'POST',
      url: '/v1/user/accept',
      headers: account.auth,
      payload: { business_invite: true, gtc: false, tou_swisscom: false },
    });
    expect(invite.statusCode).toBe(200);
    const user = await inject({ method: 'GET', url: '/v1/user', headers: account.auth });
    expect(user.json().attributes).toMatchObject({
      acceptedGtc: ['true'],
      acceptedBusinessInvite: ['true'],
    });
    const stored = (await findUserByEmail(server.testDb.db, account.email))!;
    expect(JSON.parse(stored.attributes).accepted_tou_swisscom).toEqual(['true']);
  });
});
