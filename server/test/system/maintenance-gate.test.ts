// A blocking maintenance closes the API (docs/product.md#calls-conventions: "a 503 with a Retry-After header makes the
// call wait that many seconds and retry"), the status page stays open; and the local development
// pages the contract tests' fixture module uses (plugins/dev-fixtures.ts) answer only locally.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runMaintenanceCommand } from '../../src/cli/maintenance-command.ts';
import { createUser } from '../documents/support.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';

describe('maintenance gate and local development pages', () => {
  let server: TestServer;
  let auth: { authorization: string };
  let email: string;
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await createTestServer();
    const user = await createUser(server);
    auth = user.auth;
    email = `${user.userId}@muster-treuhand.ch`;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.testDb.db.deleteFrom('maintenances').execute();
    await inject('DELETE', '/dev/maintenance');
  });

  it('answers 503 maintenance with Retry-After during a blocking maintenance, before credentials', async () => {
    const started = await inject('POST', '/dev/maintenance', { minutes: 5 });
    expect(started.statusCode, started.body).toBe(200);
    const closed = await inject('GET', '/v1/user');
    expect(closed.statusCode).toBe(503);
    expect(closed.json()).toMatchObject({ status: 503, code: 'maintenance' });
    const retryAfter = Number(closed.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(60);
    expect(retryAfter).toBeLessThanOrEqual(300);
    const anonymous = await server.app.inject({ method: 'GET', url: '/v1/user' });
    expect(anonymous.statusCode).toBe(503);
    // The status page and the date-time call declare no 503: the app polls them meanwhile.
    expect((await inject('GET', '/status/api/v2/summary.json')).statusCode).toBe(200);
    expect((await inject('GET', '/v1/datetime')).statusCode).toBe(200);
    const ended = await inject('DELETE', '/dev/maintenance');
    expect(ended.statusCode).toBe(200);
    expect((await inject('GET', '/v1/user')).statusCode).toBe(200);
  });

  it('a non-blocking maintenance (banner only) and a scheduled one leave the API open', async () => {
    await runMaintenanceCommand(server.testDb.db, ['start', '--minutes', '30']);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    await runMaintenanceCommand(server.testDb.db, ['schedule', '--at', at, '--blocking']);
    // The gate caches the state for up to 2 s; the development page's DELETE forgets it.
    await inject('DELETE', '/dev/maintenance');
    await runMaintenanceCommand(server.testDb.db, ['start', '--minutes', '30']);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await inject('GET', '/v1/user')).statusCode).toBe(200);
  });

  it('refuses a window of no length with a field pointer', async () => {
    const refused = await inject('POST', '/dev/maintenance', { minutes: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ pointer: '/minutes' })]);
  });

  it('starts what a first SSO login leaves: a pending onboarding, its secret mailed, its session', async () => {
    const made = await inject('POST', '/dev/sso-onboarding', { email });
    expect(made.statusCode, made.body).toBe(201);
    const { ssoId, token } = made.json() as { ssoId: string; token: string };
    await server.mailer.settled();
    expect(server.mailer.lastTo(email)?.text).toMatch(/\b\d{6}\b/);
    const restricted = await server.app.inject({
      method: 'GET',
      url: '/v1/user/visual-signatures',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(restricted.statusCode).toBe(403);
    expect(restricted.json().code).toBe('sso_onboarding_pending');
    const cancelled = await server.app.inject({ method: 'POST', url: `/api/cancel/${ssoId}` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const unknown = await inject('POST', '/dev/sso-onboarding', { email: 'nobody@example.org' });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 to a request that is not local (or came through a proxy)', async () => {
    for (const url of ['/dev/maintenance', '/dev/sso-onboarding', '/dev/attachments']) {
      const remote = await server.app.inject({
        method: 'POST',
        url,
        payload: {},
        remoteAddress: '203.0.113.9',
      });
      expect(remote.statusCode, url).toBe(404);
      const proxied = await server.app.inject({
        method: 'POST',
        url,
        payload: {},
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.statusCode, url).toBe(404);
    }
  });
});
