// What an API user's token opens, read from the contract: every Bearer operation that does not
// list the apiUserAuth scheme answers it 403 `api_user_not_allowed` (before the body is read, so
// no request needs to be valid), the direct-link operations refuse it as no Basic credentials
// (401), and the operations that list apiUserAuth let it through to their handler.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations, loadContract, type ContractOperation } from '../../src/contract.ts';
import { business, expectContract, start, user, type Ctx } from '../business/support.ts';

const operations = contractOperations(loadContract());
const closed = operations.filter(
  (op) => op.schemes.includes('bearerAuth') && !op.schemes.includes('apiUserAuth'),
);
const open = operations.filter((op) => op.schemes.includes('apiUserAuth'));
const direct = operations.filter((op) => op.schemes.includes('basicAuth'));

let ctx: Ctx;
let businessId: string;
let bearer: { authorization: string };

/** The operation's path with every parameter filled (security is checked before validation). */
const urlOf = (op: ContractOperation) =>
  op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    name === 'businessId' ? businessId : `0${name.length}`,
  );

const call = (op: ContractOperation) =>
  ctx.inject({ method: op.method.toUpperCase() as 'GET', url: urlOf(op), headers: bearer });

beforeAll(async () => {
  ctx = await start();
  const anna = await user(ctx, { firstName: 'Anna', lastName: 'Meier' });
  businessId = await business(ctx, anna);
  const made = await ctx.inject({
    method: 'POST',
    url: `/v1/businesses/${businessId}/apis`,
    headers: anna.auth,
    payload: { description: 'ERP integration' },
  });
  expect(made.statusCode, made.body).toBe(201);
  const token = await ctx.inject({
    method: 'POST',
    url: '/v1/api-users/token',
    payload: { username: made.json().username, password: made.json().password },
  });
  expect(token.statusCode, token.body).toBe(200);
  bearer = { authorization: `Bearer ${token.json().token.value}` };
});
afterAll(async () => ctx.server.close());

describe('an API user', () => {
  it('finds most operations closed and a few open in the contract', () => {
    expect(closed.length).toBeGreaterThan(100);
    expect(open.length).toBeGreaterThan(20);
    expect(direct.length).toBeGreaterThan(20);
  });

  it.each(closed.map((op) => [op.operationId, op] as const))(
    'gets 403 api_user_not_allowed from %s',
    async (_id, op) => {
      const response = await call(op);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, code: 'api_user_not_allowed' });
    },
  );

  it('cannot create a business of its own', async () => {
    const response = await ctx.inject({
      method: 'POST',
      url: '/v2/businesses',
      headers: bearer,
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(403);
    expectContract(response, 'post /v2/businesses');
  });

  it.each(direct.map((op) => [op.operationId, op] as const))(
    'is no direct-link signer for %s (401)',
    async (_id, op) => {
      expect((await call(op)).statusCode).toBe(401);
    },
  );

  it.each([
    ['getUser', 'get /v1/user'],
    ['listSignatureRequests', 'get /v3/signature-requests'],
    ['listUserSeals', 'get /v3/user/seals'],
    ['listWebhooks', 'get /v1/webhooks'],
  ])('is let through %s', async (operationId, where) => {
    const op = open.find((o) => o.operationId === operationId);
    expect(op, operationId).toBeDefined();
    const response = await call(op!);
    expect(response.statusCode, response.body).toBe(200);
    expectContract(response, where);
  });

  it('is let through to the handler of every open operation (never 401 or 403 of its token)', async () => {
    // Logout would end the token the other calls use: it comes last, below.
    for (const op of open.filter((o) => o.operationId !== 'logout')) {
      const response = await call(op);
      expect(
        [401, 403].includes(response.statusCode) &&
          ['unauthorized', 'api_user_not_allowed'].includes(response.json().code),
        `${op.operationId}: ${response.statusCode} ${response.body}`,
      ).toBe(false);
    }
  });

  it('ends its own token with logout', async () => {
    const out = await ctx.inject({ method: 'POST', url: '/v1/logout', headers: bearer });
    expect(out.statusCode, out.body).toBe(200);
    const after = await ctx.inject({ method: 'GET', url: '/v1/user', headers: bearer });
    expect(after.statusCode).toBe(401);
  });
});
