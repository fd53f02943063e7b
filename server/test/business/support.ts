// Test support of the business-area tests (business, members, domains, activity): a server on
// a fresh database (SQLite, or PostgreSQL with TEST_DATABASE_URL), users with sessions, a
// business with its first admin made through the API, and contract checks.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { ServerConfig } from '../../src/config.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { createUser } from '../documents/support.ts';
import { expectContract } from '../auth/helpers.ts';

export { expectContract };

export type User = Awaited<ReturnType<typeof createUser>> & { email: string };

export interface Ctx {
  server: TestServer;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export async function start(config?: Partial<ServerConfig>): Promise<Ctx> {
  const server = await createTestServer({ config });
  return { server, inject: (options) => server.app.inject(options) };
}

export async function user(
  ctx: Ctx,
  fields: { firstName?: string; lastName?: string; attributes?: Record<string, string[]> } = {},
): Promise<User> {
  const created = await createUser(ctx.server, fields);
  return { ...created, email: `${created.userId}@muster-treuhand.ch` };
}

export const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Muster Treuhand AG',
  email: 'info@muster-treuhand.ch',
  phone: '+41 44 123 45 67',
  country: 'CH',
  vat: 'CHE-123.456.789 MWST',
  address1: 'Bahnhofstrasse 10',
  city: 'Zürich',
  postal_code: '8001',
  currency: 'CHF',
  plan: 'team_v3',
  cycle: 'monthly',
  amount_seats: 5,
  gtc_accepted: true,
  dpa_accepted: true,
  ...overrides,
});

/** Registers a business through the API with `admin` as its first admin; answers its id. */
export async function business(ctx: Ctx, admin: User, overrides: Record<string, unknown> = {}) {
  const response = await ctx.inject({
    method: 'POST',
    url: '/v2/businesses',
    headers: admin.auth,
    payload: registration(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

/** The stored attributes of a user. */
export async function attributesOf(ctx: Ctx, userId: string): Promise<Record<string, string[]>> {
  const row = await ctx.server.testDb.db
    .selectFrom('users')
    .select('attributes')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.attributes) as Record<string, string[]>;
}

/** Puts `member` into the business directly in the database (the members tests use the API). */
export async function addMember(
  ctx: Ctx,
  businessId: string,
  member: User,
  role: 'admin' | 'member' = 'member',
): Promise<void> {
  await ctx.server.testDb.db
    .insertInto('business_members')
    .values({
      business_id: businessId,
      user_id: member.userId,
      role,
      joined_at: new Date().toISOString(),
    })
    .execute();
}
