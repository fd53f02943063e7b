// The contract-driven server itself: every operation needs a handler, every error is a Problem
// with field pointers, unknown API paths are 404 Problems, and answers follow the contract.
import type { AppContext } from '../src/context.ts';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations, loadContract } from '../src/contract.ts';
import { resolveHandlers } from '../src/areas/index.ts';
import { pendingIssueFor } from '../src/areas/pending.ts';
import { hashToken } from '../src/security/tokens.ts';
import type { Handlers } from '../src/areas/handler.ts';
import { createTestServer, type TestServer } from './support/test-server.ts';

const operations = contractOperations(loadContract());

/** A handler for every operation this test does not care about, so the server starts. */
function handlersWith(overrides: Handlers): Handlers {
  const all: Record<string, unknown> = {};
  for (const op of operations) {
    if (!pendingIssueFor(op.tag)) all[op.operationId] = async () => ({ success: true });
  }
  return { ...(all as Handlers), ...overrides };
}

describe('startup', () => {
  it('refuses to start when an operation of the contract has no handler', () => {
    const handlers = handlersWith({});
    delete handlers.login;
    expect(() => resolveHandlers(operations, {} as AppContext, handlers)).toThrow(
      /login \(POST \/v1\/login\)/,
    );
  });

  it('refuses a handler for an operation the contract does not have', () => {
    const handlers = { ...handlersWith({}), notInTheContract: async () => ({}) } as Handlers;
    expect(() => resolveHandlers(operations, {} as AppContext, handlers)).toThrow(
      /notInTheContract/,
    );
  });
});

describe('requests and answers', () => {
  let server: TestServer;

  beforeAll(async () => {
    const appDir = mkdtempSync(path.join(tmpdir(), 'signing-app-'));
    mkdirSync(path.join(appDir, 'assets'), { recursive: true });
    writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(appDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    server = await createTestServer({
      config: { appDir },
      // What production does with a field the contract does not list (the test server refuses
      // it: infra/strict-answers.test.ts).
      strictAnswers: false,
      handlers: handlersWith({
        getDateTime: async () =>
          ({ dateTime: '2026-11-25T10:00:00.000Z', leaked: 'no' }) as unknown as {
            dateTime: string;
          },
      }),
    });
    const now = new Date();
    await server.testDb.db
      .insertInto('users')
      .values({
        id: 'anna.meier',
        email: 'anna.meier@muster-treuhand.ch',
        password_hash: 'unused',
        first_name: 'Anna',
        last_name: 'Meier',
        email_verified: 1,
        has_sso: 0,
        retention: null,
        attributes: '{}',
        qualities: '[]',
        disabled_qualities: '[]',
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    await server.testDb.db
      .insertInto('sessions')
      .values({
        token_hash: hashToken('valid-token'),
        user_id: 'anna.meier',
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
        revoked_at: null,
      })
      .execute();
  });
  afterAll(() => server.close());

  const inject = (options: InjectOptions) => server.app.inject(options);

  it('serialises answers with the contract schema (unknown fields do not leak)', async () => {
    const response = await inject({ method: 'GET', url: '/v1/datetime' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ dateTime: '2026-11-25T10:00:00.000Z' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers a schema-invalid body with 400 and a pointer per field', async () => {
    const response = await inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: 'not-an-email', surprise: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const pointers = response.json().errors.map((e: { pointer: string }) => e.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining(['/body/email', '/body/password', '/body/surprise']),
    );
  });

  it('refuses a media type the operation does not list with 415', async () => {
    const response = await inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.ch',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().status).toBe(415);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
  });

  it('asks for a token on bearer-secured operations', async () => {
    const response = await inject({ method: 'GET', url: '/v1/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthorized');
  });

  it('refuses a bearer token that no session has', async () => {
    const response = await inject({
      method: 'GET',
      url: '/v1/user',
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a direct-link call with unknown credentials', async () => {
    const response = await inject({
      method: 'GET',
      url: '/v1/direct/user',
      headers: { authorization: `Basic ${Buffer.from('req:signer').toString('base64')}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers unknown API paths with a 404 Problem', async () => {
    const response = await inject({ method: 'GET', url: '/v3/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().title).toBe('Not found');
  });

  it('has no operation pending: every operation of the contract is implemented (no 501)', async () => {
    const pending = operations.filter((op) => pendingIssueFor(op.tag, op.operationId));
    expect(pending.map((op) => op.operationId)).toEqual([]);
    // The last tags to land (billing, seals, api-users) are secured like the others.
    for (const url of ['/v2/businesses/price_plans', '/v1/businesses/b-1/apis']) {
      const anonymous = await inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
    }
  });

  it('serves the app with an SPA fallback and long-cached hashed assets', async () => {
    const page = await inject({ method: 'GET', url: '/dashboard?tab=inbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>app</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('refuses a body over the size limit with 413', async () => {
    const big = 'x'.repeat(server.config.bodyLimitBytes + 10);
    const response = await inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: 'a@b.ch', password: big },
    });
    expect(response.statusCode).toBe(413);
  });
});
