// POST /v3/signature-requests/{id}/claim: a logged-in person opening the direct link mailed to
// their own address takes the signature into their account ("a logged-in person
// opening a mail link meant for their own account lands on /view/{id}"), so they sign in the app:
// the request is in their inbox, they may sign it with POST /v3/sign, the direct link stops
// working and a second claim is 409. Another account, a wrong key and a draft answer 404.
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

beforeAll(async () => {
  ctx = await start();
  beat = await user(ctx, { firstName: 'Beat', lastName: 'Keller' });
  chiara = await user(ctx, { firstName: 'Chiara', lastName: 'Rossi' });
  other = await user(ctx, { firstName: 'Other', lastName: 'Person' });
});
afterAll(() => ctx?.server.close());

const claim = (who: User, requestId: string, linkKey: string) =>
  ctx.inject({
    method: 'POST',
    url: `/v3/signature-requests/${requestId}/claim`,
    headers: who.auth,
    payload: { linkKey },
  });

it('takes the link into the account of its own address: inbox, POST /v3/sign, the link ends', async () => {
  // A simple signature, which every account holds: signing then needs nothing else.
  const request = await openRequest(ctx, beat, (d) => [
    { ...directSigner(chiara.email, d), quality: 'ses', legislation: undefined },
  ]);
  const link = directLinkFrom(ctx, chiara.email);
  expect(link.requestId).toBe(request.id);

  const claimed = await claim(chiara, request.id, link.key);
  expectContract(claimed, 'post /v3/signature-requests/{requestId}/claim');
  expect(claimed.statusCode).toBe(200);
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
  expect(inbox.json().items.map((i: { id: string }) => i.id)).toContain(request.id);
  const view = await ctx.inject({
    method: 'GET',
    url: `/v3/signature-requests/${request.id}`,
    headers: chiara.auth,
  });
  expect(view.statusCode).toBe(200);

  const direct = await ctx.inject({
    method: 'GET',
    url: '/v1/direct/user',
    headers: basic(link.requestId, link.key),
  });
  expect(direct.statusCode).toBe(401);

  const again = await claim(chiara, request.id, link.key);
  expect(again.statusCode).toBe(404); // the key no longer opens anything

  // The account signs with its own grants (a simple signature here), no longer the link's.
  await ctx.server.testDb.db
    .updateTable('users')
    .set({ qualities: '["ses:any"]' })
    .where('email', '=', chiara.email)
    .execute();
  const signed = await ctx.inject({
    method: 'POST',
    url: '/v3/sign',
    headers: chiara.auth,
    payload: { signatureRequests: [{ id: request.id }], language: 'en' },
  });
  expect(signed.statusCode, signed.body).toBe(200);
  expect(signed.json().results[0]).toMatchObject({ id: request.id, status: 'SIGNED' });
});

it('answers 404 to another account, for a wrong key and a key of another request', async () => {
  const request = await openRequest(ctx, beat, (d) => [directSigner(chiara.email, d)]);
  const link = directLinkFrom(ctx, chiara.email);
  const elsewhere = await openRequest(ctx, beat, (d) => [directSigner(other.email, d)]);
  for (const [who, id, key] of [
    [other, request.id, link.key],
    [beat, request.id, link.key],
    [chiara, request.id, 'not-the-key'],
    [chiara, elsewhere.id, link.key],
  ] as const) {
    const response = await claim(who, id, key);
    expect(response.statusCode).toBe(404);
    expectContract(response, 'post /v3/signature-requests/{requestId}/claim');
  }
  // Nothing was taken: the link still opens for its signer.
  const direct = await ctx.inject({
    method: 'GET',
    url: '/v1/direct/user',
    headers: basic(link.requestId, link.key),
  });
  expect(direct.statusCode).toBe(200);
});

it('answers 409 once the request is withdrawn, and 400 with a pointer for a malformed key', async () => {
  const request = await openRequest(ctx, beat, (d) => [directSigner(chiara.email, d)]);
  const link = directLinkFrom(ctx, chiara.email);
  await ctx.inject({
    method: 'POST',
    url: `/v3/signature-requests/${request.id}/withdraw`,
    headers: beat.auth,
    payload: { message: 'Replaced.' },
  });
  const closed = await claim(chiara, request.id, link.key);
  expect(closed.statusCode).toBe(409);
  expectContract(closed, 'post /v3/signature-requests/{requestId}/claim');

  const malformed = await claim(chiara, request.id, 'has spaces/and slashes');
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json().errors[0].pointer).toBe('/body/linkKey');
  const unauthenticated = await ctx.inject({
    method: 'POST',
    url: `/v3/signature-requests/${request.id}/claim`,
    payload: { linkKey: link.key },
  });
  expect(unauthenticated.statusCode).toBe(401);
});
