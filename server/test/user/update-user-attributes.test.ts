// PUT /v1/user takes "user or attributes" (docs/product.md#calls-auth-user): a body with only attributes (or only
// signature defaults) keeps the names; names that are sent are still checked (blank 400, fixed by
// an identification 422); a body with nothing, or one name without the other, is 400.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/areas/user/store.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { expectContract, signedIn } from '../auth/helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const put = (auth: { authorization: string }, payload: unknown) =>
  server.app.inject({ method: 'PUT', url: '/v1/user', headers: auth, payload } as InjectOptions);

describe('PUT /v1/user with attributes only', () => {
  it('changes the attributes and keeps the names', async () => {
    const account = await signedIn(server);
    const response = await put(account.auth, {
      attributes: { lang: ['fr'], email_notification_level: ['none'] },
    });
    expectContract(response, 'put /v1/user');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Anna',
      lastName: 'Meier',
      attributes: { lang: ['fr'], emailNotificationLevel: ['none'] },
    });
  });

  it('changes the signature defaults alone', async () => {
    const account = await signedIn(server);
    const signatures = {
      name: 'A. Meier',
      language: 'de',
      displayClaim: true,
      displayStandards: false,
      displayQr: false,
      displayDate: true,
    };
    const response = await put(account.auth, { signatures });
    expectContract(response, 'put /v1/user');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Anna', lastName: 'Meier', signatures });
  });

  it('is allowed when the names are fixed by an identification', async () => {
    const account = await signedIn(server);
    const user = (await findUserByEmail(server.testDb.db, account.email))!;
    await server.testDb.db
      .updateTable('users')
      .set({
        attributes: JSON.stringify({
          ...JSON.parse(user.attributes),
          immutable_eid_fields: ['firstName', 'lastName'],
        }),
      })
      .where('id', '=', user.id)
      .execute();
    const response = await put(account.auth, { attributes: { lang: ['de'] } });
    expectContract(response, 'put /v1/user');
    expect(response.statusCode).toBe(200);
    // Names that are sent are still checked: a different one is refused.
    const renamed = await put(account.auth, { firstName: 'Anna', lastName: 'Muster' });
    expectContract(renamed, 'put /v1/user');
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors[0]).toMatchObject({
      pointer: '/body/lastName',
      code: 'immutable_field',
    });
  });

  it('still refuses blank names with 400', async () => {
    const account = await signedIn(server);
    const response = await put(account.auth, { firstName: ' ', lastName: 'Meier' });
    expectContract(response, 'put /v1/user');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].pointer).toBe('/body/firstName');
  });

  it.each([
    ['an empty body', {}, '/body'],
    ['one name without the other', { firstName: 'Anna' }, '/body/lastName'],
  ])('refuses %s with 400', async (_label, payload, pointer) => {
    const account = await signedIn(server);
    const response = await put(account.auth, payload);
    expectContract(response, 'put /v1/user');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { pointer: string }) => e.pointer)).toContain(pointer);
  });
});
