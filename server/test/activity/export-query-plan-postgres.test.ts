// The plan of the signature usage export's statement on PostgreSQL (EXPLAIN, FORMAT JSON), with
// statistics (ANALYZE) over a table where most signatures are other users': it reaches
// the business's signatures from its members (requests by the sender index, then the signed
// signers' covering index of migration 0062 by request, without the signers' rows), never by a
// scan of every request or every signer, and sorts the business's rows once. The SQLite plans
// are in query-plan.test.ts.
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureExportQuery } from '../../src/areas/activity/store/signature-activity.ts';
import { business, start, user, type Ctx, type User } from '../business/support.ts';
import { signedRequest } from './support.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

const OTHER_REQUESTS = 30_000;
const OTHER_SENDERS = 300;

let ctx: Ctx;
let admin: User;
let businessId: string;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  ctx = await start();
  admin = await user(ctx);
  businessId = await business(ctx, admin);
  const at = '2026-02-01T00:00:00.000Z';
  const signers = (n: number, day: number) =>
    Array.from({ length: n }, (_, s) => ({
      email: `signer${s}@example.org`,
      signedAt: new Date(Date.parse(at) + day * 86_400_000).toISOString(),
    }));
  for (let r = 0; r < 20; r++) {
    await signedRequest(ctx.server.testDb.db, admin.userId, signers(5, r));
  }
  // 300 other users' 30 000 signed requests with two signatures each, written in bulk.
  const db = ctx.server.testDb.db;
  const others = Array.from({ length: OTHER_SENDERS }, (_, i) => `other.${i}`);
  await db
    .insertInto('users')
    .values(
      others.map((id) => ({
        id,
        email: `${id}@example.org`,
        password_hash: 'unused',
        first_name: 'Other',
        last_name: id,
        email_verified: 1,
        has_sso: 0,
        retention: null,
        attributes: '{}',
        qualities: '[]',
        disabled_qualities: '[]',
        created_at: at,
        updated_at: at,
        last_login_at: null,
      })),
    )
    .execute();
  for (let start = 0; start < OTHER_REQUESTS; start += 1000) {
    const ids = Array.from({ length: 1000 }, (_, i) => `other-${start + i}`);
    await db
      .insertInto('signature_requests')
      .values(
        ids.map((id, i) => ({
          id,
          sender_id: others[(start + i) % OTHER_SENDERS],
          title: 'Lease',
          status: 'SIGNED' as const,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    await db
      .insertInto('signature_request_signers')
      .values(
        ids.flatMap((id) =>
          [1, 2].map((n) => ({
            request_id: id,
            id: `sig-${n}`,
            position: n,
            email: `other${n}@example.org`,
            link_key: `key-${id}-${n}`,
            placements: '[]',
            status: 'SIGNED' as const,
            quality: 'aes',
            signed_at: at,
            created_at: at,
            updated_at: at,
          })),
        ),
      )
      .execute();
  }
  await sql`vacuum analyze`.execute(ctx.server.testDb.db);
}, 240_000);
afterAll(() => ctx?.server.close());

describe.skipIf(!process.env.TEST_DATABASE_URL)('export query plan (PostgreSQL)', () => {
  it('reads the business signatures by its members and the covering index', async () => {
    const db = ctx.server.testDb.db;
    for (const period of [
      {},
      { from: '2026-02-01T00:00:00.000Z', before: '2026-03-01T00:00:00.000Z' },
    ]) {
      const compiled = signatureExportQuery(db, businessId, period).compile();
      const result = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
      );
      const plan = nodes(result.rows[0]['QUERY PLAN'][0].Plan);
      const text = JSON.stringify(result.rows[0]['QUERY PLAN'][0].Plan, null, 1);
      const scanned = plan
        .filter((n) => n['Node Type'] === 'Seq Scan')
        .map((n) => n['Relation Name']);
      expect(scanned, text).not.toContain('signature_requests');
      expect(scanned, text).not.toContain('signature_request_signers');
      const signerReads = plan.filter((n) => n['Relation Name'] === 'signature_request_signers');
      expect(
        signerReads.map((n) => [n['Node Type'], n['Index Name']]),
        text,
      ).toEqual(signerReads.map(() => ['Index Only Scan', 'signature_request_signers_signed']));
      // Sorted once, at the top: not per batch.
      expect(plan.filter((n) => n['Node Type'] === 'Sort')).toHaveLength(1);
    }
  });
});
