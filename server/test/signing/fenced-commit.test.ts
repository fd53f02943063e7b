// The fenced commit of a signature and the recovery of signing, on the test database (SQLite, or
// PostgreSQL with TEST_DATABASE_URL), below the API: markSigned with the lock's token writes the
// signed version only if the lock is still that take (409 lock_lost) and the document still the
// version signed (409 document_changed), and then nothing of the signature is stored; a holder
// whose lock was taken again can neither renew, release nor commit; the recovery gives back a
// reservation nobody renews (free signature, lock, files) and then its late commit is refused; a
// lock of a dead process is released at once.
import { spawn } from 'node:child_process';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iso } from '../../src/clock.ts';
import type { AppContext } from '../../src/context.ts';
import {
  markSigned,
  requestDocuments,
  signingLocks,
} from '../../src/areas/signature-requests/index.ts';
import { SERVER_INSTANCE } from '../../src/areas/signing/instance.ts';
import { findAbandoned, recoverSigning } from '../../src/areas/signing/recovery.ts';
import {
  commitReservation,
  renewReservation,
  reserveSigning,
  type Reservation,
} from '../../src/areas/signing/store/reservations.ts';
import {
  accountSignerOf,
  at,
  openWith,
  signerUser,
  start,
  uploadPdf,
  type Ctx,
  type User,
} from './support.ts';

let ctx: Ctx;
let app: AppContext;
let sender: User;

beforeAll(async () => {
  ctx = await start();
  app = ctx.server.app.context;
  sender = await signerUser(ctx, ['ses:any']);
});
afterAll(() => ctx?.server.close());

interface Setup {
  requestId: string;
  documentId: string;
  anna: User;
  beat: User;
  annaSigner: string;
  beatSigner: string;
}

async function twoSigners(): Promise<Setup> {
  const anna = await signerUser(ctx, ['ses:any', 'aes:any'], {
    attributes: { free_signatures_remaining: ['2'] },
  });
  const beat = await signerUser(ctx, ['ses:any', 'aes:any']);
  const documentId = await uploadPdf(ctx, sender, 1);
  const created = await openWith(
    ctx,
    sender,
    [documentId],
    [
      accountSignerOf(anna.email, [at(documentId, 1, 100)]),
      accountSignerOf(beat.email, [at(documentId, 1, 300)]),
    ],
  );
  return {
    requestId: created.id,
    documentId,
    anna,
    beat,
    annaSigner: created.signatures[0].id,
    beatSigner: created.signatures[1].id,
  };
}

const reserve = async (s: Setup, who: User, signerId: string, userId: string | null) =>
  (
    await reserveSigning(app.db, {
      holder: { email: who.email, instance: SERVER_INSTANCE },
      userId,
      targets: [{ requestId: s.requestId, signerId }],
      leaseSeconds: 30,
      clock: app.clock,
    })
  )[0];

/** The lock lapses (as when its holder outlasted it). */
const lapse = (requestId: string) =>
  app.db
    .updateTable('signature_requests')
    .set({ locked_until: iso(new Date(Date.now() - 1000)) })
    .where('id', '=', requestId)
    .execute();

/** markSigned as the signing code calls it for reservation `r` (a fake signed file). */
async function commit(s: Setup, r: Reservation, signerId: string) {
  const [document] = r.documents;
  await app.storage.put(document.target, Buffer.from('%PDF-1.7 signed'));
  return markSigned(app.db, s.requestId, signerId, {
    signedDocuments: [
      { documentId: document.id, storageKey: document.target, signedVersion: document.version },
    ],
    fence: r.token,
    within: (trx) => commitReservation(trx, r, []),
  });
}

const freeLeft = async (user: User) =>
  JSON.parse(
    (
      await app.db
        .selectFrom('users')
        .select('attributes')
        .where('id', '=', user.userId)
        .executeTakeFirstOrThrow()
    ).attributes,
  ).free_signatures_remaining;

const signerStatus = async (s: Setup, signerId: string) =>
  (
    await app.db
      .selectFrom('signature_request_signers')
      .select('status')
      .where('request_id', '=', s.requestId)
      .where('id', '=', signerId)
      .executeTakeFirstOrThrow()
  ).status;

describe('a fenced commit', () => {
  it('is refused (409 lock_lost) once the lock lapsed and was taken by another signer', async () => {
    const s = await twoSigners();
    const first = await reserve(s, s.anna, s.annaSigner, s.anna.userId);
    expect(await freeLeft(s.anna)).toEqual(['1']);
    await lapse(s.requestId);
    const second = await reserve(s, s.beat, s.beatSigner, null);
    expect(second.token).toBe(first.token + 1);
    // The first holder can no longer renew its lock…
    expect(await renewReservation(app.db, first, { lock: new Date(), lease: new Date() })).toBe(
      false,
    );
    // …nor commit: nothing of its signature is stored.
    await expect(commit(s, first, s.annaSigner)).rejects.toMatchObject({
      kind: 'conflict',
      code: 'lock_lost',
    });
    expect(await signerStatus(s, s.annaSigner)).toBe('OPEN');
    const [document] = await requestDocuments(app.db, s.requestId);
    expect(Number(document.version)).toBe(1);
    // The second commits on the version it signed.
    await commit(s, second, s.beatSigner);
    const [after] = await requestDocuments(app.db, s.requestId);
    expect(Number(after.version)).toBe(2);
    expect(after.signed_storage_key).toBe(second.documents[0].target);
    expect((await signingLocks(app.db)).find((l) => l.requestId === s.requestId)).toBeUndefined();
  });

  it('is refused (409 document_changed) when the document is no longer the version signed', async () => {
    const s = await twoSigners();
    const r = await reserve(s, s.anna, s.annaSigner, null);
    // A signature stored without the lock (as a fixture does) moves the document on.
    await app.storage.put(`documents/${s.documentId}/beat.pdf`, Buffer.from('%PDF-1.7'));
    await markSigned(app.db, s.requestId, s.beatSigner, {
      signedDocuments: [
        { documentId: s.documentId, storageKey: `documents/${s.documentId}/beat.pdf` },
      ],
    });
    await expect(commit(s, r, s.annaSigner)).rejects.toMatchObject({
      kind: 'conflict',
      code: 'document_changed',
    });
    expect(await signerStatus(s, s.annaSigner)).toBe('OPEN');
    const [document] = await requestDocuments(app.db, s.requestId);
    expect(Number(document.version)).toBe(2);
    expect(document.signed_storage_key).toBe(`documents/${s.documentId}/beat.pdf`);
  });
});

describe('the recovery of signing', () => {
  it('gives back a reservation nobody renews; its late commit is refused (409 lock_lost)', async () => {
    const s = await twoSigners();
    const r = await reserve(s, s.anna, s.annaSigner, s.anna.userId);
    await app.storage.put(r.documents[0].target, Buffer.from('%PDF-1.7 half'));
    expect(await freeLeft(s.anna)).toEqual(['1']);
    await app.db
      .updateTable('signing_reservations')
      .set({ expires_at: iso(new Date(Date.now() - 1000)) })
      .where('id', '=', r.id)
      .execute();
    expect((await findAbandoned(app.db, new Date())).reservations.map((x) => x.id)).toContain(r.id);
    const report = await recoverSigning(app);
    expect(report.givenBack).toBe(1);
    expect(await freeLeft(s.anna)).toEqual(['2']);
    expect(await app.storage.exists(r.documents[0].target)).toBe(false);
    expect((await signingLocks(app.db)).find((l) => l.requestId === s.requestId)).toBeUndefined();
    await expect(commit(s, r, s.annaSigner)).rejects.toMatchObject({ code: 'lock_lost' });
    expect(await signerStatus(s, s.annaSigner)).toBe('OPEN');
    expect(await freeLeft(s.anna)).toEqual(['2']);
  });

  it('releases at once the lock and reservation of a dead process of this host', async () => {
    const s = await twoSigners();
    const child = spawn(process.execPath, ['-e', '0']);
    const pid = child.pid!;
    await new Promise((resolve) => child.on('exit', resolve));
    const dead = `${hostname()}:${pid}:dead0001`;
    const [r] = await reserveSigning(app.db, {
      holder: { email: s.anna.email, instance: dead },
      userId: s.anna.userId,
      targets: [{ requestId: s.requestId, signerId: s.annaSigner }],
      leaseSeconds: 30,
      clock: app.clock,
    });
    expect(r.freeSignatures).toBe(1);
    const lock = (await signingLocks(app.db)).find((l) => l.requestId === s.requestId)!;
    expect(lock).toMatchObject({ instance: dead, token: r.token });
    expect(Date.parse(lock.lockedUntil!)).toBeGreaterThan(Date.now() + 20_000);
    await recoverSigning(app);
    expect(await freeLeft(s.anna)).toEqual(['2']);
    expect((await signingLocks(app.db)).find((l) => l.requestId === s.requestId)).toBeUndefined();
    // The co-signer is not kept waiting for the lease.
    const next = await reserve(s, s.beat, s.beatSigner, null);
    expect(next.token).toBe(r.token + 1);
  });

  it('leaves alone what a live holder of this process renews', async () => {
    const s = await twoSigners();
    const r = await reserve(s, s.anna, s.annaSigner, s.anna.userId);
    const report = await recoverSigning(app);
    expect(report.givenBack).toBe(0);
    const [row] = await app.db
      .selectFrom('signing_reservations')
      .selectAll()
      .where('id', '=', r.id)
      .execute();
    expect(row).toMatchObject({ state: 'signing', free_signatures: 1 });
    expect(await freeLeft(s.anna)).toEqual(['1']);
  });
});
