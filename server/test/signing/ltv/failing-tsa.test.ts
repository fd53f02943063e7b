// A time-stamping service that fails never costs a signature: with an external
// TSA_URL that answers HTTP 503 once the request is signed, the LTV pass fails for the document,
// the request stays SIGNED, the signed (B-T) PDF stays downloadable as it was, and the job is
// kept with its error and retried later (1 minute, then doubling); when the TSA answers again,
// the retry makes the document B-LTA with the external TSA's time-stamp. Two passes at once (two
// server processes) extend a document once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ltvRow } from '../../../src/areas/signing/ltv/store.ts';
import { startLocalTsa, temporaryFolder, titled, missingTools } from '../../infra/pades/support.ts';
import type { LocalTsa } from '../../infra/pades/support.ts';
import { createTestServer } from '../../support/test-server.ts';
import {
  completedRequest,
  downloadSigned,
  ltvPass,
  readDssOf,
  requestStatus,
  signatureValues,
  type Completed,
} from './support.ts';
import type { Ctx } from '../support.ts';

const MINUTE = 60 * 1000;

describe.skipIf(missingTools.length)(
  titled('long-term validation with a failing time-stamping service', missingTools),
  () => {
    let ctx: Ctx;
    let folder: ReturnType<typeof temporaryFolder>;
    let tsa: LocalTsa;
    let done: Completed;
    let signedBt: Buffer;

    beforeAll(async () => {
      folder = temporaryFolder('ltv-tsa-');
      tsa = await startLocalTsa(folder.dir);
      const server = await createTestServer({ config: { tsaUrl: tsa.url } });
      ctx = { server, inject: (options) => server.app.inject(options) };
      done = await completedRequest(ctx);
      signedBt = await downloadSigned(ctx, done);
    });
    afterAll(async () => {
      await ctx?.server.close();
      await tsa?.close();
      folder?.remove();
    });

    it('the TSA fails: the pass records the failure, the request stays SIGNED, the B-T PDF downloads', async () => {
      tsa.failWith = 503;
      const before = tsa.requests;
      expect(await ltvPass(ctx)).toEqual({ extended: [], failed: [done.documentId] });
      expect(tsa.requests).toBeGreaterThan(before);
      expect(await requestStatus(ctx, done)).toBe('SIGNED');
      expect((await downloadSigned(ctx, done)).equals(signedBt)).toBe(true);
      const row = await ltvRow(ctx.server.testDb.db, done.documentId);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, claimed_by: null });
      expect(row?.last_error).toMatch(/answered HTTP 503/);
      const wait = Date.parse(row!.next_attempt_at) - Date.now();
      expect(wait).toBeGreaterThan(0.9 * MINUTE);
      expect(wait).toBeLessThanOrEqual(MINUTE);
    });

    it('not retried before its time; a second failure waits twice as long', async () => {
      const before = tsa.requests;
      expect(await ltvPass(ctx)).toEqual({ extended: [], failed: [] });
      expect(tsa.requests).toBe(before);
      expect(await ltvPass(ctx, 2 * MINUTE)).toEqual({ extended: [], failed: [done.documentId] });
      const row = await ltvRow(ctx.server.testDb.db, done.documentId);
      expect(row?.attempts).toBe(2);
      const wait = Date.parse(row!.next_attempt_at) - (Date.now() + 2 * MINUTE);
      expect(wait).toBeGreaterThan(1.9 * MINUTE);
      expect(wait).toBeLessThanOrEqual(2 * MINUTE);
    });

    it('the TSA answers again: the retry (two passes at once) extends the document once', async () => {
      tsa.failWith = undefined;
      const passes = await Promise.all([ltvPass(ctx, 10 * MINUTE), ltvPass(ctx, 10 * MINUTE)]);
      expect(passes.flatMap((pass) => pass.extended)).toEqual([done.documentId]);
      expect(passes.flatMap((pass) => pass.failed)).toEqual([]);
      const lta = await downloadSigned(ctx, done);
      expect(lta.subarray(0, signedBt.length).equals(signedBt)).toBe(true);
      expect((await signatureValues(lta)).map((s) => s.type)).toEqual([
        'Sig',
        'Sig',
        'DocTimeStamp',
      ]);
      expect((await readDssOf(lta))?.ocspResponses.length).toBeGreaterThan(0);
      const row = await ltvRow(ctx.server.testDb.db, done.documentId);
      expect(row).toMatchObject({ status: 'archived', attempts: 0, last_error: null });
      expect(await requestStatus(ctx, done)).toBe('SIGNED');
    });
  },
);
