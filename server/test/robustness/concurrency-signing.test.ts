// Ten signers of one request sign at the same moment, through two server instances on one
// database and one storage (as two processes of a deployment would): one signature at a time gets
// the request's lock, the others are answered 409 request_locked and try again (as the app does),
// and no signature is ever lost or doubled — the final PDF carries each of the ten exactly once,
// pdfsig says "Signature is Valid." for all, the document is at version 11, the trail has one
// SIGNED event per signer and one COMPLETED, and check:data finds nothing wrong.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { verifyEventChain } from '../../src/areas/signature-requests/index.ts';
import { checkData } from '../../src/check-data/index.ts';
import { openDatabase, type Db } from '../../src/db/connect.ts';
import { openCertificateAuthority, pdfSignatureCount } from '../../src/pades/index.ts';
import { missingTools, nssDatabase, temporaryFolder, titled } from '../infra/pades/support.ts';
import { pdfsig } from '../kit/signed-pdf.ts';
import { CapturingMailer } from '../support/test-server.ts';
import {
  accountSignerOf,
  at,
  openWith,
  signerUser,
  start,
  uploadPdf,
  type Ctx,
  type User,
} from '../signing/support.ts';

const SIGNERS = 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(missingTools.length)(
  titled(`${SIGNERS} signers of one request sign at the same moment`, missingTools),
  () => {
    let ctx: Ctx;
    let secondDb: Db;
    let second: FastifyInstance;
    let folder: ReturnType<typeof temporaryFolder>;
    let sender: User;
    let signers: User[];
    let requestId: string;
    let documentId: string;
    const names = Array.from({ length: SIGNERS }, (_, i) => `Signer Number${i + 1}`);

    beforeAll(async () => {
      ctx = await start();
      folder = temporaryFolder('concurrent-signing-');
      // A second instance of the server on the same database and data folder.
      const { dataDir, databaseUrl } = ctx.server.testDb;
      secondDb = openDatabase({ dataDir, databaseUrl });
      second = await buildApp(ctx.server.config, { db: secondDb, mailer: new CapturingMailer() });
      await second.ready();
      sender = await signerUser(ctx, ['ses:any'], { firstName: 'Sandra', lastName: 'Sender' });
      signers = [];
      for (const name of names) {
        const [firstName, lastName] = name.split(' ');
        signers.push(await signerUser(ctx, ['ses:any', 'aes:any'], { firstName, lastName }));
      }
      documentId = await uploadPdf(ctx, sender, 3);
      const created = await openWith(
        ctx,
        sender,
        [documentId],
        signers.map((s, i) =>
          accountSignerOf(s.email, [at(documentId, 1 + (i % 3), 80 + Math.floor(i / 3) * 150)]),
        ),
      );
      requestId = created.id;
      // The CA exists before two instances race to open it.
      await openCertificateAuthority({ dataDir });
    });

    afterAll(async () => {
      await second?.close();
      await secondDb?.destroy();
      await ctx?.server.close();
      folder?.remove();
    });

    it('every signer is answered SIGNED exactly once; the others wait their turn (409 request_locked)', async () => {
      const instances = [ctx.server.app, second];
      let locked = 0;
      const results = await Promise.all(
        signers.map(async (signer, index) => {
          const app = instances[index % 2];
          for (let attempt = 0; attempt < 400; attempt++) {
            const response = await app.inject({
              method: 'POST',
              url: '/v3/sign',
              headers: signer.auth,
              payload: { signatureRequests: [{ id: requestId }], language: 'en' },
            });
            if (response.statusCode === 409 && response.json().code === 'request_locked') {
              locked += 1;
              await sleep(20 + Math.random() * 60);
              continue;
            }
            return response;
          }
          throw new Error(`signer ${index} never got the lock`);
        }),
      );
      for (const response of results) {
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().results[0].status).toBe('SIGNED');
      }
      expect(results.filter((r) => r.json().results[0].statusOverall === 'SIGNED')).toHaveLength(1);
      expect(locked).toBeGreaterThan(0);
    }, 120_000);

    it('the final PDF carries every signature once, each "Signature is Valid."', async () => {
      const download = await ctx.inject({
        method: 'GET',
        url: `/v3/documents/${documentId}/download?signed=true`,
        headers: sender.auth,
      });
      expect(download.statusCode).toBe(200);
      expect(await pdfSignatureCount(download.rawPayload)).toBe(SIGNERS);
      const file = path.join(folder.dir, 'signed.pdf');
      writeFileSync(file, download.rawPayload);
      const ca = await openCertificateAuthority({ dataDir: ctx.server.config.dataDir });
      const checked = await pdfsig(await nssDatabase(folder.dir, ca.rootCertificatePem), file);
      expect(checked.map((c) => c.signatureValidation)).toEqual(
        Array(SIGNERS).fill('Signature is Valid.'),
      );
      expect([...checked.map((c) => c.commonName)].sort()).toEqual([...names].sort());
      const document = await ctx.server.testDb.db
        .selectFrom('documents')
        .select('version')
        .where('id', '=', documentId)
        .executeTakeFirstOrThrow();
      expect(Number(document.version)).toBe(SIGNERS + 1);
    }, 60_000);

    it('the request is SIGNED once: one SIGNED event per signer, one COMPLETED, an intact chain', async () => {
      const events = (
        await ctx.inject({
          method: 'GET',
          url: `/v3/signature-requests/${requestId}/events`,
          headers: sender.auth,
        })
      ).json().events as { type: string; actor: { email: string } }[];
      const signed = events.filter((e) => e.type === 'SIGNED').map((e) => e.actor.email);
      expect(signed).toHaveLength(SIGNERS);
      expect(new Set(signed)).toEqual(new Set(signers.map((s) => s.email)));
      expect(events.filter((e) => e.type === 'COMPLETED')).toHaveLength(1);
      expect((await verifyEventChain(ctx.server.testDb.db, requestId)).valid).toBe(true);
      const report = await checkData(
        {
          db: ctx.server.testDb.db,
          storage: ctx.server.app.context.storage,
          filesDir: path.join(ctx.server.testDb.dataDir, 'files'),
          clock: ctx.server.app.context.clock,
          log: { info: () => {}, error: () => {} },
          database: ctx.server.testDb.kind,
        },
        { graceSeconds: 0 },
      );
      expect(report.problems).toEqual([]);
      expect(report.signingNow).toBe(0);
    });
  },
);
