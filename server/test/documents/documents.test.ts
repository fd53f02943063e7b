// Documents over HTTP: upload (multipart and base64 JSON) → metadata → page images (cached per
// version) → download → delete. The bad inputs the contract names are in bad-input.test.ts.
import { createHash } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTiming } from '../../src/areas/documents/pages.ts';
import type { TestServer } from '../support/test-server.ts';
import { createUser, makePdf, multipart, pngSize, schemaErrors, startServer } from './support.ts';

let server: TestServer;
let anna: Awaited<ReturnType<typeof createUser>>;
let threePages: Buffer;

const inject = (options: InjectOptions) => server.app.inject(options);

async function uploadJson(bytes: Buffer, name = 'mandate-agreement-2026.pdf', title?: string) {
  return inject({
    method: 'POST',
    url: '/v3/documents',
    headers: anna.auth,
    payload: { name, content: bytes.toString('base64'), ...(title ? { title } : {}) },
  });
}

beforeAll(async () => {
  server = await startServer();
  anna = await createUser(server);
  threePages = await makePdf(3);
});
afterAll(() => server?.close());

describe('upload, pages, download and delete', () => {
  let id: string;

  it('takes a multipart upload and answers the metadata', async () => {
    const body = multipart([
      {
        name: 'file',
        value: threePages,
        filename: 'mandate-agreement-2026.pdf',
        contentType: 'application/pdf',
      },
      { name: 'title', value: 'Mandate agreement 2026' },
    ]);
    const response = await inject({
      method: 'POST',
      url: '/v3/documents',
      headers: { ...anna.auth, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(schemaErrors('Document', document)).toEqual([]);
    expect(document).toMatchObject({
      title: 'Mandate agreement 2026',
      contentType: 'application/pdf',
      size: threePages.byteLength,
      pages: 3,
      pageSizes: [
        { width: 595, height: 842 },
        { width: 595, height: 842 },
        { width: 595, height: 842 },
      ],
      hash: createHash('sha256').update(threePages).digest('hex'),
      signatureRequestId: null,
      signed: false,
      version: 1,
    });
    id = document.id;
  });

  it('keeps the multipart file name', async () => {
    const response = await inject({
      method: 'GET',
      url: `/v3/documents/${id}`,
      headers: anna.auth,
    });
    expect(response.json().name).toBe('mandate-agreement-2026.pdf');
  });

  it('takes a base64 JSON upload', async () => {
    const one = await makePdf(1, { size: [842, 595] });
    const response = await uploadJson(one, 'landscape.pdf');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'landscape.pdf',
      title: null,
      pages: 1,
      size: one.byteLength,
      pageSizes: [{ width: 842, height: 595 }],
    });
    expect(schemaErrors('Document', response.json())).toEqual([]);
  });

  it('answers the metadata to the owner', async () => {
    const response = await inject({
      method: 'GET',
      url: `/v3/documents/${id}`,
      headers: anna.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, pages: 3 });
  });

  it('renders page 1 as PNG at the page aspect ratio (scale 100 = 96 dpi)', async () => {
    const started = performance.now();
    const response = await inject({
      method: 'GET',
      url: `/v3/documents/${id}/pages/1`,
      headers: anna.auth,
    });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const { width, height } = pngSize(response.rawPayload);
    expect(width).toBe(Math.round((595 * 96) / 72));
    expect(height).toBe(Math.round((842 * 96) / 72));
    console.log(`page 1 of a text PDF at scale 100, first request: ${elapsed.toFixed(0)} ms`);
  });

  it('serves the second request from the cache of this version', async () => {
    const first = await inject({
      method: 'GET',
      url: `/v3/documents/${id}/pages/1`,
      headers: anna.auth,
    });
    const rows = await server.testDb.db
      .selectFrom('rendered_pages')
      .selectAll()
      .where('document_id', '=', id)
      .execute();
    expect(rows).toMatchObject([{ page: 1, scale: 100, format: 'png', version: 1 }]);
    expect(rows[0].storage_key).toBe(`pages/${id}/v1/1-100.png`);
    // Without the PDF only the cache can answer.
    const row = await server.testDb.db
      .selectFrom('documents')
      .select('storage_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const pdf = (await server.app.context.storage.get(row.storage_key))!;
    await server.app.context.storage.delete(row.storage_key);
    const started = performance.now();
    const second = await inject({
      method: 'GET',
      url: `/v3/documents/${id}/pages/1`,
      headers: anna.auth,
    });
    console.log(`page 1 from the cache: ${(performance.now() - started).toFixed(0)} ms`);
    await server.app.context.storage.put(row.storage_key, pdf);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('renders WebP when the client accepts it, at the asked scale', async () => {
    const response = await inject({
      method: 'GET',
      url: `/v3/documents/${id}/pages/2?scale=50`,
      headers: { ...anna.auth, accept: 'image/webp,image/png;q=0.8' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('answers 202 with Retry-After while a page takes long, then the image', async () => {
    pageTiming.waitMs = 0;
    try {
      const pending = await inject({
        method: 'GET',
        url: `/v3/documents/${id}/pages/3?scale=150`,
        headers: anna.auth,
      });
      expect(pending.statusCode).toBe(202);
      expect(pending.headers['retry-after']).toBe('1');
      expect(pending.json()).toEqual({ status: 'rendering' });
      let response = pending;
      for (let attempt = 0; attempt < 50 && response.statusCode === 202; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        response = await inject({
          method: 'GET',
          url: `/v3/documents/${id}/pages/3?scale=150`,
          headers: anna.auth,
        });
      }
      expect(response.statusCode).toBe(200);
      expect(pngSize(response.rawPayload).width).toBe(Math.round(595 * 1.5 * (96 / 72)));
    } finally {
      pageTiming.waitMs = 2000;
    }
  });

  it('downloads the original bytes with the file name', async () => {
    const response = await inject({
      method: 'GET',
      url: `/v3/documents/${id}/download`,
      headers: anna.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.pdf"/);
    expect(response.rawPayload.equals(threePages)).toBe(true);
  });

  it('answers 404 for the signed version while none exists', async () => {
    const response = await inject({
      method: 'GET',
      url: `/v3/documents/${id}/download?signed=true`,
      headers: anna.auth,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('No signed version of this document exists yet.');
  });

  it('downloads the signed version once one exists', async () => {
    const signed = await makePdf(3);
    await server.app.context.storage.put(`documents/${id}/v2.pdf`, signed);
    await server.testDb.db
      .updateTable('documents')
      .set({ signed_storage_key: `documents/${id}/v2.pdf`, version: 2 })
      .where('id', '=', id)
      .execute();
    const response = await inject({
      method: 'GET',
      url: `/v3/documents/${id}/download?signed=true`,
      headers: anna.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(signed)).toBe(true);
    expect(response.headers['content-disposition']).toMatch(/-signed\.pdf"/);
    const metadata = await inject({
      method: 'GET',
      url: `/v3/documents/${id}`,
      headers: anna.auth,
    });
    expect(metadata.json()).toMatchObject({ signed: true, version: 2 });
  });

  it('deletes the document, its bytes and its cached pages', async () => {
    const keys = (
      await server.testDb.db
        .selectFrom('rendered_pages')
        .select('storage_key')
        .where('document_id', '=', id)
        .execute()
    ).map((row) => row.storage_key);
    expect(keys.length).toBeGreaterThan(1);
    const response = await inject({
      method: 'DELETE',
      url: `/v3/documents/${id}`,
      headers: anna.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'The document was deleted.' });
    for (const key of [...keys, `documents/${id}/v1.pdf`, `documents/${id}/v2.pdf`]) {
      expect(await server.app.context.storage.exists(key)).toBe(false);
    }
    for (const url of [
      `/v3/documents/${id}`,
      `/v3/documents/${id}/download`,
      `/v3/documents/${id}/pages/1`,
    ]) {
      expect((await inject({ method: 'GET', url, headers: anna.auth })).statusCode).toBe(404);
    }
  });
});

describe('a 50-page document', () => {
  it('counts and renders every page', async () => {
    const fifty = await makePdf(50);
    const upload = await uploadJson(fifty, 'annual-accounts-2025.pdf');
    expect(upload.statusCode).toBe(201);
    expect(upload.json().pages).toBe(50);
    expect(upload.json().pageSizes).toHaveLength(50);
    const last = await inject({
      method: 'GET',
      url: `/v3/documents/${upload.json().id}/pages/50?scale=25`,
      headers: anna.auth,
    });
    expect(last.statusCode).toBe(200);
    expect(pngSize(last.rawPayload)).toEqual({
      width: Math.round(595 * 0.25 * (96 / 72)),
      height: Math.round(842 * 0.25 * (96 / 72)),
    });
  });
});
