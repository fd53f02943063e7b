// Every answer carries the security headers (CSP without inline script, no framing, nosniff, no
// referrer), HSTS only behind TLS, CORS closed unless an origin is configured; and the request
// log of a sign-up, confirmation and password reset holds no token and no password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/plugins/log-redaction.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['an API answer', '/v1/datetime'],
    ['a Problem', '/v1/user'],
    ['an unknown API path', '/v3/nothing-here'],
  ])('are on %s', async (_label, url) => {
    const response = await server.app.inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    // Scripts of the app's own origin only: no inline script, and no eval, which the
    // forms no longer need since their validators are generated at codegen time.
    expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuse cross-origin callers when no origin is configured', async () => {
    const response = await server.app.inject({
      method: 'OPTIONS',
      url: '/v1/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('with TLS and a configured origin', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      config: { publicUrl: 'https://sign.example', corsOrigins: ['https://erp.example'] },
    });
  });
  afterAll(() => server.close());

  it('sends HSTS', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/v1/datetime' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('answers the preflight of the configured origin only', async () => {
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: '/v1/login',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const allowed = await preflight('https://erp.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://erp.example');
    expect(allowed.headers['access-control-allow-headers']).toContain('Authorization');
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the request log', () => {
  it('masks query values and secret path segments', () => {
    expect(redactUrl('/signup/confirm?token=abc123&lang=de-ch')).toBe(
      '/signup/confirm?token=***&lang=***',
    );
    expect(redactUrl('/direct-sign/3f0c/k3y5ecret?lang=it')).toBe('/direct-sign/3f0c/***?lang=***');
    expect(redactUrl('/sendto/s3cr3t')).toBe('/sendto/***');
    expect(redactUrl('/v3/signature-requests?filter=toSign')).toBe(
      '/v3/signature-requests?filter=***',
    );
    expect(redactUrl('/v1/user')).toBe('/v1/user');
    expect(redactUrl('/api/sso/callback?code=c0de&state=st4te&iss=https%3A%2F%2Fidp')).toBe(
      '/api/sso/callback?code=***&state=***&iss=***',
    );
    expect(redactUrl('/api/respond/0b1d')).toBe('/api/respond/***');
    expect(redactUrl('/v3/sendto/s3cr3t/claim')).toBe('/v3/sendto/***/claim');
    expect(redactUrl('/v1/invitations/1nv1te/accept')).toBe('/v1/invitations/***/accept');
    expect(redactUrl('/v1/businesses/b1/invitations/1nv1te')).toBe(
      '/v1/businesses/b1/invitations/***',
    );
  });

  it('holds no token and no password after sign-up, confirmation and a reset', async () => {
    const lines: string[] = [];
    const server = await createTestServer({
      config: { logLevel: 'info', logRequestSample: 1 },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const email = 'log.check@muster-treuhand.ch';
      const password = 'Tr4ce-less-Passw0rd!';
      const inject = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
        server.app.inject({ method, url, payload: payload as object });
      const registered = await inject('POST', '/v1/register', {
        email,
        password,
        firstName: 'Lea',
        lastName: 'Muster',
      });
      expect(registered.statusCode, registered.body).toBe(201);
      const secrets = [password];
      const tokenOf = (text: string | undefined) => /token=([^"&\s<]+)/.exec(text ?? '')?.[1];
      const confirm = tokenOf(server.mailer.lastTo(email)?.text);
      expect(confirm).toBeTruthy();
      secrets.push(decodeURIComponent(confirm!));
      await inject('GET', `/signup/confirm?token=${confirm}`);
      await inject('POST', '/v1/valid-confirmation', { token: decodeURIComponent(confirm!) });
      await inject('POST', '/v1/request-reset', { email });
      const reset = tokenOf(server.mailer.lastTo(email)?.text);
      expect(reset).toBeTruthy();
      secrets.push(decodeURIComponent(reset!));
      await inject('GET', `/password-reset/new?token=${reset}`);
      await inject('POST', '/v1/login', { email, password });
      const log = lines.join('');
      expect(log).toContain('/signup/confirm?token=***');
      for (const secret of secrets) expect(log).not.toContain(secret);
    } finally {
      await server.close();
    }
  });
});
