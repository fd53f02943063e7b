// Crash-safe signing (docs/architecture.md#decision-fenced-signing), on the real server: `node --import tsx server/src/main.ts`
// started as a child process on a test database (SQLite, or PostgreSQL with TEST_DATABASE_URL),
// killed with SIGKILL by its test hook CRASH_AT (areas/signing/crash-points.ts) at each point of a
// signature, then restarted on the same data:
//
//   quota-taken    inside the reservation's transaction, the free signature taken
//   reserved       lock, free signature and reservation committed, no PDF yet
//   pdf-stored     the first of two signed PDFs stored
//   before-commit  both signed PDFs stored, the signature's transaction not begun
//   committed      the signature's transaction committed, the answer not sent
//
// One request per point (signed first by Carl, then Anna's signature is the one the crash hits,
// Beat is the co-signer). Five servers crash at once, then one restarted server's start-up
// recovery must leave nothing lost: check:data passes (its --repair has nothing left to do), the
// request is not locked and Beat signs at his first attempt, Anna's free signature is back and
// she signs again — or, killed after the commit, her signature is there exactly once and signing
// again is 409 already_signed — and every stored PDF carries the three signatures once, each
// "Signature is Valid." for pdfsig, with one SIGNED event per signer.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyEventChain } from '../../../src/areas/signature-requests/index.ts';
import { CRASH_POINTS, type CrashPoint } from '../../../src/areas/signing/index.ts';
import { checkData } from '../../../src/check-data/index.ts';
import { openCertificateAuthority } from '../../../src/pades/index.ts';
import { missingTools, nssDatabase, temporaryFolder, titled } from '../../infra/pades/support.ts';
import { pdfsig } from '../../kit/signed-pdf.ts';
import {
  accountSignerOf,
  at,
  openWith,
  signAs,
  signerUser,
  start,
  uploadPdf,
  type Ctx,
  type User,
} from '../../signing/support.ts';
import { api, startServerProcess, type ServerProcess } from './support.ts';

interface Scenario {
  point: CrashPoint;
  requestId: string;
  documents: string[];
  carl: User;
  anna: User;
  beat: User;
  names: string[];
  crashed?: { code: number | null; signal: NodeJS.Signals | null; answered: boolean };
}

const committedAt = (point: CrashPoint) => point === 'committed';

describe.skipIf(missingTools.length)(
  titled(
    `signing survives SIGKILL at ${CRASH_POINTS.length} points (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`,
    missingTools,
  ),
  () => {
    let ctx: Ctx;
    let sender: User;
    let folder: ReturnType<typeof temporaryFolder>;
    let database: string;
    let restarted: ServerProcess | undefined;
    const crashing: ServerProcess[] = [];
    const scenarios: Scenario[] = [];

    const db = () => ctx.server.testDb.db;
    const target = () => ({
      dataDir: ctx.server.testDb.dataDir,
      databaseUrl: ctx.server.testDb.databaseUrl,
    });

    beforeAll(async () => {
      ctx = await start();
      folder = temporaryFolder('crash-signing-');
      sender = await signerUser(ctx, ['ses:any'], { firstName: 'Sandra', lastName: 'Sender' });
      for (const [index, point] of CRASH_POINTS.entries()) {
        const person = (first: string) =>
          signerUser(ctx, ['ses:any', 'aes:any'], {
            firstName: first,
            lastName: `Crash${index}`,
            ...(first === 'Anna' ? { attributes: { free_signatures_remaining: ['3'] } } : {}),
          });
        const [carl, anna, beat] = [
          await person('Carl'),
          await person('Anna'),
          await person('Beat'),
        ];
        const documents = [await uploadPdf(ctx, sender, 1), await uploadPdf(ctx, sender, 1)];
        const created = await openWith(ctx, sender, documents, [
          accountSignerOf(
            carl.email,
            documents.map((d) => at(d, 1, 100)),
          ),
          accountSignerOf(
            anna.email,
            documents.map((d) => at(d, 1, 300)),
          ),
          accountSignerOf(
            beat.email,
            documents.map((d) => at(d, 1, 500)),
          ),
        ]);
        // Carl signs before the crash: Anna's signature replaces a signed version.
        const carlSigns = await signAs(ctx, carl.auth, [created.id]);
        expect(carlSigns.json().results[0].status, carlSigns.body).toBe('SIGNED');
        scenarios.push({
          point,
          requestId: created.id,
          documents,
          carl,
          anna,
          beat,
          names: [`Carl Crash${index}`, `Anna Crash${index}`, `Beat Crash${index}`],
        });
      }
      const ca = await openCertificateAuthority({ dataDir: ctx.server.config.dataDir });
      database = await nssDatabase(folder.dir, ca.rootCertificatePem);
    });

    afterAll(async () => {
      for (const server of [...crashing, restarted]) await server?.stop();
      await ctx?.server.close();
      folder?.remove();
    });

    const freeLeft = async (user: User) =>
      JSON.parse(
        (
          await db()
            .selectFrom('users')
            .select('attributes')
            .where('id', '=', user.userId)
            .executeTakeFirstOrThrow()
        ).attributes,
      ).free_signatures_remaining;

    const annaStatus = async (s: Scenario) =>
      (
        await db()
          .selectFrom('signature_request_signers')
          .select('status')
          .where('request_id', '=', s.requestId)
          .where('account_email', '=', s.anna.email)
          .executeTakeFirstOrThrow()
      ).status;

    const signedEvents = async (s: Scenario) =>
      (
        await db()
          .selectFrom('signature_request_events')
          .select(['type', 'actor_email'])
          .where('request_id', '=', s.requestId)
          .orderBy('seq')
          .execute()
      ).filter((e) => e.type === 'SIGNED' || e.type === 'COMPLETED');

    const check = (repair: boolean) =>
      checkData(
        {
          db: db(),
          storage: ctx.server.app.context.storage,
          filesDir: path.join(ctx.server.testDb.dataDir, 'files'),
          clock: ctx.server.app.context.clock,
          log: { info: () => {}, error: () => {} },
          database: ctx.server.testDb.kind,
        },
        { repair, graceSeconds: 0 },
      );

    const sign = (server: ServerProcess, who: User, s: Scenario) =>
      api(server, 'POST', '/v3/sign', who.auth, {
        signatureRequests: [{ id: s.requestId }],
        language: 'en',
      });

    it('five servers are killed by SIGKILL, each at its point of a signature', async () => {
      crashing.push(
        ...(await Promise.all(
          scenarios.map((s) => startServerProcess({ ...target(), crashAt: s.point })),
        )),
      );
      await Promise.all(
        scenarios.map(async (s, index) => {
          const server = crashing[index];
          const answered = await sign(server, s.anna, s).then(
            () => true,
            () => false,
          );
          s.crashed = { ...(await server.exited), answered };
        }),
      );
      for (const s of scenarios) {
        expect(s.crashed, `${s.point}: ${crashing[scenarios.indexOf(s)].output()}`).toEqual({
          code: null,
          signal: 'SIGKILL',
          answered: false,
        });
      }
    }, 180_000);

    it('the restarted server recovers at start-up: check:data passes with nothing left to repair', async () => {
      restarted = await startServerProcess(target());
      const repaired = await check(true);
      expect(repaired.repaired).toEqual([]);
      const report = await check(false);
      expect(report.problems).toEqual([]);
      expect(report.ok).toBe(true);
      expect(await db().selectFrom('signing_reservations').selectAll().execute()).toEqual([]);
    }, 120_000);

    it.each(CRASH_POINTS.map((point) => [point]))(
      '%s: nothing lost — not locked, the free signature and the signature where they belong',
      async (point) => {
        const s = scenarios.find((x) => x.point === point)!;
        const server = restarted!;
        const lock = await api(
          server,
          'GET',
          `/v3/signature-requests/${s.requestId}/lock-status`,
          sender.auth,
        );
        expect(lock.json()).toMatchObject({ locked: false });
        const signedBefore = await signedEvents(s);
        if (committedAt(point)) {
          // Committed before the kill: there exactly once, its free signature spent once.
          expect(await annaStatus(s)).toBe('SIGNED');
          expect(await freeLeft(s.anna)).toEqual(['2']);
          expect(signedBefore.map((e) => e.actor_email)).toEqual([s.carl.email, s.anna.email]);
        } else {
          expect(await annaStatus(s)).toBe('OPEN');
          expect(await freeLeft(s.anna)).toEqual(['3']);
          expect(signedBefore.map((e) => e.actor_email)).toEqual([s.carl.email]);
        }

        if (committedAt(point)) {
          // Signing again is refused: the signature is there.
          const again = await sign(server, s.anna, s);
          expect(again.status).toBe(409);
          expect(again.json().code).toBe('already_signed');
        }
        // The co-signer is not kept waiting: his first attempt signs.
        const beat = await sign(server, s.beat, s);
        expect(beat.status, beat.body.toString()).toBe(200);
        expect(beat.json().results[0]).toMatchObject({ status: 'SIGNED' });
        if (!committedAt(point)) {
          // Anna signs again: her free signature was given back, and is spent once now.
          const again = await sign(server, s.anna, s);
          expect(again.status, again.body.toString()).toBe(200);
          expect(again.json().results[0]).toMatchObject({
            status: 'SIGNED',
            statusOverall: 'SIGNED',
          });
        }
        expect(await freeLeft(s.anna)).toEqual(['2']);

        const order = committedAt(point) ? [0, 1, 2] : [0, 2, 1];
        for (const [index, documentId] of s.documents.entries()) {
          const download = await api(
            server,
            'GET',
            `/v3/documents/${documentId}/download?signed=true`,
            sender.auth,
          );
          expect(download.status).toBe(200);
          const file = path.join(folder.dir, `${point}-${index}.pdf`);
          writeFileSync(file, download.body);
          const checked = await pdfsig(database, file);
          expect(checked.map((c) => c.signatureValidation)).toEqual(
            Array(3).fill('Signature is Valid.'),
          );
          expect(checked.map((c) => c.commonName)).toEqual(order.map((i) => s.names[i]));
        }
        const trail = await signedEvents(s);
        const signers = trail.filter((e) => e.type === 'SIGNED').map((e) => e.actor_email);
        expect(new Set(signers)).toEqual(new Set([s.carl.email, s.anna.email, s.beat.email]));
        expect(signers).toHaveLength(3);
        expect(trail.filter((e) => e.type === 'COMPLETED')).toHaveLength(1);
        expect((await verifyEventChain(db(), s.requestId)).valid).toBe(true);
      },
      60_000,
    );

    it('afterwards check:data still finds nothing wrong', async () => {
      const report = await check(false);
      expect(report.problems).toEqual([]);
      expect(report.signingNow).toBe(0);
    });
  },
);
