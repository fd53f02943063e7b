// POST /v3/signature-requests/{requestId}/withdraw: the sender withdraws an OPEN request (OPEN →
// WITHDRAWN) and the open signers are told; a draft cannot be withdrawn (409).
import { describe, expect, it } from 'vitest';
import { accountSigner, draft, expectContract, openRequest, url } from './support.ts';
import { anna, beat, ctx, post, useParties } from './world.ts';

useParties();

describe('decline and withdraw', () => {
  it('the sender withdraws: OPEN → WITHDRAWN, open signers are told; a draft cannot be withdrawn', async () => {
    const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    const withdrawn = await post(url(req.id, '/withdraw'), beat, {
      message: 'The figures need a correction.',
    });
    expectContract(withdrawn, 'post /v3/signature-requests/{requestId}/withdraw');
    expect(withdrawn.json().statusOverall).toBe('WITHDRAWN');
    expect(ctx.server.mailer.lastTo(anna.email)!.subject).toContain('was withdrawn');
    const again = await post(url(req.id, '/withdraw'), beat, { message: 'again' });
    expect(again.statusCode).toBe(409);
    const created = await draft(ctx, beat);
    const fromDraft = await post(url(created.id, '/withdraw'), beat, { message: 'x' });
    expect(fromDraft.statusCode).toBe(409);
    const declineDraft = await post(url(created.id, '/decline'), beat, { message: 'x' });
    expect(declineDraft.statusCode).toBe(403);
  });
});
