// The free-signature quota of signing (docs/product.md#screens-navigation "A free user (neither member nor admin) needs
// free_signatures_remaining above 0, except in direct signing"), held by the reservations of
// signing (areas/signing/reservations.ts over store/reservations.ts), on the test database: one
// transaction takes the requests' locks and one free signature per request, or nothing (422 when
// fewer are left, 409 when a request is locked); what did not commit is given back (also when
// signing throws); accounts without the attribute are left alone; concurrent calls cannot
// overdraw (compare-and-set on the attributes); a signature through the API spends exactly one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/context.ts';
import { DomainError } from '../../src/domain-errors.ts';
import { lockRequest } from '../../src/areas/signature-requests/index.ts';
import type { Party } from '../../src/areas/signing/party.ts';
import { withReservations } from '../../src/areas/signing/reservations.ts';
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

async function freeUser(left?: string): Promise<User> {
  const attributes: Record<string, string[]> =
    left === undefined ? {} : { free_signatures_remaining: [left] };
  return signerUser(ctx, ['ses:any', 'aes:any'], { attributes });
}

async function left(user: User): Promise<string[] | undefined> {
  const row = await ctx.server.testDb.db
    .selectFrom('users')
    .select('attributes')
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.attributes).free_signatures_remaining;
}

/** An OPEN request with `signer` as its only signer, as the party that signs it. */
async function partyFor(signer: User): Promise<Party> {
  const documentId = await uploadPdf(ctx, sender, 1);
  const created = await openWith(
    ctx,
    sender,
    [documentId],
    [accountSignerOf(signer.email, [at(documentId, 1, 100)])],
  );
  return {
    request: { id: created.id },
    signer: { id: created.signatures[0].id },
  } as unknown as Party;
}

const reservationsOf = (requestId: string) =>
  ctx.server.testDb.db
    .selectFrom('signing_reservations')
    .selectAll()
    .where('request_id', '=', requestId)
    .execute();

const lockOf = async (requestId: string) =>
  (
    await ctx.server.testDb.db
      .selectFrom('signature_requests')
      .select(['locked_by', 'locked_until'])
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow()
  ).locked_by;

describe('the free signatures of a reservation', () => {
  it('takes one per request with the locks, and gives them back when nothing commits', async () => {
    const anna = await freeUser('3');
    const parties = [await partyFor(anna), await partyFor(anna)];
    const ids = parties.map((p) => p.request!.id);
    await withReservations(
      app,
      { email: anna.email, userId: anna.userId },
      parties,
      async (held) => {
        expect(await left(anna)).toEqual(['1']);
        expect([...held.values()].map((h) => h.freeSignatures)).toEqual([1, 1]);
        for (const id of ids) {
          expect(await lockOf(id)).toBe(anna.email);
          expect(await reservationsOf(id)).toHaveLength(1);
        }
      },
    );
    expect(await left(anna)).toEqual(['3']);
    for (const id of ids) {
      expect(await lockOf(id)).toBeNull();
      expect(await reservationsOf(id)).toEqual([]);
    }
  });

  it('gives everything back when signing throws', async () => {
    const anna = await freeUser('3');
    const party = await partyFor(anna);
    await expect(
      withReservations(app, { email: anna.email, userId: anna.userId }, [party], async () => {
        throw new Error('the storage failed');
      }),
    ).rejects.toThrow('the storage failed');
    expect(await left(anna)).toEqual(['3']);
    expect(await lockOf(party.request!.id)).toBeNull();
  });

  it('refuses more than are left with 422 no_free_signatures, and takes no lock', async () => {
    const anna = await freeUser('1');
    const parties = [await partyFor(anna), await partyFor(anna)];
    let called = false;
    const refused = await withReservations(
      app,
      { email: anna.email, userId: anna.userId },
      parties,
      async () => {
        called = true;
      },
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ kind: 'rule_violated', code: 'no_free_signatures' });
    expect(called).toBe(false);
    expect(await left(anna)).toEqual(['1']);
    for (const party of parties) {
      expect(await lockOf(party.request!.id)).toBeNull();
      expect(await reservationsOf(party.request!.id)).toEqual([]);
    }
  });

  it('takes no free signature when a request is locked by another signer (409)', async () => {
    const anna = await freeUser('2');
    const party = await partyFor(anna);
    expect(await lockRequest(app.db, party.request!.id, 'beat@example.org', 60)).toBe(true);
    await expect(
      withReservations(app, { email: anna.email, userId: anna.userId }, [party], async () => {}),
    ).rejects.toMatchObject({ kind: 'conflict', code: 'request_locked' });
    expect(await left(anna)).toEqual(['2']);
  });

  it('leaves an account without free_signatures_remaining alone', async () => {
    const anna = await freeUser();
    const party = await partyFor(anna);
    await withReservations(
      app,
      { email: anna.email, userId: anna.userId },
      [party],
      async (held) => {
        expect(held.get(party.request!.id)!.freeSignatures).toBe(0);
      },
    );
    expect(await left(anna)).toBeUndefined();
  });

  it('concurrent calls cannot overdraw: with 2 left, 2 of 5 reserve and 3 get 422', async () => {
    const anna = await freeUser('2');
    // Set up one after another: a person has one PDF check running and two waiting, and a fourth
    // upload at once is refused 429 (fair PDF work); the concurrency under test is below.
    const parties = [];
    for (let i = 0; i < 5; i += 1) parties.push(await partyFor(anna));
    // Each holder keeps its reservation until every call has reserved or been refused.
    let settled = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const settle = () => {
      settled += 1;
      if (settled === parties.length) release();
    };
    const outcomes = await Promise.allSettled(
      parties.map((party) =>
        withReservations(app, { email: anna.email, userId: anna.userId }, [party], async () => {
          settle();
          await released;
        }).catch((error: unknown) => {
          settle();
          throw error;
        }),
      ),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    expect(refused).toHaveLength(3);
    for (const o of refused) {
      expect((o as PromiseRejectedResult).reason).toMatchObject({ code: 'no_free_signatures' });
    }
    // Nothing committed: everything was given back.
    expect(await left(anna)).toEqual(['2']);
  });

  it('a signature through the API spends exactly one, with nothing left reserved', async () => {
    const anna = await freeUser('2');
    const party = await partyFor(anna);
    const response = await signAs(ctx, anna.auth, [party.request!.id]);
    expect(response.json().results[0]).toMatchObject({ status: 'SIGNED' });
    expect(await left(anna)).toEqual(['1']);
    expect(await reservationsOf(party.request!.id)).toEqual([]);
    expect(await lockOf(party.request!.id)).toBeNull();
  });
});
