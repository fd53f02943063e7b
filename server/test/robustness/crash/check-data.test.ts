// check:data (server/src/check-data/, `npm run check:data [-- --repair]`) on a test deployment:
// clean after real signatures; then each kind of damage is found — an orphan file, a missing
// upload, a signature recorded but missing from the stored PDF (a lost update), a broken event
// chain, a stale reservation holding a free signature and a lock — the repairable ones are
// repaired by --repair (orphan deleted, free signature returned, lock released) and the others
// stay reported; the npm script prints the report and exits 1 on a problem, 0 when clean.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iso } from '../../../src/clock.ts';
import { markSigned } from '../../../src/areas/signature-requests/index.ts';
import { checkData, formatReport } from '../../../src/check-data/index.ts';
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

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');

let ctx: Ctx;
let sender: User;

beforeAll(async () => {
  ctx = await start();
  sender = await signerUser(ctx, ['ses:any']);
});
afterAll(() => ctx?.server.close());

const deps = () => ({
  db: ctx.server.testDb.db,
  storage: ctx.server.app.context.storage,
  filesDir: path.join(ctx.server.testDb.dataDir, 'files'),
  clock: ctx.server.app.context.clock,
  log: { info: () => {}, error: () => {} },
  database: ctx.server.testDb.kind,
});
const check = (repair = false) => checkData(deps(), { repair, graceSeconds: 0 });

/** The npm script on the test deployment: its exit code and output. */
async function cli(...args: string[]) {
  try {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'server/src/cli/check-data.ts', ...args],
      {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: ctx.server.testDb.dataDir,
          DATABASE_URL: ctx.server.testDb.databaseUrl ?? '',
        },
      },
    );
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout + failed.stderr };
  }
}

async function signedRequest(signers: User[]) {
  const documentId = await uploadPdf(ctx, sender, 1);
  const created = await openWith(
    ctx,
    sender,
    [documentId],
    signers.map((s, i) => accountSignerOf(s.email, [at(documentId, 1, 100 + i * 200)])),
  );
  return { requestId: created.id, documentId, signatures: created.signatures };
}

describe('check:data', () => {
  it('passes on a deployment with real signatures, and says so', async () => {
    const anna = await signerUser(ctx, ['ses:any', 'aes:any']);
    const beat = await signerUser(ctx, ['ses:any', 'aes:any']);
    const { requestId } = await signedRequest([anna, beat]);
    for (const who of [anna, beat]) {
      expect((await signAs(ctx, who.auth, [requestId])).json().results[0].status).toBe('SIGNED');
    }
    const report = await check();
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ ok: true, requests: 1, documents: 1 });
    expect(formatReport(report)).toContain('OK: the database and the storage agree.');
  });

  it('the npm script exits 0 on it', async () => {
    const { code, stdout } = await cli();
    expect(code, stdout).toBe(0);
    expect(stdout).toContain('OK: the database and the storage agree.');
  }, 60_000);

  it('finds each kind of damage, repairs the repairable, and the npm script exits 1', async () => {
    const db = ctx.server.testDb.db;
    const storage = ctx.server.app.context.storage;
    // An orphan: a signed version nobody refers to.
    const orphan = 'documents/00000000-dead/v2-signed-0123456789ab.pdf';
    await storage.put(orphan, Buffer.from('%PDF-1.7'));
    // A missing upload.
    const lostUpload = await uploadPdf(ctx, sender, 1);
    await storage.delete(`documents/${lostUpload}/v1.pdf`);
    // A lost update: Beat recorded as signed, his signature in no stored PDF.
    const anna = await signerUser(ctx, ['ses:any', 'aes:any']);
    const beat = await signerUser(ctx, ['ses:any', 'aes:any']);
    const lost = await signedRequest([anna, beat]);
    await signAs(ctx, anna.auth, [lost.requestId]);
    await markSigned(db, lost.requestId, lost.signatures[1].id);
    // A broken event chain: an event removed.
    const chain = await signedRequest([anna]);
    await db
      .deleteFrom('signature_request_events')
      .where('request_id', '=', chain.requestId)
      .where('seq', '=', 1)
      .execute();
    // A stale reservation: a dead signature holding Carl's free signature and the lock.
    const carl = await signerUser(ctx, ['ses:any', 'aes:any'], {
      attributes: { free_signatures_remaining: ['0'] },
    });
    const stale = await signedRequest([carl]);
    const past = iso(new Date(Date.now() - 60_000));
    await db
      .updateTable('signature_requests')
      .set({ locked_by: carl.email, locked_until: iso(new Date(Date.now() + 60_000)) })
      .where('id', '=', stale.requestId)
      .execute();
    await db
      .insertInto('signing_reservations')
      .values({
        id: 'stale-reservation',
        request_id: stale.requestId,
        signer_id: stale.signatures[0].id,
        user_id: carl.userId,
        free_signatures: 1,
        lock_token: 0,
        instance: 'elsewhere:1:00000000',
        state: 'signing',
        files: JSON.stringify([`documents/${stale.documentId}/v2-signed-aaaaaaaaaaaa.pdf`]),
        created_at: past,
        expires_at: past,
      })
      .execute();

    const report = await check();
    const found = (kind: string) => report.problems.filter((p) => p.kind === kind);
    expect(report.ok).toBe(false);
    expect(found('orphan_file').map((p) => p.subject)).toEqual([`file ${orphan}`]);
    expect(found('missing_file').map((p) => p.subject)).toEqual([`document ${lostUpload}`]);
    expect(found('signature_count').map((p) => p.subject)).toEqual([`document ${lost.documentId}`]);
    expect(found('event_chain').map((p) => p.subject)).toEqual([`request ${chain.requestId}`]);
    expect(found('stale_reservation').map((p) => p.subject)).toEqual([
      `request ${stale.requestId}`,
    ]);
    expect(formatReport(report)).toMatch(/FAILED: \d+ problems\./);

    const failed = await cli();
    expect(failed.code, failed.stdout).toBe(1);
    expect(failed.stdout).toContain('[signature_count]');

    const repaired = await check(true);
    expect(repaired.repaired.join('\n')).toContain(`orphan signed-version file ${orphan} deleted`);
    expect(repaired.repaired.join('\n')).toContain('1 stale signing reservation(s) given back');
    expect(await storage.exists(orphan)).toBe(false);
    const attributes = await db
      .selectFrom('users')
      .select('attributes')
      .where('id', '=', carl.userId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(attributes.attributes).free_signatures_remaining).toEqual(['1']);
    expect(repaired.problems.map((p) => p.kind).sort()).toEqual([
      'event_chain',
      'missing_file',
      'signature_count',
    ]);
    expect(repaired.problems.every((p) => !p.repairable)).toBe(true);
  }, 90_000);
});
