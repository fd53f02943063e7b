// The free-signature quota of signing (areas/signing/quota.ts over store.ts; seed 000 §2 "A free
// user (neither member nor admin) needs free_signatures_remaining above 0, except in direct
// signing"), on the test database: the one take/give-back used by POST /v3/sign and
// POST /v3/swisscom/proceed takes what is signed now, gives back what did not end SIGNED (also
// when signing throws), refuses more than are left, leaves accounts without the attribute alone,
// and cannot be overdrawn by concurrent calls (compare-and-set on the attributes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/context.ts';
import { DomainError } from '../../src/domain-errors.ts';
import { withFreeSignatures } from '../../src/areas/signing/quota.ts';
import type { SignResultEntry } from '../../src/areas/signing/rules.ts';
import { signerUser, start, type Ctx } from './support.ts';

let ctx: Ctx;
let app: AppContext;

beforeAll(async () => {
  ctx = await start();
  const log = { error: () => {}, warn: () => {}, info: () => {} };
  app = { db: ctx.server.testDb.db, log } as unknown as AppContext;
});
afterAll(() => ctx?.server.close());

const entry = (status: SignResultEntry['status']) => ({ status }) as SignResultEntry;

async function freeUser(left?: string): Promise<string> {
  const attributes: Record<string, string[]> =
    left === undefined ? {} : { free_signatures_remaining: [left] };
  return (await signerUser(ctx, ['ses:any', 'aes:any'], { attributes })).userId;
}

async function left(userId: string): Promise<string[] | undefined> {
  const row = await ctx.server.testDb.db
    .selectFrom('users')
    .select('attributes')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.attributes).free_signatures_remaining;
}

describe('withFreeSignatures', () => {
  it('takes the count and gives back the signatures that did not end SIGNED', async () => {
    const userId = await freeUser('3');
    const results = await withFreeSignatures(app, userId, 2, async (done) => {
      expect(await left(userId)).toEqual(['1']);
      return [done(entry('SIGNED')), done(entry('FAILED'))];
    });
    expect(results.map((r) => r.status)).toEqual(['SIGNED', 'FAILED']);
    expect(await left(userId)).toEqual(['2']);
  });

  it('gives everything back when signing throws', async () => {
    const userId = await freeUser('3');
    await expect(
      withFreeSignatures(app, userId, 2, async (done) => {
        done(entry('STEP_UP_REQUIRED'));
        throw new Error('the storage failed');
      }),
    ).rejects.toThrow('the storage failed');
    expect(await left(userId)).toEqual(['3']);
  });

  it('refuses more than are left with 422 no_free_signatures, and takes nothing', async () => {
    const userId = await freeUser('1');
    let called = false;
    const refused = await withFreeSignatures(app, userId, 2, async () => {
      called = true;
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ kind: 'rule_violated', code: 'no_free_signatures' });
    expect(called).toBe(false);
    expect(await left(userId)).toEqual(['1']);
  });

  it('leaves an account without free_signatures_remaining alone, and a count of 0 too', async () => {
    const userId = await freeUser();
    await withFreeSignatures(app, userId, 3, async (done) => done(entry('FAILED')));
    expect(await left(userId)).toBeUndefined();
    const none = await freeUser('0');
    await withFreeSignatures(app, none, 0, async () => {});
    expect(await left(none)).toEqual(['0']);
  });

  it('concurrent calls cannot overdraw: with 2 left, 2 of 5 sign and 3 get 422', async () => {
    const userId = await freeUser('2');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        withFreeSignatures(app, userId, 1, async (done) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          return done(entry('SIGNED'));
        }),
      ),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    expect(refused).toHaveLength(3);
    for (const o of refused) {
      expect((o as PromiseRejectedResult).reason).toMatchObject({ code: 'no_free_signatures' });
    }
    expect(await left(userId)).toEqual(['0']);
  });
});
