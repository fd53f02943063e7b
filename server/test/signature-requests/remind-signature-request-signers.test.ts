// POST /v3/signature-requests/{requestId}/remind: every OPEN signer is mailed once an hour (429 with
// Retry-After before); when the mailer fails the answer is docs/product.md#errors's 'Failed to remind
// signers' and the hour is not used up.
import { describe, expect, it } from 'vitest';
import { accountSigner, directSigner, expectContract, openRequest, url } from './support.ts';
import { anna, beat, ctx, post, useParties } from './world.ts';

useParties();

describe('remind', () => {
  it('mails every OPEN signer, then answers 429 with Retry-After within the hour', async () => {
    const req = await openRequest(ctx, beat, (d) => [
      accountSigner(anna.email, d),
      directSigner('chiara@example.org', d),
    ]);
    const before = ctx.server.mailer.sent.length;
    const reminded = await post(url(req.id, '/remind'), beat);
    expectContract(reminded, 'post /v3/signature-requests/{requestId}/remind');
    expect(reminded.json().reminded.map((r: { email: string }) => r.email)).toEqual([
      anna.email,
      'chiara@example.org',
    ]);
    expect(ctx.server.mailer.sent.length - before).toBe(2);
    expect(ctx.server.mailer.lastTo('chiara@example.org')!.subject).toMatch(/^Promemoria/);
    const limited = await post(url(req.id, '/remind'), beat);
    expect(limited.statusCode).toBe(429);
    expectContract(limited, 'post /v3/signature-requests/{requestId}/remind');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it("answers 'Failed to remind signers' when the mailer fails, and the limit is not used up", async () => {
    const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
    const mailer = ctx.server.mailer;
    const send = mailer.send.bind(mailer);
    mailer.send = async () => {
      throw new Error('SMTP 421 service not available');
    };
    let response;
    try {
      response = await post(url(req.id, '/remind'), beat);
    } finally {
      mailer.send = send;
    }
    expect(response.statusCode).toBe(503);
    expectContract(response, 'post /v3/signature-requests/{requestId}/remind');
    expect(response.json().detail).toBe('Failed to remind signers');
    const retry = await post(url(req.id, '/remind'), beat);
    expect(retry.statusCode).toBe(200);
  });
});
