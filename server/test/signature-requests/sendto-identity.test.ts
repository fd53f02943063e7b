// The takeover of a /sendto/<id> link fails: holding another person's link and naming that
// person's address as signer identity e-mail is not enough. A signer identity e-mail counts once
// the link mailed to that address was opened (PUT /v1/user → mail → POST /v1/valid-confirmation);
// until then the attacker gets 404, and the owner who confirms the address claims.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tokenFromMail } from '../auth/helpers.ts';
import {
  directSigner,
  expectContract,
  openRequest,
  start,
  user,
  type Ctx,
  type User,
} from './support.ts';

const PRIVATE = 'chiara.rossi@private.example';

let ctx: Ctx;
let beat: User;
let chiara: User;
let mallory: User;
let requestId: string;
let sendtoId: string;

beforeAll(async () => {
  ctx = await start();
  beat = await user(ctx, { firstName: 'Beat', lastName: 'Keller' });
  // Chiara's account logs in with her work address; the request goes to her private one.
  chiara = await user(ctx, { firstName: 'Chiara', lastName: 'Rossi' });
  mallory = await user(ctx, { firstName: 'Mallory', lastName: 'Muster' });
  const request = await openRequest(ctx, beat, (d) => [directSigner(PRIVATE, d)]);
  requestId = request.id;
  sendtoId = /\/sendto\/(st-[A-Za-z0-9_-]+)/.exec(ctx.server.mailer.lastTo(PRIVATE)!.text)![1];
});
afterAll(() => ctx?.server.close());

const see = (who: { auth: Record<string, string> }) =>
  ctx.inject({ method: 'GET', url: `/v3/sendto/${sendtoId}/get-internal`, headers: who.auth });
const claim = (who: { auth: Record<string, string> }) =>
  ctx.inject({ method: 'POST', url: `/v3/sendto/${sendtoId}/claim`, headers: who.auth });
const setIdentity = (who: User, email: string) =>
  ctx.inject({
    method: 'PUT',
    url: '/v1/user',
    headers: who.auth,
    payload: { firstName: 'Any', lastName: 'Name', attributes: { signer_identity_email: [email] } },
  });
/** The token of the identity-e-mail link sent to `to` for the account `accountEmail`. */
const identityToken = (to: string, accountEmail: string) =>
  tokenFromMail(
    ctx.server.mailer.sent.filter((m) => m.to === to && m.text.includes(`(${accountEmail})`)).at(-1)
      ?.text,
  );

it('refuses a user who names the recipient’s address as signer identity without proving it (404)', async () => {
  const put = await setIdentity(mallory, PRIVATE);
  expectContract(put, 'put /v1/user');
  expect(put.statusCode).toBe(200);
  expect(put.json().attributes.signerIdentityEmail).toBeUndefined();
  for (const response of [await see(mallory), await claim(mallory)]) {
    expect(response.statusCode).toBe(404);
  }
  expectContract(await claim(mallory), 'post /v3/sendto/{sendtoId}/claim');
  // The link to prove it went to the recipient's mailbox, not to the attacker.
  expect(ctx.server.mailer.lastTo(PRIVATE)!.text).toContain(`(${mallory.email})`);
  expect(ctx.server.mailer.lastTo(mallory.email)).toBeUndefined();
});

it('ignores a signer identity e-mail stored before verification existed (404)', async () => {
  const legacy = await user(ctx, { attributes: { signer_identity_email: [PRIVATE] } });
  expect((await see(legacy)).statusCode).toBe(404);
  expect((await claim(legacy)).statusCode).toBe(404);
});

it('lets the owner claim once she confirmed the address from its mailbox', async () => {
  expect((await see(chiara)).statusCode).toBe(404);
  expect((await setIdentity(chiara, PRIVATE)).statusCode).toBe(200);
  expect((await claim(chiara)).statusCode).toBe(404);

  const confirmed = await ctx.inject({
    method: 'POST',
    url: '/v1/valid-confirmation',
    payload: { token: identityToken(PRIVATE, chiara.email) },
  });
  expectContract(confirmed, 'post /v1/valid-confirmation');
  expect(confirmed.json()).toEqual({ success: true, message: 'Signer e-mail confirmed.' });

  const seen = await see(chiara);
  expect(seen.statusCode).toBe(200);
  expect(seen.json()).toMatchObject({ signatureRequestId: requestId, claimed: false });
  const claimed = await claim(chiara);
  expectContract(claimed, 'post /v3/sendto/{sendtoId}/claim');
  expect(claimed.statusCode).toBe(200);
  expect(claimed.json().signatures[0]).toMatchObject({ accountEmail: chiara.email });
  expect((await claim(mallory)).statusCode).toBe(404);
});
