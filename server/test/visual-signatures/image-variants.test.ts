// GET /v1/images/signature/{visualSignatureId}: the custom image of one's own visual signature,
// resized by the URL parameters (the app asks at densities 1 and 2, in WebP where it can); 404
// without an image or for another user's signature.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSignatureImage } from '../../src/areas/visual-signatures/custom-image.ts';
import { findOwn } from '../../src/areas/visual-signatures/signatures.ts';
import type { TestServer } from '../support/test-server.ts';
import { createUser, startServer } from '../documents/support.ts';

let server: TestServer;
let anna: Awaited<ReturnType<typeof createUser>>;
let beat: Awaited<ReturnType<typeof createUser>>;
let id: string;

const get = (user: typeof anna, query = '', signatureId = id) =>
  server.app.inject({
    method: 'GET',
    url: `/v1/images/signature/${signatureId}${query}`,
    headers: user.auth,
  });

beforeAll(async () => {
  server = await startServer();
  anna = await createUser(server);
  beat = await createUser(server, { firstName: 'Beat', lastName: 'Keller' });
  const created = await server.app.inject({
    method: 'POST',
    url: '/v1/user/visual-signatures',
    headers: anna.auth,
    payload: { alias: 'Anna Meier', name: 'Anna Meier' },
  });
  expect(created.statusCode, created.body).toBe(201);
  id = created.json().id;
});
afterAll(() => server.close());

describe('visual signature image variants', () => {
  it('answers 404 while the signature has no custom image', async () => {
    expect((await get(anna)).statusCode).toBe(404);
  });

  it('answers the image, and its variants at densities 1 and 2 in WebP', async () => {
    const png = await sharp({
      create: { width: 600, height: 280, channels: 4, background: '#1d4ed8' },
    })
      .png()
      .toBuffer();
    const row = await findOwn(server.app.context, anna.userId, id);
    await storeSignatureImage(server.app.context, row, png, 'image/png');

    const stored = await get(anna);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/png');
    for (const [width, height] of [
      [150, 70],
      [300, 140],
    ]) {
      const variant = await get(anna, `?width=${width}&format=webp`);
      expect(variant.statusCode, variant.body).toBe(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      expect(await sharp(variant.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width,
        height,
      });
    }
  });

  it("answers 404 for another user's signature", async () => {
    expect((await get(beat, '?width=150')).statusCode).toBe(404);
  });
});
