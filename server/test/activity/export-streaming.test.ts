// The signature usage export is written as its statement is read, never gathered first: when the
// first chunk of CSV is ready, only about that chunk's rows have been read from the database, and
// the rest are read as the consumer takes the file. An export that collected every row (an array
// of all rows, or keyset batches of them) would have read all 20 000 before its first byte, or
// none through the streamed statement. The rows are counted where the export reads them (the
// store's signatureExport, wrapped), on SQLite and PostgreSQL alike.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportSignatures } from '../../src/areas/activity/exports.ts';
import { business, start, user, type Ctx, type User } from '../business/support.ts';
import { signedRequest } from './support.ts';

const counted = vi.hoisted(() => ({ rows: 0 }));

vi.mock('../../src/areas/activity/store/signature-activity.ts', async (importOriginal) => {
  const store =
    await importOriginal<typeof import('../../src/areas/activity/store/signature-activity.ts')>();
  return {
    ...store,
    async *signatureExport(...args: Parameters<typeof store.signatureExport>) {
      for await (const row of store.signatureExport(...args)) {
        counted.rows += 1;
        yield row;
      }
    },
  };
});

const REQUESTS = 200;
const SIGNERS = 100;
const ROWS = REQUESTS * SIGNERS;

let ctx: Ctx;
let admin: User;
let businessId: string;

beforeAll(async () => {
  ctx = await start();
  admin = await user(ctx);
  businessId = await business(ctx, admin);
  const base = Date.parse('2026-03-01T00:00:00.000Z');
  for (let r = 0; r < REQUESTS; r++) {
    await signedRequest(
      ctx.server.testDb.db,
      admin.userId,
      Array.from({ length: SIGNERS }, (_, s) => ({
        email: `signer${s}@example.org`,
        // Requests interleave in time, so the order is not the insertion order.
        signedAt: new Date(base + ((r * 7919 + s) % 5000) * 60_000).toISOString(),
      })),
    );
  }
}, 240_000);
afterAll(() => ctx.server.close());

describe('signature usage export of 20 000 signatures', () => {
  it('reads its rows as the file is taken, in order, each once', async () => {
    const csv = await exportSignatures(ctx.server.app.context, admin.userId, businessId, {
      group_by: 'other',
    });
    counted.rows = 0;
    let chunks = 0;
    let readAtFirstChunk = -1;
    let text = '';
    for await (const chunk of csv.stream) {
      if (chunks++ === 0) readAtFirstChunk = counted.rows;
      text += String(chunk);
    }
    // The first chunk (64 KiB of CSV, some 500 lines) and the stream's read-ahead: a fraction of
    // the rows, not all of them.
    expect(readAtFirstChunk).toBeGreaterThan(0);
    expect(readAtFirstChunk).toBeLessThan(ROWS / 4);
    expect(chunks).toBeGreaterThan(10);
    expect(counted.rows).toBe(ROWS);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0].startsWith('signed_at,signer_email')).toBe(true);
    expect(lines).toHaveLength(ROWS + 1);
    const times = lines.slice(1).map((line) => line.slice(0, line.indexOf(',')));
    expect(times).toEqual([...times].sort());
  }, 120_000);
});
