// POST /v1/user/cello: a referral token valid 24 hours, one per user.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/areas/user/index.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { expectContract, signedIn } from '../auth/helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const inject = (options: InjectOptions) => server.app.inject(options);

describe('POST /v1/user/cello', () => {
  it('answers a fresh referral token valid 24 hours, one stored per user', async () => {
    const account = await signedIn(server);
    const first = await inject({ method: 'POST', url: '/v1/user/cello', headers: account.auth });
    expectContract(first, 'post /v1/user/cello');
    const second = await inject({ method: 'POST', url: '/v1/user/cello', headers: account.auth });
    expect(first.json().token).toMatch(/^cello_/);
    expect(second.json().token).not.toBe(first.json().token);
    const hours = (Date.parse(second.json().expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
    const user = (await findUserByEmail(server.testDb.db, account.email))!;
    const rows = await server.testDb.db
      .selectFrom('referral_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toEqual([
      { user_id: user.id, token: second.json().token, expires_at: second.json().expiresAt },
    ]);
  });
});
