// Test support of the billing tests: a server on a fresh database (SQLite, or PostgreSQL with
// TEST_DATABASE_URL) whose clock the test moves, users with long sessions (the clock moves by
// months), a business made through the API, and the sandbox checkout driven like a person would.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Providers } from '../../src/providers/index.ts';
import { hashToken } from '../../src/security/tokens.ts';
import { expectContract } from '../auth/helpers.ts';
import { registration } from '../business/support.ts';
import { CapturingMailer } from '../support/test-server.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

export { expectContract };

export interface BillingCtx {
  testDb: TestDb;
  app: Awaited<ReturnType<typeof buildApp>>;
  clock: { now(): Date; set(iso: string): void; advanceDays(days: number): void };
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startBilling(
  startAt = '2026-11-01T00:00:00.000Z',
  providers: Partial<Providers> = {},
): Promise<BillingCtx> {
  const testDb = await createTestDb();
  let now = new Date(startAt);
  const clock = {
    now: () => new Date(now.getTime()),
    set: (iso: string) => {
      now = new Date(iso);
    },
    advanceDays: (days: number) => {
      now = new Date(now.getTime() + days * 86_400_000);
    },
  };
  const config = loadConfig({
    DATA_DIR: testDb.dataDir,
    LOG_LEVEL: 'silent',
    APP_DIR: testDb.dataDir,
  });
  const app = await buildApp(config, {
    db: testDb.db,
    mailer: new CapturingMailer(),
    clock,
    providers,
    // As every test server: an answer with a property the contract does not list fails.
    strictAnswers: true,
  });
  await app.ready();
  return {
    testDb,
    app,
    clock,
    inject: (options) => app.inject(options),
    close: async () => {
      await app.close();
      await testDb.close();
    },
  };
}

let counter = 0;
export interface BillingUser {
  userId: string;
  email: string;
  auth: { authorization: string };
}

export async function billingUser(ctx: BillingCtx): Promise<BillingUser> {
  counter += 1;
  const userId = `billing.${counter}.${Math.random().toString(36).slice(2, 8)}`;
  const at = new Date('2026-01-01T00:00:00Z').toISOString();
  await ctx.testDb.db
    .insertInto('users')
    .values({
      id: userId,
      email: `${userId}@muster-treuhand.ch`,
      password_hash: 'unused',
      first_name: 'Anna',
      last_name: 'Meier',
      email_verified: 1,
      has_sso: 0,
      retention: null,
      attributes: '{}',
      qualities: '[]',
      disabled_qualities: '[]',
      created_at: at,
      updated_at: at,
    } as never)
    .execute();
  const token = `token-${userId}`;
  await ctx.testDb.db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: at,
      // The tests move the clock by months.
      expires_at: new Date('2036-01-01T00:00:00Z').toISOString(),
      revoked_at: null,
    })
    .execute();
  return {
    userId,
    email: `${userId}@muster-treuhand.ch`,
    auth: { authorization: `Bearer ${token}` },
  };
}

export async function billingBusiness(
  ctx: BillingCtx,
  admin: BillingUser,
  overrides: Record<string, unknown> = {},
) {
  const response = await ctx.inject({
    method: 'POST',
    url: '/v2/businesses',
    headers: admin.auth,
    payload: registration(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

/** Adds a payment method through the sandbox checkout: a setup intent, then the SANDBOX page. */
export async function addPaymentMethod(
  ctx: BillingCtx,
  admin: BillingUser,
  businessId: string,
  outcome: 'card' | 'sepa_debit' | 'declining_card' | 'fail' = 'card',
) {
  const intent = await ctx.inject({
    method: 'POST',
    url: `/v2/businesses/${businessId}/subscriptions/stripe_setup_intent`,
    headers: admin.auth,
    payload: { country: 'CH' },
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const { id, confirmUrl } = intent.json() as { id: string; confirmUrl: string };
  const page = await ctx.inject({ method: 'GET', url: new URL(confirmUrl).pathname });
  expect(page.body).toContain('SANDBOX');
  const chosen = await ctx.inject({
    method: 'POST',
    url: `${new URL(confirmUrl).pathname}/${outcome}`,
    headers: { accept: 'application/json' },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return { id, status: (chosen.json() as { status: string }).status };
}

export const billingOf = async (ctx: BillingCtx, admin: BillingUser, businessId: string) => {
  const response = await ctx.inject({
    method: 'GET',
    url: `/v1/businesses/${businessId}/billing/information`,
    headers: admin.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  expectContract(response, 'get /v1/businesses/{businessId}/billing/information');
  return response.json();
};
