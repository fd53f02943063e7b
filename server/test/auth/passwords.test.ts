// scrypt hashing (parameters in the stored form, security/passwords.ts) and our password rules
// through POST /v1/check-password (the rules themselves: rules/passwords.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/security/passwords.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { expectContract } from './helpers.ts';

describe('password hashing', () => {
  it('stores scrypt with N=2^15, r=8, p=1, a 16-byte salt and a 64-byte key', async () => {
    const encoded = await hashPassword('Zurich-Treuhand-2026!');
    const [scheme, params, salt, key] = encoded.split('$');
    expect(scheme).toBe('scrypt');
    expect(params).toBe('N=32768,r=8,p=1');
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(key, 'base64')).toHaveLength(64);
  });

  it('verifies the right password only, with a new salt each time', async () => {
    const one = await hashPassword('Zurich-Treuhand-2026!');
    const two = await hashPassword('Zurich-Treuhand-2026!');
    expect(one).not.toBe(two);
    expect(await verifyPassword('Zurich-Treuhand-2026!', one)).toBe(true);
    expect(await verifyPassword('Zurich-Treuhand-2026!', two)).toBe(true);
    expect(await verifyPassword('zurich-treuhand-2026!', one)).toBe(false);
  });

  it('verifies hashes made with other parameters and refuses malformed ones', async () => {
    const light = await hashPassword('secret-pass', { N: 1024, r: 8, p: 1 });
    expect(light).toContain('N=1024');
    expect(await verifyPassword('secret-pass', light)).toBe(true);
    expect(await verifyPassword('secret-pass', 'unused')).toBe(false);
    expect(await verifyPassword('secret-pass', light.replace('N=1024', 'N=1000'))).toBe(false);
    expect(await verifyPassword('secret-pass', light.replace('N=1024', 'N=1073741824'))).toBe(
      false,
    );
  });
});

describe('POST /v1/check-password', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const check = (payload: object) =>
    server.app.inject({ method: 'POST', url: '/v1/check-password', payload });

  it('answers validPassword and the error code', async () => {
    const weak = await check({ password: 'password1', email: 'anna.meier@muster-treuhand.ch' });
    expectContract(weak, 'post /v1/check-password');
    expect(weak.json()).toEqual({ validPassword: false, errorCode: 'too_common' });

    const withEmail = await check({
      password: 'anna2026!x',
      email: 'anna.meier@muster-treuhand.ch',
    });
    expect(withEmail.json()).toEqual({ validPassword: false, errorCode: 'contains_email' });

    const good = await check({ password: 'Zurich-Treuhand-2026!' });
    expectContract(good, 'post /v1/check-password');
    expect(good.json()).toEqual({ validPassword: true });
  });

  it('refuses an empty or too long password with 400 and a pointer', async () => {
    for (const password of ['', 'x'.repeat(129)]) {
      const response = await check({ password });
      expectContract(response, 'post /v1/check-password');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].pointer).toBe('/body/password');
    }
  });
});
