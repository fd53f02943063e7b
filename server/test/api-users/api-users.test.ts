// API users of a business (docs/product.md#entities-seals-api-users "API user: username, description"; docs/product.md#calls-api-users "GET and
// POST /v1/businesses/{id}/apis", "PUT (body description) and DELETE /apis/{username}", "PUT
// /apis/{username}/reset"): admins only, the secret answered once and stored only hashed, the
// token exchange, a reset or a deletion stopping the old secret and its tokens at once, and an
// API user creating a signature request for its business.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiUsernamesOf } from '../../src/areas/api-users/index.ts';
import { business, expectContract, start, user, type Ctx, type User } from '../business/support.ts';
import { makePdf } from '../documents/support.ts';

let ctx: Ctx;
let anna: User;
let beat: User;
let businessId: string;

const apis = (rest = '') => `/v1/businesses/${businessId}/apis${rest}`;

async function createApiUser(description = 'ERP integration') {
  const response = await ctx.inject({
    method: 'POST',
    url: apis(),
    headers: anna.auth,
    payload: { description },
  });
  expect(response.statusCode, response.body).toBe(201);
  expectContract(response, 'post /v1/businesses/{businessId}/apis');
  return response.json() as { username: string; password: string; description: string };
}

const exchange = (username: string, password: string) =>
  ctx.inject({
    method: 'POST',
    url: '/v1/api-users/token',
    payload: { username, password },
  });

beforeEach(async () => {
  ctx = await start();
  anna = await user(ctx, { firstName: 'Anna', lastName: 'Meier' });
  beat = await user(ctx, { firstName: 'Beat', lastName: 'Keller' });
  businessId = await business(ctx, anna);
  // Beat joins as a member (the members operations are another part of the issue).
  await ctx.server.testDb.db
    .insertInto('business_members')
    .values({
      business_id: businessId,
      user_id: beat.userId,
      role: 'member',
      joined_at: new Date().toISOString(),
    })
    .execute();
});
afterEach(async () => ctx.server.close());

describe('API users', () => {
  it('creates an API user with a generated name and a one-time secret stored only hashed', async () => {
    const created = await createApiUser();
    expect(created.username).toMatch(/^api-muster-treuhand-ag-[0-9a-f]{8}$/);
    expect(created.password.length).toBeGreaterThanOrEqual(32);
    expect(created.description).toBe('ERP integration');

    const row = await ctx.server.testDb.db
      .selectFrom('api_users')
      .selectAll()
      .where('username', '=', created.username)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toMatch(/^scrypt\$/);
    expect(row.secret_hash).not.toContain(created.password);

    const list = await ctx.inject({ method: 'GET', url: apis(), headers: anna.auth });
    expect(list.statusCode).toBe(200);
    expectContract(list, 'get /v1/businesses/{businessId}/apis');
    expect(list.json().items).toEqual([
      { username: created.username, description: 'ERP integration', createdAt: expect.any(String) },
    ]);
    expect(JSON.stringify(list.json())).not.toContain(created.password);
  });

  it('changes the description and refuses a blank one with a field pointer', async () => {
    const { username } = await createApiUser();
    const updated = await ctx.inject({
      method: 'PUT',
      url: apis(`/${username}`),
      headers: anna.auth,
      payload: { description: 'Archive export' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expectContract(updated, 'put /v1/businesses/{businessId}/apis/{username}');
    expect(updated.json().description).toBe('Archive export');

    const blank = await ctx.inject({
      method: 'PUT',
      url: apis(`/${username}`),
      headers: anna.auth,
      payload: { description: '' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].pointer).toBe('/body/description');
  });

  it('is for admins of the business only: 403 for a member, 404 for anyone else', async () => {
    const member = await ctx.inject({ method: 'GET', url: apis(), headers: beat.auth });
    expect(member.statusCode).toBe(403);
    const stranger = await user(ctx);
    const other = await ctx.inject({
      method: 'POST',
      url: apis(),
      headers: stranger.auth,
      payload: { description: 'x' },
    });
    expect(other.statusCode).toBe(404);
    const unknown = await ctx.inject({
      method: 'DELETE',
      url: apis('/api-nobody-00000000'),
      headers: anna.auth,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('exchanges the secret for a bearer token; a wrong secret or name is 401', async () => {
    const { username, password } = await createApiUser();
    const token = await exchange(username, password);
    expect(token.statusCode, token.body).toBe(200);
    expectContract(token, 'post /v1/api-users/token');
    const bearer = { authorization: `Bearer ${token.json().token.value}` };
    const me = await ctx.inject({ method: 'GET', url: '/v3/signature-requests', headers: bearer });
    expect(me.statusCode, me.body).toBe(200);

    expect((await exchange(username, `${password}x`)).statusCode).toBe(401);
    expect((await exchange('api-nobody-00000000', password)).statusCode).toBe(401);
    // The account row of the API user cannot log in with its secret by e-mail.
    const login = await ctx.inject({
      method: 'POST',
      url: '/v1/login',
      payload: { email: `${username}@api-users.invalid`, password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('reset: the old secret and its tokens stop at once, the new one works', async () => {
    const { username, password } = await createApiUser();
    const old = (await exchange(username, password)).json().token.value as string;
    const reset = await ctx.inject({
      method: 'PUT',
      url: apis(`/${username}/reset`),
      headers: anna.auth,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expectContract(reset, 'put /v1/businesses/{businessId}/apis/{username}/reset');
    const fresh = reset.json().password as string;
    expect(fresh).not.toBe(password);

    expect((await exchange(username, password)).statusCode).toBe(401);
    const stale = await ctx.inject({
      method: 'GET',
      url: '/v3/signature-requests',
      headers: { authorization: `Bearer ${old}` },
    });
    expect(stale.statusCode).toBe(401);
    expect((await exchange(username, fresh)).statusCode).toBe(200);
  });

  it('delete: gone from the list, its secret and tokens stop working', async () => {
    const { username, password } = await createApiUser();
    const token = (await exchange(username, password)).json().token.value as string;
    const deleted = await ctx.inject({
      method: 'DELETE',
      url: apis(`/${username}`),
      headers: anna.auth,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expectContract(deleted, 'delete /v1/businesses/{businessId}/apis/{username}');
    const list = await ctx.inject({ method: 'GET', url: apis(), headers: anna.auth });
    expect(list.json().items).toEqual([]);
    expect((await exchange(username, password)).statusCode).toBe(401);
    const stale = await ctx.inject({
      method: 'GET',
      url: '/v3/signature-requests',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stale.statusCode).toBe(401);
    const again = await ctx.inject({
      method: 'DELETE',
      url: apis(`/${username}`),
      headers: anna.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('acts for its business: a signature request it creates is one of the business', async () => {
    const { username, password } = await createApiUser();
    const bearer = {
      authorization: `Bearer ${(await exchange(username, password)).json().token.value}`,
    };
    const pdf = await makePdf(1);
    const uploaded = await ctx.inject({
      method: 'POST',
      url: '/v3/documents',
      headers: bearer,
      payload: { name: 'erp-order-4711.pdf', content: pdf.toString('base64') },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const created = await ctx.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      headers: bearer,
      payload: {
        title: 'ERP order 4711',
        documents: [uploaded.json().id],
        signatures: [
          {
            account_email: anna.email,
            quality: 'ses',
            document_signatures: [
              { document_id: uploaded.json().id, page: 1, x: 56, y: 520, width: 300, height: 140 },
            ],
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const request = await ctx.server.testDb.db
      .selectFrom('signature_requests')
      .select(['sender_id', 'title'])
      .where('id', '=', created.json().id)
      .executeTakeFirstOrThrow();
    expect(request.sender_id).toBe(username);
    // The senders of the business's requests include its API users (the activity's source).
    expect(await apiUsernamesOf(ctx.server.testDb.db, businessId)).toContain(username);

    // Sent and declined: the notice goes to the signer's world, never to the API user's
    // account address (a reserved .invalid domain without a mailbox).
    const initiated = await ctx.inject({
      method: 'POST',
      url: `/v3/signature-requests/${created.json().id}/initiate`,
      headers: bearer,
    });
    expect(initiated.statusCode, initiated.body).toBe(200);
    // The signer sees the business as sender: its name and its e-mail, not the API user's
    // internal address.
    const business = await ctx.server.testDb.db
      .selectFrom('businesses')
      .select(['name', 'email'])
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow();
    const seen = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${created.json().id}`,
      headers: anna.auth,
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().sender).toEqual({
      username,
      email: business.email,
      name: `${business.name} API`,
    });
    const declined = await ctx.inject({
      method: 'POST',
      url: `/v3/signature-requests/${created.json().id}/decline`,
      headers: anna.auth,
      payload: { message: 'Wrong order number.' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await ctx.server.mailer.settled();
    expect(ctx.server.mailer.sent.filter((m) => m.to.endsWith('@api-users.invalid'))).toEqual([]);
  });

  it("a request it sends and Anna signs appears in the business's signature activity", async () => {
    const { username, password } = await createApiUser();
    const bearer = {
      authorization: `Bearer ${(await exchange(username, password)).json().token.value}`,
    };
    await ctx.server.testDb.db
      .updateTable('users')
      .set({ qualities: JSON.stringify(['ses:any']) })
      .where('id', '=', anna.userId)
      .execute();
    const uploaded = await ctx.inject({
      method: 'POST',
      url: '/v3/documents',
      headers: bearer,
      payload: { name: 'erp-order-4712.pdf', content: (await makePdf(1)).toString('base64') },
    });
    const documentId = uploaded.json().id as string;
    const created = await ctx.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      headers: bearer,
      payload: {
        title: 'ERP order 4712',
        documents: [documentId],
        signatures: [
          {
            account_email: anna.email,
            quality: 'ses',
            document_signatures: [
              { document_id: documentId, page: 1, x: 56, y: 520, width: 300, height: 140 },
            ],
          },
        ],
      },
    });
    const requestId = created.json().id as string;
    await ctx.inject({
      method: 'POST',
      url: `/v3/signature-requests/${requestId}/initiate`,
      headers: bearer,
    });
    const signed = await ctx.inject({
      method: 'POST',
      url: '/v3/sign',
      headers: anna.auth,
      payload: { signatureRequests: [{ id: requestId }], language: 'en' },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().results[0].status).toBe('SIGNED');

    const activity = await ctx.inject({
      method: 'GET',
      url: `/v2/businesses/${businessId}/activities/signatures`,
      headers: anna.auth,
    });
    expect(activity.statusCode, activity.body).toBe(200);
    expectContract(activity, 'get /v2/businesses/{businessId}/activities/signatures');
    expect(JSON.stringify(activity.json().items)).toContain(requestId);
  });
});
