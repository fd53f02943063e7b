// TRUST_PROXY (config.ts): behind the configured proxies the per-address limits count the client
// named by X-Forwarded-For; the header of anyone else is not believed, and without the setting a
// request from a loopback proxy names no client (so no per-address limit would ever apply).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedProxies } from '../../src/config.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';

const CHECKS_PER_MINUTE = 60;

let behindProxy: TestServer;
let direct: TestServer;
beforeAll(async () => {
  behindProxy = await createTestServer({ config: { trustProxy: ['127.0.0.1'] } });
  direct = await createTestServer();
});
afterAll(async () => {
  await behindProxy.close();
  await direct.close();
});

const check = (server: TestServer, remoteAddress: string, forwardedFor?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/v1/check-password',
    payload: { password: 'Zurich-Treuhand-2026!' },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('TRUST_PROXY', () => {
  it('limits the client a trusted proxy names, and only that client', async () => {
    for (let i = 0; i < CHECKS_PER_MINUTE; i++) {
      expect((await check(behindProxy, '127.0.0.1', '203.0.113.7')).statusCode).toBe(200);
    }
    const limited = await check(behindProxy, '127.0.0.1', '203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect((await check(behindProxy, '127.0.0.1', '203.0.113.8')).statusCode).toBe(200);
  });

  it('does not believe the header from an address that is not a trusted proxy', async () => {
    for (let i = 0; i < CHECKS_PER_MINUTE; i++) {
      const spoofed = `198.18.0.${i + 1}`;
      expect((await check(behindProxy, '10.77.0.1', spoofed)).statusCode).toBe(200);
    }
    expect((await check(behindProxy, '10.77.0.1', '198.18.1.1')).statusCode).toBe(429);
  });

  it('without it, a loopback caller names no client whatever the header says', async () => {
    for (let i = 0; i <= CHECKS_PER_MINUTE; i++) {
      expect((await check(direct, '127.0.0.1', '203.0.113.7')).statusCode).toBe(200);
    }
  });

  it('with a hop count, counts the address the nearest proxy names', async () => {
    const oneHop = await createTestServer({ config: { trustProxy: 1 } });
    try {
      for (let i = 0; i < CHECKS_PER_MINUTE; i++) {
        const viaProxy = `10.88.0.${i + 1}`;
        expect((await check(oneHop, viaProxy, '203.0.113.9')).statusCode).toBe(200);
      }
      expect((await check(oneHop, '10.88.1.1', '203.0.113.9')).statusCode).toBe(429);
    } finally {
      await oneHop.close();
    }
  });

  it('reads addresses, ranges and hop counts, and refuses "true"', () => {
    expect(trustedProxies(undefined)).toBeUndefined();
    expect(trustedProxies(' ')).toBeUndefined();
    expect(trustedProxies('2')).toBe(2);
    expect(trustedProxies('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(() => trustedProxies('true')).toThrow(/names the proxies/);
  });
});
