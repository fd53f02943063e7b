// The lost signature, reproduced and refused (docs/architecture.md#decision-fenced-signing: "a signed version is written only if
// the version it signed is still current (compare-and-set), with fenced locks"). Measured on the
// running server: a slow time-stamping service made one signature outlast the request's lock, a
// second signer signed meanwhile, both were answered SIGNED and the stored PDFs carried only one
// signature. Here the TSA (`openssl ts -reply` behind a proxy that delays its answers) takes 2 s
// per document of three, the longest hold of a lock is 3 s (lease 1 s, renewed): while the first
// signer holds the lock the second gets 409 request_locked (also past the first lease: the lease
// is renewed); once the hold is used up the second signs; the first is then refused with 409
// lock_lost and its free signature is given back. Afterwards every signature answered SIGNED is in
// every stored PDF exactly once, pdfsig says "Signature is Valid." for each, the trail has one
// SIGNED event per signer and check:data finds nothing wrong; the first signer signs again on the
// new version.
import type { LightMyRequestResponse } from 'fastify';
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkData } from '../../src/check-data/index.ts';
import { openCertificateAuthority, pdfSignatureCount } from '../../src/pades/index.ts';
import {
  missingTools,
  nssDatabase,
  startLocalTsa,
  temporaryFolder,
  titled,
  type LocalTsa,
} from '../infra/pades/support.ts';
import { pdfsig } from '../kit/signed-pdf.ts';
import { createTestServer } from '../support/test-server.ts';
import {
  accountSignerOf,
  at,
  expectProblem,
  openWith,
  signAs,
  signerUser,
  uploadPdf,
  type Ctx,
  type User,
} from './support.ts';

/** A proxy in front of the TSA that holds each answer `delayMs` (changed by the test). */
async function slowProxy(
  target: string,
): Promise<{ url: string; delayMs: number; close(): Promise<void> }> {
  const proxy = { url: '', delayMs: 0, close: async () => {} };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const delay = proxy.delayMs;
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      const answer = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': request.headers['content-type'] ?? 'application/timestamp-query',
        },
        body: Buffer.concat(chunks),
      });
      response
        .writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' })
        .end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no proxy address');
  proxy.url = `http://127.0.0.1:${address.port}/tsa`;
  proxy.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return proxy;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(missingTools.length)(
  titled('a signature that outlasts its lock is refused, not lost (slow TSA)', missingTools),
  () => {
    let folder: ReturnType<typeof temporaryFolder>;
    let tsa: LocalTsa;
    let proxy: Awaited<ReturnType<typeof slowProxy>>;
    let ctx: Ctx;
    let sender: User;
    let anna: User;
    let beat: User;
    let requestId: string;
    let documents: string[];
    let database: string;
    const answeredSigned: string[] = [];

    beforeAll(async () => {
      folder = temporaryFolder('slow-tsa-');
      tsa = await startLocalTsa(folder.dir);
      proxy = await slowProxy(tsa.url);
      const server = await createTestServer({
        config: { tsaUrl: proxy.url, signingLockSeconds: 3 },
      });
      ctx = { server, inject: (options) => server.app.inject(options) };
      sender = await signerUser(ctx, ['ses:any'], { firstName: 'Sandra', lastName: 'Sender' });
      anna = await signerUser(ctx, ['ses:any', 'aes:any'], {
        firstName: 'Anna',
        lastName: 'Meier',
        attributes: { free_signatures_remaining: ['2'] },
      });
      beat = await signerUser(ctx, ['ses:any', 'aes:any'], {
        firstName: 'Beat',
        lastName: 'Keller',
      });
      documents = [
        await uploadPdf(ctx, sender, 1),
        await uploadPdf(ctx, sender, 1),
        await uploadPdf(ctx, sender, 1),
      ];
      const created = await openWith(ctx, sender, documents, [
        accountSignerOf(
          anna.email,
          documents.map((d) => at(d, 1, 100)),
        ),
        accountSignerOf(
          beat.email,
          documents.map((d) => at(d, 1, 400)),
        ),
      ]);
      requestId = created.id;
      const ca = await openCertificateAuthority({ dataDir: server.config.dataDir });
      database = await nssDatabase(folder.dir, ca.rootCertificatePem);
    });

    afterAll(async () => {
      await ctx?.server.close();
      await proxy?.close();
      await tsa?.close();
      folder?.remove();
    });

    const lockStatus = async () =>
      (
        await ctx.inject({
          method: 'GET',
          url: `/v3/signature-requests/${requestId}/lock-status`,
          headers: sender.auth,
        })
      ).json() as { locked: boolean };

    const freeLeft = async () =>
      JSON.parse(
        (
          await ctx.server.testDb.db
            .selectFrom('users')
            .select('attributes')
            .where('id', '=', anna.userId)
            .executeTakeFirstOrThrow()
        ).attributes,
      ).free_signatures_remaining;

    const events = async () =>
      (
        await ctx.inject({
          method: 'GET',
          url: `/v3/signature-requests/${requestId}/events`,
          headers: sender.auth,
        })
      ).json().events as { type: string; actor: { email: string } }[];

    /** Every stored PDF: its signature count, and pdfsig's verdict and signer of each. */
    async function storedPdfs() {
      const result = [];
      for (const [index, documentId] of documents.entries()) {
        const response = await ctx.inject({
          method: 'GET',
          url: `/v3/documents/${documentId}/download?signed=true`,
          headers: sender.auth,
        });
        expect(response.statusCode).toBe(200);
        const file = path.join(folder.dir, `doc-${index}-${answeredSigned.length}.pdf`);
        writeFileSync(file, response.rawPayload);
        const checked = await pdfsig(database, file);
        result.push({
          count: await pdfSignatureCount(response.rawPayload),
          valid: checked.map((s) => s.signatureValidation),
          signers: checked.map((s) => s.commonName),
        });
      }
      return result;
    }

    const check = () =>
      checkData(
        {
          db: ctx.server.testDb.db,
          storage: ctx.server.app.context.storage,
          filesDir: path.join(ctx.server.config.dataDir, 'files'),
          clock: ctx.server.app.context.clock,
          log: { info: () => {}, error: () => {} },
          database: 'test',
        },
        { graceSeconds: 0 },
      );

    const record = (who: string, response: LightMyRequestResponse) => {
      if (response.statusCode === 200 && response.json().results[0].status === 'SIGNED') {
        answeredSigned.push(who);
      }
      return response;
    };

    it('the second signer waits while the first holds the lock, then signs; the first gets 409 lock_lost', async () => {
      proxy.delayMs = 2000;
      const first = signAs(ctx, anna.auth, [requestId]).then((r) => record('Anna Meier', r));
      // Past the first lease (1 s) the lock is still held: it is renewed while Anna signs.
      while (!(await lockStatus()).locked) await sleep(20);
      await sleep(1500);
      expectProblem(await signAs(ctx, beat.auth, [requestId]), 409, 'request_locked');
      // The longest hold (3 s) is used up: the lock lapses while Anna still waits for the TSA.
      while ((await lockStatus()).locked) await sleep(50);
      proxy.delayMs = 0;
      const second = record('Beat Keller', await signAs(ctx, beat.auth, [requestId]));
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().results[0]).toMatchObject({ status: 'SIGNED', statusOverall: 'OPEN' });
      const refused = await first;
      expectProblem(refused, 409, 'lock_lost');
      expect(await freeLeft()).toEqual(['2']);
    });

    it('every stored PDF carries exactly the signature answered SIGNED, valid', async () => {
      expect(answeredSigned).toEqual(['Beat Keller']);
      for (const pdf of await storedPdfs()) {
        expect(pdf).toEqual({
          count: 1,
          valid: ['Signature is Valid.'],
          signers: ['Beat Keller'],
        });
      }
      const signed = (await events()).filter((e) => e.type === 'SIGNED');
      expect(signed.map((e) => e.actor.email)).toEqual([beat.email]);
      const report = await check();
      expect(report.problems).toEqual([]);
    });

    it('the first signer signs again on the new version: both signatures in every PDF, once', async () => {
      const again = record('Anna Meier', await signAs(ctx, anna.auth, [requestId]));
      expect(again.json().results[0]).toMatchObject({ status: 'SIGNED', statusOverall: 'SIGNED' });
      expect(await freeLeft()).toEqual(['1']);
      expect(answeredSigned).toEqual(['Beat Keller', 'Anna Meier']);
      for (const pdf of await storedPdfs()) {
        expect(pdf).toEqual({
          count: 2,
          valid: ['Signature is Valid.', 'Signature is Valid.'],
          signers: answeredSigned,
        });
      }
      const trail = await events();
      const signed = trail.filter((e) => e.type === 'SIGNED').map((e) => e.actor.email);
      expect(signed).toEqual([beat.email, anna.email]);
      expect(new Set(signed).size).toBe(signed.length);
      expect(trail.filter((e) => e.type === 'COMPLETED')).toHaveLength(1);
      const report = await check();
      expect(report.problems).toEqual([]);
      expect(report.ok).toBe(true);
    });
  },
);
