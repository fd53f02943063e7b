// Placeholder images (docs/product.md#constants-images "Placeholder images default to /img/{name}.webp"): the
// product's illustrations served as WebP, resized by the same URL parameters as every image,
// each variant made once and kept; bad parameters are a 400 naming them.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeImageParams, variantKey } from '../../src/rendering/image-variants.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
const get = (url: string) => server.app.inject({ method: 'GET', url });

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('/img/{name}.webp', () => {
  it('serves the illustration as WebP at its own size', async () => {
    const response = await get('/img/not-found.webp');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('public');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 480,
    });
  });

  it('resizes by the breakpoint width asked for, and answers PNG where WebP is not decoded', async () => {
    const xs = await get('/img/not-found.webp?width=320');
    expect(await sharp(xs.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });
    const png = await get('/img/not-found.png?width=160');
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 160,
      height: 120,
    });
  });

  it('keeps each variant: the second request reads it from storage', async () => {
    const first = await get('/img/empty-list.webp?width=200');
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(`${server.config.imagesDir}/empty-list.svg`);
    const key = variantKey(
      'img/empty-list',
      source,
      normalizeImageParams({ width: 200, format: 'webp' }, 'webp'),
    );
    const storage = server.app.context.storage;
    expect(await storage.get(key)).toEqual(first.rawPayload);
    await storage.put(key, Buffer.from('kept'));
    expect((await get('/img/empty-list.webp?width=200')).rawPayload.toString()).toBe('kept');
  });

  it('answers 404 for an unknown name or extension', async () => {
    expect((await get('/img/nothing.webp')).statusCode).toBe(404);
    expect((await get('/img/not-found.svg')).statusCode).toBe(404);
    expect((await get('/img/..%2Fconfig.webp')).statusCode).toBe(404);
  });

  it('refuses bad or unknown parameters with 400 naming each', async () => {
    const response = await get('/img/not-found.webp?width=abc&fit=crop&size=2');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(
      response
        .json()
        .errors.map((e: { pointer: string }) => e.pointer)
        .sort(),
    ).toEqual(['/query/fit', '/query/size', '/query/width']);
  });
});
