// PUT /v1/user: names, attributes and signature defaults; names fixed by an identification and
// Italian (direct signing only) answer 422, server-set attributes 400.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { expectContract, signedIn } from '../auth/helpers.ts';
import { setAttributes } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const inject = (options: InjectOptions) => server.app.inject(options);

describe('PUT /v1/user', () => {
  it('changes names, attributes (empty list removes) and signature defaults', async () => {
    const account = await signedIn(server, { mobile: '+41 79 123 45 67' });
    const response = await inject({
      method: 'PUT',
      url: '/v1/user',
      headers: account.auth,
      payload: {
        firstName: ' Anna-Lena ',
        lastName: 'Meier',
        attributes: {
          lang: ['de'],
          email_notification_level: ['important'],
          mobile: [],
          default_legislation: ['zertes'],
        },
        signatures: {
          name: 'A. Meier',
          company: 'Muster Treuhand AG',
          language: 'de',
          location: 'Zürich',
          displayClaim: false,
          displayStandards: true,
          displayQr: true,
          displayDate: true,
        },
      },
    });
    expectContract(response, 'put /v1/user');
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user.firstName).toBe('Anna-Lena');
    expect(user.attributes).toMatchObject({
      lang: ['de'],
      emailNotificationLevel: ['important'],
      defaultLegislation: ['zertes'],
    });
    expect(user.attributes.mobile).toBeUndefined();
    expect(user.signatures).toEqual({
      name: 'A. Meier',
      company: 'Muster Treuhand AG',
      language: 'de',
      location: 'Zürich',
      displayClaim: false,
      displayStandards: true,
      displayQr: true,
      displayDate: true,
    });
    const again = await inject({ method: 'GET', url: '/v1/user', headers: account.auth });
    expect(again.json()).toEqual(user);
  });

  it('refuses to change names fixed by an identification with 422', async () => {
    const account = await signedIn(server);
    await setAttributes(server, account.email, { immutable_eid_fields: ['lastName'] });
    const response = await inject({
      method: 'PUT',
      url: '/v1/user',
      headers: account.auth,
      payload: { firstName: 'Anna', lastName: 'Muster' },
    });
    expectContract(response, 'put /v1/user');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ pointer: '/body/lastName', code: 'immutable_field' }),
    ]);
    // Sending the same name is fine.
    const same = await inject({
      method: 'PUT',
      url: '/v1/user',
      headers: account.auth,
      payload: { firstName: 'Anna', lastName: 'Meier' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().attributes.immutableEidFields).toEqual(['lastName']);
  });

  it('refuses Italian for an account user with 422 (direct signing only)', async () => {
    const account = await signedIn(server);
    const response = await inject({
      method: 'PUT',
      url: '/v1/user',
      headers: account.auth,
      payload: { firstName: 'Anna', lastName: 'Meier', attributes: { lang: ['it'] } },
    });
    expectContract(response, 'put /v1/user');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].pointer).toBe('/body/attributes/lang/0');
  });

  it('refuses server-set attributes and invalid values with 400 and pointers', async () => {
    const account = await signedIn(server);
    const response = await inject({
      method: 'PUT',
      url: '/v1/user',
      headers: account.auth,
      payload: {
        firstName: 'Anna',
        lastName: 'Meier',
        attributes: { weak_password: ['false'], mobile: ['12'] },
      },
    });
    expectContract(response, 'put /v1/user');
    expect(response.statusCode).toBe(400);
    const pointers = response.json().errors.map((e: { pointer: string }) => e.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining(['/body/attributes/weak_password', '/body/attributes/mobile/0']),
    );
  });
});
