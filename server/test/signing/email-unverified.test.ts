// e-mail confirmation matters. docs/product.md#states-quality: "Highest signature quality of a
// user: none when the e-mail is unverified". An account made through POST /v1/register logs in
// and prepares requests before it confirms its e-mail, but POST /v3/sign and the qualified
// proceed answer 422 email_unverified until then; GET /v3/user/signature-qualities-detail says
// so. The terms accepted with the sign-up (`gtc: true`) are stored, so the accept-terms dialog
// does not come at the first login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirm, login, register, type Account } from '../auth/helpers.ts';
import {
  accountSignerOf,
  at,
  expectContract,
  expectProblem,
  openWith,
  signAs,
  signerUser,
  start,
  uploadPdf,
  type Ctx,
  type User,
} from './support.ts';

let ctx: Ctx;
let sender: User;

beforeAll(async () => {
  ctx = await start();
  sender = await signerUser(ctx, ['ses:any'], { firstName: 'Beat', lastName: 'Keller' });
});
afterAll(() => ctx?.server.close());

async function loggedIn(account: Account): Promise<Record<string, string>> {
  const response = await login(ctx.server, account.email, account.password);
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Bearer ${response.json().token.value}` };
}

describe('an account whose e-mail is not confirmed yet', () => {
  let account: Account;
  let auth: Record<string, string>;
  let requestId: string;

  beforeAll(async () => {
    account = await register(ctx.server, { firstName: 'Anna', lastName: 'Meier', gtc: true });
    auth = await loggedIn(account);
    const documentId = await uploadPdf(ctx, sender, 1);
    const opened = await openWith(
      ctx,
      sender,
      [documentId],
      [accountSignerOf(account.email, [at(documentId, 1, 500)], 'ses', undefined)],
    );
    requestId = opened.id;
  });

  it('has the terms accepted at sign-up (no accept-terms dialog at the first login)', async () => {
    const user = await ctx.inject({ method: 'GET', url: '/v1/user', headers: auth });
    expect(user.statusCode).toBe(200);
    expect(user.json().emailVerified).toBe(false);
    expect(user.json().attributes.acceptedGtc).toEqual(['true']);
  });

  it('has the highest quality none, every quality marked email_not_verified', async () => {
    const detail = await ctx.inject({
      method: 'GET',
      url: '/v3/user/signature-qualities-detail',
      headers: auth,
    });
    expectContract(detail, 'get /v3/user/signature-qualities-detail');
    expect(detail.json().highestQuality).toBe('none');
    for (const quality of detail.json().qualities) {
      expect(quality).toMatchObject({ available: false, reason: 'email_not_verified' });
    }
  });

  it('prepares a request of its own (upload, draft)', async () => {
    const documentId = await uploadPdf(ctx, { ...sender, auth } as User, 1);
    const created = await ctx.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      headers: auth,
      payload: { title: 'Lease 2027', documents: [documentId] },
    });
    expect(created.statusCode, created.body).toBe(201);
  });

  it('is refused signing: 422 email_unverified, nothing signed', async () => {
    const response = await signAs(ctx, auth, [requestId]);
    expectProblem(response, 422, 'email_unverified');
    expectContract(response, 'post /v3/sign');
    const request = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${requestId}`,
      headers: auth,
    });
    expect(request.json().signatures[0].status).toBe('OPEN');
  });

  it('is refused the qualified proceed too: 422 email_unverified', async () => {
    const response = await ctx.inject({
      method: 'POST',
      url: `/v3/swisscom/proceed/${requestId}`,
      headers: auth,
      payload: { pwdotp: { password: account.password, otp: '123456' } },
    });
    expectProblem(response, 422, 'email_unverified');
    expectContract(response, 'post /v3/swisscom/proceed/{requestId}');
  });

  it('signs once the e-mail is confirmed', async () => {
    await confirm(ctx.server, account);
    const detail = await ctx.inject({
      method: 'GET',
      url: '/v3/user/signature-qualities-detail',
      headers: auth,
    });
    expect(detail.json().highestQuality).toBe('ses');
    const response = await signAs(ctx, auth, [requestId]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results[0]).toMatchObject({ id: requestId, status: 'SIGNED' });
  });
});

describe('the terms at sign-up', () => {
  it('are not accepted when the sign-up leaves gtc out', async () => {
    const account = await register(ctx.server, { firstName: 'Carla', lastName: 'Rossi' });
    const user = await ctx.inject({
      method: 'GET',
      url: '/v1/user',
      headers: await loggedIn(account),
    });
    expect(user.json().attributes.acceptedGtc).toBeUndefined();
  });
});
