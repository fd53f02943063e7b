// GET /v3/user/seals: the seals the caller may apply on POST /v3/sign (the signing step offers
// them for a request asking the caller for a seal): the seals the caller is a member of, of the
// business the caller still belongs to; no admin role needed, nothing for anyone else.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectContract, user } from '../business/support.ts';
import { createSeal, sealWorld, sealsUrl, type SealWorld } from './support.ts';

let world: SealWorld;

beforeEach(async () => {
  world = await sealWorld();
});
afterEach(async () => world.ctx.server.close());

const userSeals = async (auth: Record<string, string>) => {
  const response = await world.ctx.inject({ method: 'GET', url: '/v3/user/seals', headers: auth });
  expectContract(response, 'get /v3/user/seals');
  return response.json().items as { accountName: string }[];
};

describe('the seals a user may apply', () => {
  it('lists the seals the caller is a member of, for members and admins alike', async () => {
    await createSeal(world, 'muster-treuhand-seal');
    await createSeal(world, 'muster-hr-seal');
    // Anna created both: a member of each.
    expect((await userSeals(world.anna.auth)).map((s) => s.accountName).sort()).toEqual([
      'muster-hr-seal',
      'muster-treuhand-seal',
    ]);
    // Beat (a member of the business, not an admin) is on no seal yet.
    expect(await userSeals(world.beat.auth)).toEqual([]);
    const added = await world.ctx.inject({
      method: 'POST',
      url: sealsUrl(world.businessId, '/muster-hr-seal/members'),
      headers: world.anna.auth,
      payload: { members: [world.beat.userId] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await userSeals(world.beat.auth)).toEqual([
      {
        accountName: 'muster-hr-seal',
        displayName: 'Muster Treuhand AG',
        quality: 'aes',
        legislation: 'zertes',
        hasImage: false,
      },
    ]);
  });

  it('lists nothing for a stranger, nor for a member who left the business', async () => {
    await createSeal(world);
    await world.ctx.inject({
      method: 'POST',
      url: sealsUrl(world.businessId, '/muster-treuhand-seal/members'),
      headers: world.anna.auth,
      payload: { members: [world.beat.userId] },
    });
    const stranger = await user(world.ctx);
    expect(await userSeals(stranger.auth)).toEqual([]);
    await world.ctx.server.testDb.db
      .deleteFrom('business_members')
      .where('user_id', '=', world.beat.userId)
      .execute();
    expect(await userSeals(world.beat.auth)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const response = await world.ctx.inject({ method: 'GET', url: '/v3/user/seals' });
    expect(response.statusCode).toBe(401);
  });
});
