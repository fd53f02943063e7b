// The identification export at volume: 100 000 identifications of a business's member, exported
// over HTTP as a CSV stream. Every row arrives exactly once (keyset-paged batches: no row lost or
// repeated between batches), the answer is streamed (chunked, no Content-Length), and the heap
// grows by a small, bounded amount while it runs: the rows are never all held in memory (they
// would take well over 100 MB as objects, the CSV alone about 13 MB as one string). The test's
// own set of the ids seen (to check each arrives once) counts against the budget too.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business, start, user, type Ctx, type User } from '../business/support.ts';
import { identifications } from './support.ts';

const ROWS = 100_000;
/** Peak heap growth allowed during the export. */
const HEAP_BUDGET_BYTES = 32 * 1024 * 1024;

// The heap is measured after a full collection, so what counts is what the export holds, not
// garbage the collector has not reached yet.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;
const retainedHeap = () => {
  collect();
  return process.memoryUsage().heapUsed;
};

let ctx: Ctx;
let admin: User;
let businessId: string;
let baseUrl: string;

beforeAll(async () => {
  ctx = await start();
  admin = await user(ctx);
  businessId = await business(ctx, admin);
  const base = Date.parse('2026-01-01T00:00:00.000Z');
  await identifications(
    ctx.server.testDb.db,
    Array.from({ length: ROWS }, (_, i) => ({
      userId: admin.userId,
      email: admin.email,
      // Times repeat in runs of four: the keyset's tie-break on id is exercised.
      createdAt: new Date(base + Math.floor(i / 4) * 60_000).toISOString(),
    })),
  );
  await ctx.server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.server.app.server.address() as AddressInfo).port}`;
}, 240_000);
afterAll(() => ctx.server.close());

describe('identification export at 100 000 rows', () => {
  it('streams every row once in bounded memory', async () => {
    const url = `${baseUrl}/v2/businesses/${businessId}/activities/identifications/export?start_date=2026-01-01&end_date=2026-12-31`;
    const baseline = retainedHeap();
    let chunks = 0;
    let peak = baseline;
    const result = await new Promise<{
      lines: number;
      headers: http.IncomingHttpHeaders;
      ids: Set<string>;
      first: string;
    }>((resolve, reject) => {
      http
        .get(url, { headers: admin.auth }, (response) => {
          let lines = 0;
          let rest = '';
          let first = '';
          const ids = new Set<string>();
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            // Every 8th chunk: a full collection costs a few milliseconds.
            if (++chunks % 8 === 0) peak = Math.max(peak, retainedHeap());
            const parts = (rest + chunk).split('\r\n');
            rest = parts.pop() ?? '';
            for (const line of parts) {
              if (!first) first = line;
              else ids.add(line.slice(line.lastIndexOf(',') + 1));
              lines += 1;
            }
          });
          response.on('end', () => resolve({ lines, headers: response.headers, ids, first }));
          response.on('error', reject);
        })
        .on('error', reject);
    });
    expect(result.headers['content-type']).toContain('text/csv');
    expect(result.headers['content-disposition']).toBe(
      'attachment; filename="identifications_2026-01-01_2026-12-31.csv"',
    );
    expect(result.headers['content-length']).toBeUndefined();
    expect(result.headers['transfer-encoding']).toBe('chunked');
    expect(result.first.startsWith('occurred_at,email')).toBe(true);
    expect(result.lines).toBe(ROWS + 1);
    // No row lost or repeated between the batches.
    expect(result.ids.size).toBe(ROWS);
    const growth = peak - baseline;
    expect(growth, `peak heap growth ${(growth / 1048576).toFixed(1)} MB`).toBeLessThan(
      HEAP_BUDGET_BYTES,
    );
    console.log(
      `identification export: ${result.lines - 1} rows, peak heap growth ${(growth / 1048576).toFixed(1)} MB`,
    );
  }, 240_000);

  it('pages the list of the same rows without reading them all', async () => {
    const page = await ctx.inject({
      method: 'GET',
      url: `/v2/businesses/${businessId}/activities/identifications?page=10&size=50`,
      headers: admin.auth,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().items).toHaveLength(50);
    expect(page.json().page.totalElements).toBe(ROWS);
  });
});
