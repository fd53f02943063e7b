// The business's statistics count the seals its API users apply (docs/product.md#entities-seals-api-users: a seal is opened
// to members and API users of the business): an ERP on the seal seals a request through
// POST /v3/sign with sealAccountName, and GET /v2/businesses/{id}/statistics counts one seal
// signature — as it counts a member's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSignerOf, at, openWith, signAs, uploadPdf } from '../signing/support.ts';
import { createSeal, sealWorld, sealsUrl, type SealWorld } from './support.ts';

let world: SealWorld;
beforeAll(async () => {
  world = await sealWorld();
  await createSeal(world);
});
afterAll(() => world.ctx.server.close());

async function statistics() {
  const response = await world.ctx.inject({
    method: 'GET',
    url: `/v2/businesses/${world.businessId}/statistics`,
    headers: world.anna.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().signatures;
}

describe('seal statistics', () => {
  it("counts a seal applied by the business's API user", async () => {
    const made = await world.ctx.inject({
      method: 'POST',
      url: `/v1/businesses/${world.businessId}/apis`,
      headers: world.anna.auth,
      payload: { description: 'ERP integration' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { username, password } = made.json();
    const added = await world.ctx.inject({
      method: 'POST',
      url: sealsUrl(world.businessId, '/muster-treuhand-seal/members'),
      headers: world.anna.auth,
      payload: { members: [username] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const token = await world.ctx.inject({
      method: 'POST',
      url: '/v1/api-users/token',
      payload: { username, password },
    });
    expect(token.statusCode, token.body).toBe(200);
    const erp = { authorization: `Bearer ${token.json().token.value}` };
    const account = await world.ctx.server.testDb.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', username)
      .executeTakeFirstOrThrow();

    expect(await statistics()).toMatchObject({ total: 0, seal: 0 });
    const documentId = await uploadPdf(world.ctx, world.anna, 1);
    const request = await openWith(
      world.ctx,
      world.anna,
      [documentId],
      [accountSignerOf(account.email, [at(documentId, 1, 600)], 'seal', 'zertes')],
    );
    const sealed = await signAs(world.ctx, erp, [request.id], {
      sealAccountName: 'muster-treuhand-seal',
    });
    expect(sealed.statusCode, sealed.body).toBe(200);
    expect(sealed.json().results[0]).toMatchObject({ status: 'SIGNED' });

    expect(await statistics()).toMatchObject({ total: 1, seal: 1 });
  });
});
