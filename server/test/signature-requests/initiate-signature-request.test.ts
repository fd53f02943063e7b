// POST /v3/signature-requests/{requestId}/initiate: DRAFT → OPEN invites every signer in its
// language (direct link or view link) and counts them as the sender's contacts; 422 without
// documents or signers, 409 the second time.
import { describe, expect, it } from 'vitest';
import { accountSigner, directSigner, draft, expectContract, openRequest, url } from './support.ts';
import { anna, beat, ctx, post, useParties } from './world.ts';

useParties();

describe('drafts', () => {
  it('answers 422 when a draft without documents or signers is initiated', async () => {
    const empty = await draft(ctx, beat);
    const response = await post(url(empty.id, '/initiate'), beat);
    expect(response.statusCode).toBe(422);
    expectContract(response, 'post /v3/signature-requests/{requestId}/initiate');
    expect(response.json().code).toBe('request_incomplete');
  });
});

describe('initiate and the open request', () => {
  it('DRAFT → OPEN invites every signer in its language, with a direct link or a view link', async () => {
    const req = await openRequest(ctx, beat, (d) => [
      accountSigner(anna.email, d),
      directSigner('chiara.rossi@example.org', d, 'it'),
    ]);
    expect(req.statusOverall).toBe('OPEN');
    expect(req.initiatedAt).toEqual(expect.any(String));
    const toAnna = ctx.server.mailer.lastTo(anna.email)!;
    expect(toAnna.text).toContain(`${ctx.server.config.publicUrl}/view/${req.id}`);
    expect(toAnna.text).not.toContain('/direct-sign/');
    expect(toAnna.language).toBe('en');
    const toChiara = ctx.server.mailer.lastTo('chiara.rossi@example.org')!;
    expect(toChiara.language).toBe('it');
    expect(toChiara.subject).toContain('Beat Keller ti chiede di firmare');
    expect(toChiara.text).toMatch(new RegExp(`/direct-sign/${req.id}/[A-Za-z0-9_-]{32}`));
    expect(toChiara.text).toMatch(/\/sendto\/st-[A-Za-z0-9_-]+/);
    // Contacts for the e-mail autocomplete of the sender.
    const suggestions = await ctx.inject({
      method: 'GET',
      url: '/v1/email_input_autocomplete?input=chiara',
      headers: beat.auth,
    });
    expect(suggestions.json().items).toEqual([
      { email: 'chiara.rossi@example.org', name: 'Chiara Rossi' },
    ]);
    // Initiating twice is an illegal transition.
    const again = await post(url(req.id, '/initiate'), beat);
    expect(again.statusCode).toBe(409);
    expectContract(again, 'post /v3/signature-requests/{requestId}/initiate');
    expect(again.json().code).toBe('invalid_transition');
  });
});
