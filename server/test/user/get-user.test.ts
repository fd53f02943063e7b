// GET /v1/user: the contract User of the logged-in account (attributes in camelCase, permissions,
// signature defaults).
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { expectContract, signedIn } from '../auth/helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const inject = (options: InjectOptions) => server.app.inject(options);

describe('GET /v1/user', () => {
  it('answers the contract User with attributes in camelCase, permissions and defaults', async () => {
    const account = await signedIn(server, { lang: 'fr', mobile: '+41 79 123 45 67' });
    const response = await inject({ method: 'GET', url: '/v1/user', headers: account.auth });
    expectContract(response, 'get /v1/user');
    const user = response.json();
    expect(user).toMatchObject({
      email: account.email,
      emailVerified: true,
      hasSso: false,
      retention: null,
      attributes: {
        lang: ['fr'],
        mobile: ['+41 79 123 45 67'],
        weakPassword: ['false'],
        freeSignaturesRemaining: ['5'],
        emailNotificationLevel: ['all'],
      },
      permissions: {
        visualSignatures: {
          claim: { canUpdate: true, defaultValue: true },
          date: { canUpdate: true, defaultValue: true },
          std: { canUpdate: true, defaultValue: true },
        },
      },
      signatureQualities: { ses: { any: { quality: 'ses' } } },
      disabledQualities: [],
      signatures: {
        name: 'Anna Meier',
        language: 'fr',
        displayClaim: true,
        displayStandards: true,
        displayQr: false,
        displayDate: true,
      },
    });
    // Internal attributes (the sign-up avatar) are not answered.
    expect(user.attributes.avatar).toBeUndefined();
    expect(Object.keys(user.attributes).every((k: string) => !k.includes('_'))).toBe(true);
  });
});
