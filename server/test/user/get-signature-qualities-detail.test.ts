// GET /v3/user/signature-qualities-detail: none before the e-mail is confirmed, then ses, qes with
// a QES grant (the rules: rules/qualities.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { expectContract, login, register } from '../auth/helpers.ts';

describe('GET /v3/user/signature-qualities-detail', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('answers none before the e-mail is confirmed, ses after, qes with a QES grant', async () => {
    const account = await register(server);
    const token = (await login(server, account.email, account.password)).json().token.value;
    const auth = { authorization: `Bearer ${token}` };
    const get = () =>
      server.app.inject({
        method: 'GET',
        url: '/v3/user/signature-qualities-detail',
        headers: auth,
      });

    const before = await get();
    expectContract(before, 'get /v3/user/signature-qualities-detail');
    expect(before.json().highestQuality).toBe('none');

    await server.app.inject({
      method: 'POST',
      url: '/v1/valid-confirmation',
      payload: { token: account.confirmationToken },
    });
    const after = await get();
    expectContract(after, 'get /v3/user/signature-qualities-detail');
    expect(after.json()).toMatchObject({ highestQuality: 'ses', identificationOngoing: false });
    expect(after.json().qualities).toHaveLength(5);

    await server.testDb.db
      .updateTable('users')
      .set({ qualities: JSON.stringify(['ses:any', 'aes:any', 'qes:zertes']) })
      .where('email', '=', account.email)
      .execute();
    const qes = await get();
    expectContract(qes, 'get /v3/user/signature-qualities-detail');
    expect(qes.json().highestQuality).toBe('qes');
    const user = await server.app.inject({ method: 'GET', url: '/v1/user', headers: auth });
    expect(user.json().signatureQualities).toEqual({
      ses: { any: { quality: 'ses' } },
      aes: { any: { quality: 'aes' } },
      qes: { zertes: { quality: 'qes' } },
    });
  });

  it('asks for a token', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/v3/user/signature-qualities-detail',
    });
    expectContract(response, 'get /v3/user/signature-qualities-detail');
    expect(response.statusCode).toBe(401);
  });
});
