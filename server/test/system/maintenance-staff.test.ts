// Internal staff pass a blocking maintenance (docs/product.md#roles-staff: "Internal staff are recognised by
// email domain and get a maintenance-bypass cookie"; docs/product.md#states-maintenance: "Internal staff are exempt through a
// cookie"). The server decides by who calls — a staff member's session, or a login with a staff
// e-mail — not by the cookie, which anybody can set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStaffEmail } from '../../src/plugins/maintenance-staff.ts';
import { register, signedIn } from '../auth/helpers.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';

/** The default of STAFF_DOMAINS (server/src/config.ts). */
const STAFF = 'signing.example';
const staffEmail = () => `ops.${Math.random().toString(36).slice(2, 8)}@${STAFF}`;

describe('a blocking maintenance and internal staff', () => {
  let server: TestServer;
  let staff: { authorization: string };
  let customer: { authorization: string };
  let staffLogin: { email: string; password: string };

  beforeAll(async () => {
    server = await createTestServer();
    staff = (await signedIn(server, { email: staffEmail() })).auth;
    customer = (await signedIn(server)).auth;
    staffLogin = await register(server, { email: staffEmail() });
    const started = await server.app.inject({
      method: 'POST',
      url: '/dev/maintenance',
      payload: { minutes: 5 },
    });
    expect(started.statusCode, started.body).toBe(200);
  });
  afterAll(async () => {
    await server.app.inject({ method: 'DELETE', url: '/dev/maintenance' });
    await server.close();
  });

  const getUser = (headers: Record<string, string>) =>
    server.app.inject({ method: 'GET', url: '/v1/user', headers });

  it("lets a staff member's session through and keeps a customer's out", async () => {
    expect((await getUser(staff)).statusCode).toBe(200);
    const closed = await getUser(customer);
    expect(closed.statusCode).toBe(503);
    expect(closed.json().code).toBe('maintenance');
  });

  it('does not open for the bypass cookie alone', async () => {
    const withCookie = await getUser({ ...customer, cookie: 'maintenance_bypass=1' });
    expect(withCookie.statusCode).toBe(503);
  });

  it('lets staff log in and answers anyone else 503', async () => {
    const ok = await server.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: staffLogin.email, password: staffLogin.password },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const refused = await server.app.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: 'anna.meier@muster-treuhand.ch', password: 'Zurich-Treuhand-2026!' },
    });
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(60);
  });

  it('knows staff by the domain or a subdomain of it, not by a look-alike', () => {
    expect(isStaffEmail('ops@signing.example', [STAFF])).toBe(true);
    expect(isStaffEmail('ops@zh.signing.example', [STAFF])).toBe(true);
    expect(isStaffEmail('ops@evil-signing.example', [STAFF])).toBe(false);
    expect(isStaffEmail('ops@signing.example.org', [STAFF])).toBe(false);
    expect(isStaffEmail(undefined, [STAFF])).toBe(false);
  });
});
