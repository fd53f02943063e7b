// GET /v3/signature-requests/{requestId}/lock-status with the lock the signing code takes
// (lockRequest, one winner among concurrent attempts) and markSigned: SIGNED per signer, then the
// request SIGNED with a COMPLETED event; SIGNED is final.
import { describe, expect, it } from 'vitest';
import {
  listEvents,
  lockRequest,
  markSigned,
  unlockRequest,
} from '../../src/areas/signature-requests/index.ts';
import { accountSigner, directSigner, expectContract, openRequest, url } from './support.ts';
import { anna, beat, ctx, post, useParties } from './world.ts';

useParties();

describe('signing: markSigned, lock status, completion', () => {
  it('locks while a signature is applied and completes when every signer has signed', async () => {
    const req = await openRequest(ctx, beat, (d) => [
      accountSigner(anna.email, d),
      directSigner('chiara@example.org', d),
    ]);
    const db = ctx.server.testDb.db;
    const status = () =>
      ctx.inject({ method: 'GET', url: url(req.id, '/lock-status'), headers: beat.auth });
    expect((await status()).json()).toEqual({ locked: false, lockedBy: null, lockedUntil: null });
    expect(await lockRequest(db, req.id, anna.email, 60)).toBe(true);
    expect(await lockRequest(db, req.id, 'chiara@example.org', 60)).toBe(false);
    const locked = await status();
    expectContract(locked, 'get /v3/signature-requests/{requestId}/lock-status');
    expect(locked.json()).toMatchObject({ locked: true, lockedBy: anna.email });
    expect(await unlockRequest(db, req.id, 'chiara@example.org')).toBe(false);
    expect(await unlockRequest(db, req.id, anna.email)).toBe(true);
    expect((await status()).json().locked).toBe(false);

    const first = await markSigned(db, req.id, req.signatures[0].id, { address: '203.0.113.24' });
    expect(first.completed).toBe(false);
    await expect(markSigned(db, req.id, req.signatures[0].id)).rejects.toMatchObject({
      kind: 'conflict',
    });
    // A signer who signed stays: removing answers 409.
    const remove = await ctx.inject({
      method: 'DELETE',
      url: url(req.id, `/signatures/${req.signatures[0].id}`),
      headers: beat.auth,
    });
    expect(remove.statusCode).toBe(409);
    const second = await markSigned(db, req.id, req.signatures[1].id);
    expect(second.completed).toBe(true);
    const done = (await ctx.inject({ method: 'GET', url: url(req.id), headers: beat.auth })).json();
    expect(done).toMatchObject({ statusOverall: 'SIGNED', completedAt: expect.any(String) });
    expect(done.signatures.map((s: { status: string }) => s.status)).toEqual(['SIGNED', 'SIGNED']);
    const types = (await listEvents(db, req.id)).map((e) => e.type);
    expect(types.slice(-3)).toEqual(['SIGNED', 'SIGNED', 'COMPLETED']);
    const signed = (await listEvents(db, req.id)).find((e) => e.type === 'SIGNED')!;
    expect(signed).toMatchObject({
      actor_email: anna.email,
      address: '203.0.113.24',
      detail: 'aes (zertes)',
    });
    // SIGNED is final.
    await expect(markSigned(db, req.id, req.signatures[1].id)).rejects.toMatchObject({
      kind: 'conflict',
    });
    expect((await post(url(req.id, '/withdraw'), beat, { message: 'x' })).statusCode).toBe(409);
    expect((await post(url(req.id, '/decline'), anna, { message: 'x' })).statusCode).toBe(409);
  });

  it('lets one of two concurrent lock attempts win', async () => {
    const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    const db = ctx.server.testDb.db;
    const results = await Promise.all(
      ['a@example.org', 'b@example.org', 'c@example.org'].map((holder) =>
        lockRequest(db, req.id, holder, 30),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
