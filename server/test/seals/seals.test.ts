// Seals of a business (docs/product.md#entities-seals-api-users "Seal: accountName, displayName, amountApiKeys,
// amountMembers"; docs/product.md#calls-seals "GET /v1/businesses/{id}/seals", "GET and PUT /seals/{name}", "GET,
// POST and DELETE /seals/{name}/image", "POST and DELETE /seals/{name}/members (body members)"):
// admins only, names unique in the business, images checked by their bytes (413/415), members
// from the business only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectContract, user } from '../business/support.ts';
import { multipart } from '../documents/support.ts';
import { createSeal, sealWorld, sealsUrl, stampImage, type SealWorld } from './support.ts';
import { MAX_SEAL_IMAGE_BYTES } from '../../src/areas/seals/rules.ts';

let world: SealWorld;
const url = (rest = '') => sealsUrl(world.businessId, rest);

beforeEach(async () => {
  world = await sealWorld();
});
afterEach(async () => world.ctx.server.close());

function upload(bytes: Buffer, contentType = 'image/png', name = 'muster-treuhand-seal') {
  const body = multipart([{ name: 'file', filename: 'stamp', contentType, value: bytes }]);
  return world.ctx.inject({
    method: 'POST',
    url: url(`/${name}/image`),
    headers: { ...world.anna.auth, ...body.headers },
    payload: body.payload,
  });
}

describe('seals', () => {
  it('creates a seal whose creator is its first member; lists and gets it', async () => {
    const created = await createSeal(world);
    expect(created).toMatchObject({
      accountName: 'muster-treuhand-seal',
      displayName: 'Muster Treuhand AG',
      quality: 'aes',
      legislation: 'zertes',
      hasImage: false,
      amountMembers: 1,
      amountApiKeys: 0,
    });
    expect(created.members.map((m: { id: string }) => m.id)).toEqual([world.anna.userId]);

    const list = await world.ctx.inject({ method: 'GET', url: url(), headers: world.anna.auth });
    expect(list.statusCode).toBe(200);
    expectContract(list, 'get /v1/businesses/{businessId}/seals');
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0].members).toBeUndefined();

    const got = await world.ctx.inject({
      method: 'GET',
      url: url('/muster-treuhand-seal'),
      headers: world.anna.auth,
    });
    expect(got.statusCode).toBe(200);
    expectContract(got, 'get /v1/businesses/{businessId}/seals/{sealName}');

    const twice = await world.ctx.inject({
      method: 'POST',
      url: url(),
      headers: world.anna.auth,
      payload: { accountName: 'muster-treuhand-seal', displayName: 'Again', legislation: 'eidas' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('seal_name_taken');
  });

  it('renames a seal; 404 for an unknown seal, 403 for a member, 404 for a stranger', async () => {
    await createSeal(world);
    const renamed = await world.ctx.inject({
      method: 'PUT',
      url: url('/muster-treuhand-seal'),
      headers: world.anna.auth,
      payload: { displayName: 'Muster Treuhand AG, Zürich' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expectContract(renamed, 'put /v1/businesses/{businessId}/seals/{sealName}');
    expect(renamed.json().displayName).toBe('Muster Treuhand AG, Zürich');

    const unknown = await world.ctx.inject({
      method: 'GET',
      url: url('/no-such-seal'),
      headers: world.anna.auth,
    });
    expect(unknown.statusCode).toBe(404);
    const member = await world.ctx.inject({ method: 'GET', url: url(), headers: world.beat.auth });
    expect(member.statusCode).toBe(403);
    const stranger = await user(world.ctx);
    const other = await world.ctx.inject({ method: 'GET', url: url(), headers: stranger.auth });
    expect(other.statusCode).toBe(404);
  });

  it('stores a PNG or JPEG image as PNG, answers it, and removes it', async () => {
    await createSeal(world);
    const none = await world.ctx.inject({
      method: 'GET',
      url: url('/muster-treuhand-seal/image'),
      headers: world.anna.auth,
    });
    expect(none.statusCode).toBe(404);

    const png = await upload(await stampImage('png'));
    expect(png.statusCode, png.body).toBe(200);
    expectContract(png, 'post /v1/businesses/{businessId}/seals/{sealName}/image');
    expect(png.json().hasImage).toBe(true);
    // A JPEG declared as octet-stream is judged by its bytes.
    const jpeg = await upload(await stampImage('jpeg'), 'application/octet-stream');
    expect(jpeg.statusCode, jpeg.body).toBe(200);

    const image = await world.ctx.inject({
      method: 'GET',
      url: url('/muster-treuhand-seal/image'),
      headers: world.anna.auth,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const removed = await world.ctx.inject({
      method: 'DELETE',
      url: url('/muster-treuhand-seal/image'),
      headers: world.anna.auth,
    });
    expect(removed.statusCode).toBe(200);
    expectContract(removed, 'delete /v1/businesses/{businessId}/seals/{sealName}/image');
    expect(removed.json().hasImage).toBe(false);
  });

  it('refuses other types with 415 and too large images with 413', async () => {
    await createSeal(world);
    const gif = await upload(
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'),
      'image/gif',
    );
    expect(gif.statusCode).toBe(415);
    const fake = await upload(Buffer.from('not an image at all'), 'image/png');
    expect(fake.statusCode).toBe(415);
    const header = await stampImage('png');
    const big = Buffer.concat([header, Buffer.alloc(MAX_SEAL_IMAGE_BYTES)]);
    const tooBig = await upload(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.headers['content-type']).toContain('application/problem+json');
  });

  it('adds and removes members of the business; 422 with a pointer for a stranger', async () => {
    await createSeal(world);
    const added = await world.ctx.inject({
      method: 'POST',
      url: url('/muster-treuhand-seal/members'),
      headers: world.anna.auth,
      payload: { members: [world.beat.userId] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expectContract(added, 'post /v1/businesses/{businessId}/seals/{sealName}/members');
    expect(added.json().amountMembers).toBe(2);

    const stranger = await user(world.ctx);
    const refused = await world.ctx.inject({
      method: 'POST',
      url: url('/muster-treuhand-seal/members'),
      headers: world.anna.auth,
      payload: { members: [world.beat.userId, stranger.userId] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('not_a_business_member');
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ pointer: '/body/members/1', code: 'not_a_business_member' }),
    ]);

    const removed = await world.ctx.inject({
      method: 'DELETE',
      url: url('/muster-treuhand-seal/members'),
      headers: world.anna.auth,
      payload: { members: [world.beat.userId] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expectContract(removed, 'delete /v1/businesses/{businessId}/seals/{sealName}/members');
    expect(removed.json().members.map((m: { id: string }) => m.id)).toEqual([world.anna.userId]);
  });

  it('counts only people still in the business: who leaves is off its seals', async () => {
    await createSeal(world);
    const added = await world.ctx.inject({
      method: 'POST',
      url: url('/muster-treuhand-seal/members'),
      headers: world.anna.auth,
      payload: { members: [world.beat.userId] },
    });
    expect(added.json()).toMatchObject({ amountMembers: 2, amountApiKeys: 0 });
    const removed = await world.ctx.inject({
      method: 'POST',
      url: `/v1/businesses/${world.businessId}/remove-members`,
      headers: world.anna.auth,
      payload: { user_ids: [world.beat.userId] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const seal = await world.ctx.inject({
      method: 'GET',
      url: url('/muster-treuhand-seal'),
      headers: world.anna.auth,
    });
    expect(seal.json()).toMatchObject({ amountMembers: 1, amountApiKeys: 0 });
    expect(seal.json().members.map((m: { id: string }) => m.id)).toEqual([world.anna.userId]);
    const list = await world.ctx.inject({ method: 'GET', url: url(), headers: world.anna.auth });
    expect(list.json().items[0]).toMatchObject({ amountMembers: 1 });

    // Rejoining the business gives no seal back.
    await world.ctx.server.testDb.db
      .insertInto('business_members')
      .values({
        business_id: world.businessId,
        user_id: world.beat.userId,
        role: 'member',
        joined_at: new Date().toISOString(),
      })
      .execute();
    const again = await world.ctx.inject({
      method: 'GET',
      url: url('/muster-treuhand-seal'),
      headers: world.anna.auth,
    });
    expect(again.json()).toMatchObject({ amountMembers: 1 });
  });

  it('does not count a deleted API user as a member or an API key', async () => {
    await createSeal(world);
    const api = await world.ctx.inject({
      method: 'POST',
      url: `/v1/businesses/${world.businessId}/apis`,
      headers: world.anna.auth,
      payload: { description: 'ERP integration' },
    });
    const username = api.json().username as string;
    await world.ctx.inject({
      method: 'POST',
      url: url('/muster-treuhand-seal/members'),
      headers: world.anna.auth,
      payload: { members: [username] },
    });
    const deleted = await world.ctx.inject({
      method: 'DELETE',
      url: `/v1/businesses/${world.businessId}/apis/${username}`,
      headers: world.anna.auth,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    const seal = await world.ctx.inject({
      method: 'GET',
      url: url('/muster-treuhand-seal'),
      headers: world.anna.auth,
    });
    expect(seal.json()).toMatchObject({ amountMembers: 1, amountApiKeys: 0 });
  });

  it('counts API users of the business on a seal as API keys', async () => {
    await createSeal(world);
    const api = await world.ctx.inject({
      method: 'POST',
      url: `/v1/businesses/${world.businessId}/apis`,
      headers: world.anna.auth,
      payload: { description: 'ERP integration' },
    });
    const added = await world.ctx.inject({
      method: 'POST',
      url: url('/muster-treuhand-seal/members'),
      headers: world.anna.auth,
      payload: { members: [api.json().username] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ amountMembers: 1, amountApiKeys: 1 });

    // The business's statistics count its seals and API users.
    const statistics = await world.ctx.inject({
      method: 'GET',
      url: `/v2/businesses/${world.businessId}/statistics`,
      headers: world.anna.auth,
    });
    expect(statistics.statusCode, statistics.body).toBe(200);
    expect(statistics.json()).toMatchObject({ seals: 1, apiUsers: 1 });
  });
});
