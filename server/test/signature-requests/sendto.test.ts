// The /sendto/<id> link of a request sent to an e-mail address: a logged-in user whose account
// has that address sees it and claims it (the request moves into its inbox, the direct link stops
// working); a second claim is 409; other users get 404.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  basic,
  directLinkFrom,
  directSigner,
  expectContract,
  openRequest,
  start,
  user,
  type Ctx,
  type User,
} from './support.ts';

let ctx: Ctx;
let beat: User;
let chiara: User;
let other: User;
let request: Awaited<ReturnType<typeof openRequest>>;
let sendtoId: string;

beforeAll(async () => {
  ctx = await start();
  beat = await user(ctx, { firstName: 'Beat', lastName: 'Keller' });
  chiara = await user(ctx, { firstName: 'Chiara', lastName: 'Rossi' });
  // A signer identity e-mail the account has confirmed (the link of PUT /v1/user was opened: the
  // flow itself is in sendto-identity.test.ts).
  other = await user(ctx, {
    attributes: {
      signer_identity_email: ['someone@example.org'],
      signer_identity_email_verified: ['someone@example.org'],
    },
  });
  request = await openRequest(ctx, beat, (d) => [directSigner(chiara.email, d)]);
  const match = /\/sendto\/(st-[A-Za-z0-9_-]+)/.exec(ctx.server.mailer.lastTo(chiara.email)!.text);
  sendtoId = match![1];
});
afterAll(() => ctx?.server.close());

it('shows what was sent to the caller’s address, before the claim', async () => {
  const response = await ctx.inject({
    method: 'GET',
    url: `/v3/sendto/${sendtoId}/get-internal`,
    headers: chiara.auth,
  });
  expectContract(response, 'get /v3/sendto/{sendtoId}/get-internal');
  expect(response.json()).toMatchObject({
    sendtoId,
    signatureRequestId: request.id,
    title: 'Mandate agreement 2026',
    statusOverall: 'OPEN',
    sender: { email: beat.email, name: 'Beat Keller' },
    recipientEmail: chiara.email,
    claimed: false,
    claimedBy: null,
  });
});

it('answers 404 to anyone else and for an unknown link', async () => {
  for (const [who, id] of [
    [other, sendtoId],
    [beat, sendtoId],
    [chiara, 'st-unknown'],
  ] as const) {
    const get = await ctx.inject({
      method: 'GET',
      url: `/v3/sendto/${id}/get-internal`,
      headers: who.auth,
    });
    expect(get.statusCode).toBe(404);
    const claim = await ctx.inject({
      method: 'POST',
      url: `/v3/sendto/${id}/claim`,
      headers: who.auth,
    });
    expect(claim.statusCode).toBe(404);
    expectContract(claim, 'post /v3/sendto/{sendtoId}/claim');
  }
});

it('claims: the request is the caller’s to sign, the direct link stops working, a second claim is 409', async () => {
  const link = directLinkFrom(ctx, chiara.email);
  expect(
    (
      await ctx.inject({
        method: 'GET',
        url: '/v1/direct/user',
        headers: basic(link.requestId, link.key),
      })
    ).statusCode,
  ).toBe(200);
  const claimed = await ctx.inject({
    method: 'POST',
    url: `/v3/sendto/${sendtoId}/claim`,
    headers: chiara.auth,
  });
  expectContract(claimed, 'post /v3/sendto/{sendtoId}/claim');
  expect(claimed.json().signatures[0]).toMatchObject({
    accountEmail: chiara.email,
    signerIdentityData: null,
    status: 'OPEN',
  });
  const inbox = await ctx.inject({
    method: 'GET',
    url: '/v3/signature-requests?filter=toSign',
    headers: chiara.auth,
  });
  expect(inbox.json().items.map((i: { id: string }) => i.id)).toEqual([request.id]);
  expect(
    (
      await ctx.inject({
        method: 'GET',
        url: '/v1/direct/user',
        headers: basic(link.requestId, link.key),
      })
    ).statusCode,
  ).toBe(401);
  const again = await ctx.inject({
    method: 'POST',
    url: `/v3/sendto/${sendtoId}/claim`,
    headers: chiara.auth,
  });
  expect(again.statusCode).toBe(409);
  expectContract(again, 'post /v3/sendto/{sendtoId}/claim');
  const seen = await ctx.inject({
    method: 'GET',
    url: `/v3/sendto/${sendtoId}/get-internal`,
    headers: chiara.auth,
  });
  expect(seen.json()).toMatchObject({
    claimed: true,
    claimedBy: chiara.email,
    recipientEmail: chiara.email,
  });
});

it('lets an account claim through its verified signer_identity_email; not once the request is closed', async () => {
  const sent = await openRequest(ctx, beat, (d) => [directSigner('someone@example.org', d)]);
  const id = /\/sendto\/(st-[A-Za-z0-9_-]+)/.exec(
    ctx.server.mailer.lastTo('someone@example.org')!.text,
  )![1];
  await ctx.inject({
    method: 'POST',
    url: `/v3/signature-requests/${sent.id}/withdraw`,
    headers: beat.auth,
    payload: { message: 'Replaced.' },
  });
  const response = await ctx.inject({
    method: 'POST',
    url: `/v3/sendto/${id}/claim`,
    headers: other.auth,
  });
  expect(response.statusCode).toBe(409);
  const visible = await ctx.inject({
    method: 'GET',
    url: `/v3/sendto/${id}/get-internal`,
    headers: other.auth,
  });
  expect(visible.json()).toMatchObject({ statusOverall: 'WITHDRAWN', claimed: false });
});
