// Seal images by URL parameters (docs/product.md#calls-integrations "image URLs carry width, height, format, quality,
// fit, position parameters"): the variant has the dimensions and format asked for, is made once
// and then served from the cache, and a new image never serves an old variant.
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { multipart } from '../documents/support.ts';
import {
  normalizeImageParams,
  variantKey,
  type ImageParams,
} from '../../src/rendering/image-variants.ts';
import { createSeal, sealWorld, sealsUrl, stampImage, type SealWorld } from './support.ts';

let world: SealWorld;
const imageUrl = (query = '') =>
  `${sealsUrl(world.businessId, '/muster-treuhand-seal/image')}${query}`;
const get = (query = '') =>
  world.ctx.inject({ method: 'GET', url: imageUrl(query), headers: world.anna.auth });

async function upload(bytes: Buffer) {
  const body = multipart([
    { name: 'file', filename: 'stamp', contentType: 'image/png', value: bytes },
  ]);
  const response = await world.ctx.inject({
    method: 'POST',
    url: imageUrl(),
    headers: { ...world.anna.auth, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Where the variant of the stored seal image for `params` is cached. */
async function cachedKey(params: ImageParams) {
  const row = await world.ctx.server.testDb.db
    .selectFrom('seals')
    .select('image_key')
    .where('business_id', '=', world.businessId)
    .executeTakeFirstOrThrow();
  const source = (await world.ctx.server.app.context.storage.get(row.image_key!))!;
  return variantKey(row.image_key!, source, normalizeImageParams(params, 'png'));
}

beforeEach(async () => {
  world = await sealWorld();
  await createSeal(world);
  await upload(await stampImage('png', 200));
});
afterEach(async () => world.ctx.server.close());

describe('seal image variants', () => {
  it('answers the stored PNG without parameters', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 200, height: 200 });
  });

  it('resizes to the width asked for in WebP, keeping the proportions', async () => {
    const response = await get('?width=100&format=webp&quality=60');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 100,
      height: 100,
    });
  });

  it('crops to a box with fit cover at a position, and letterboxes with contain', async () => {
    const cover = await get('?width=80&height=40&fit=cover&position=top&format=png');
    expect(await sharp(cover.rawPayload).metadata()).toMatchObject({ width: 80, height: 40 });
    const contain = await get('?width=80&height=40&fit=contain&format=png');
    const meta = await sharp(contain.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 80, height: 40, hasAlpha: true });
    const jpeg = await get('?width=50&format=jpeg');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 50 });
  });

  it('never enlarges the stored image (xxl at density 2 of a small seal)', async () => {
    const response = await get('?width=3072&format=webp');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 200, height: 200 });
  });

  it('makes each variant once and serves it from the cache after', async () => {
    const first = await get('?width=64&format=webp');
    expect(first.statusCode).toBe(200);
    const key = await cachedKey({ width: 64, format: 'webp' });
    const storage = world.ctx.server.app.context.storage;
    expect(await storage.get(key)).toEqual(first.rawPayload);
    // Mark the cached variant: the next answer is the mark, so nothing was resized again.
    await storage.put(key, Buffer.from('cached-variant'));
    const second = await get('?width=64&format=webp');
    expect(second.rawPayload.toString()).toBe('cached-variant');
    // The same request spelled with its defaults shares the entry.
    const spelled = await get('?width=64&format=webp&quality=80&fit=inside&position=center');
    expect(spelled.rawPayload.toString()).toBe('cached-variant');
  });

  it('serves a fresh variant once the seal has a new image', async () => {
    await get('?width=64&format=webp');
    const storage = world.ctx.server.app.context.storage;
    await storage.put(await cachedKey({ width: 64, format: 'webp' }), Buffer.from('old'));
    await upload(await stampImage('png', 120));
    const response = await get('?width=64&format=webp');
    expect(response.rawPayload.toString()).not.toBe('old');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 64, height: 64 });
  });

  it('refuses bad values with 400 pointing at each parameter', async () => {
    const cases = [
      ['?width=0', '/query/width'],
      ['?width=3073', '/query/width'],
      ['?height=abc', '/query/height'],
      ['?format=gif', '/query/format'],
      ['?quality=101', '/query/quality'],
      ['?fit=crop', '/query/fit'],
      ['?position=middle', '/query/position'],
    ];
    for (const [query, pointer] of cases) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(response.json().errors.map((e: { pointer: string }) => e.pointer)).toContain(pointer);
    }
  });
});
