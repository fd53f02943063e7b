// Documents over HTTP, every bad input the contract names (400/401/404/409/413/415/422): what is
// not a PDF, broken or encrypted PDFs, malformed bodies and ids, documents of others, pages beyond
// the count, the size limit. The way through is in documents.test.ts.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/test-server.ts';
import { createUser, makePdf, multipart, startServer } from './support.ts';

let server: TestServer;
let anna: Awaited<ReturnType<typeof createUser>>;
let beat: Awaited<ReturnType<typeof createUser>>;
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
  beat = await createUser(server, { firstName: 'Beat', lastName: 'Keller' });
  threePages = await makePdf(3);
});
afterAll(() => server?.close());

describe('bad input', () => {
  let id: string;
  beforeAll(async () => {
    id = (await uploadJson(threePages)).json().id;
  });

  it('answers 415 for a file that is not a PDF (by its bytes)', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const json = await uploadJson(png, 'photo.pdf');
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ status: 415, detail: 'Only PDF documents are accepted.' });
    const body = multipart([
      { name: 'file', value: 'just text', filename: 'notes.pdf', contentType: 'application/pdf' },
    ]);
    const form = await inject({
      method: 'POST',
      url: '/v3/documents',
      headers: { ...anna.auth, ...body.headers },
      payload: body.payload,
    });
    expect(form.statusCode).toBe(415);
    // Empty and tiny files (fewer bytes than any magic number) are not PDFs either.
    for (const value of [Buffer.alloc(0), Buffer.from('PK'), Buffer.from('%PD')]) {
      const tiny = multipart([
        { name: 'file', value, filename: 'tiny.pdf', contentType: 'application/pdf' },
      ]);
      const response = await inject({
        method: 'POST',
        url: '/v3/documents',
        headers: { ...anna.auth, ...tiny.headers },
        payload: tiny.payload,
      });
      expect(response.statusCode, `${value.length} bytes`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${value.length} bytes`).toBeLessThan(500);
    }
  });

  it('answers 415 for a media type the operation does not list', async () => {
    const response = await inject({
      method: 'POST',
      url: '/v3/documents',
      headers: { ...anna.auth, 'content-type': 'application/pdf' },
      payload: threePages,
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers 422 for a broken PDF', async () => {
    for (const broken of [
      Buffer.from('%PDF-1.7\nthis is no PDF at all\n%%EOF\n'),
      threePages.subarray(0, Math.floor(threePages.length / 3)),
    ]) {
      const response = await uploadJson(broken, 'broken.pdf');
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('pdf_broken');
    }
  });

  it('answers 422 for an encrypted PDF (with or without an open password)', async () => {
    for (const options of [{ userPassword: 'secret' }, { ownerPassword: 'owner-only' }]) {
      const response = await uploadJson(await makePdf(1, options), 'locked.pdf');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'pdf_encrypted',
        detail:
          'The PDF is encrypted (password-protected). Remove the protection and upload it again.',
      });
    }
  });

  it('answers 400 for content that is not base64 and for a name without .pdf', async () => {
    const bad = await inject({
      method: 'POST',
      url: '/v3/documents',
      headers: anna.auth,
      payload: { name: 'a.pdf', content: '%%%not base64%%%' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].pointer).toBe('/body/content');
    const name = await inject({
      method: 'POST',
      url: '/v3/documents',
      headers: anna.auth,
      payload: { name: 'a.docx', content: threePages.toString('base64') },
    });
    expect(name.statusCode).toBe(400);
    expect(name.json().errors.map((e: { pointer: string }) => e.pointer)).toContain('/body/name');
  });

  it('answers 400 for a multipart body without a file', async () => {
    const body = multipart([{ name: 'title', value: 'No file' }]);
    const response = await inject({
      method: 'POST',
      url: '/v3/documents',
      headers: { ...anna.auth, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const response = await inject({ method: 'GET', url: `/v3/documents/${id}` });
    expect(response.statusCode).toBe(401);
  });

  it("answers 404 for another user's document, as for an unknown one", async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const docId of [id, unknown]) {
      for (const [method, url] of [
        ['GET', `/v3/documents/${docId}`],
        ['GET', `/v3/documents/${docId}/download`],
        ['GET', `/v3/documents/${docId}/pages/1`],
        ['DELETE', `/v3/documents/${docId}`],
      ] as const) {
        const response = await inject({ method, url, headers: beat.auth });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().detail).toBe('The document does not exist.');
      }
    }
    expect(
      (await inject({ method: 'GET', url: `/v3/documents/${id}`, headers: anna.auth })).statusCode,
    ).toBe(200);
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const response = await inject({
      method: 'GET',
      url: '/v3/documents/not-a-uuid',
      headers: anna.auth,
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for a page beyond the page count', async () => {
    const response = await inject({
      method: 'GET',
      url: `/v3/documents/${id}/pages/4`,
      headers: anna.auth,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('The document has 3 pages.');
  });

  it('answers 400 for a scale outside 10–400 and for page 0', async () => {
    for (const url of [
      `/v3/documents/${id}/pages/1?scale=9`,
      `/v3/documents/${id}/pages/1?scale=401`,
      `/v3/documents/${id}/pages/1?scale=big`,
      `/v3/documents/${id}/pages/0`,
    ]) {
      const response = await inject({ method: 'GET', url, headers: anna.auth });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('refuses to delete a document that belongs to a signature request (409)', async () => {
    await server.testDb.db
      .updateTable('documents')
      .set({ signature_request_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' })
      .where('id', '=', id)
      .execute();
    const response = await inject({
      method: 'DELETE',
      url: `/v3/documents/${id}`,
      headers: anna.auth,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('document_in_request');
  });
});

describe('size limit', () => {
  let small: TestServer;
  let user: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    small = await startServer({ bodyLimitBytes: 64 * 1024 });
    user = await createUser(small);
  });
  afterAll(() => small?.close());

  it('answers 413 for a document over the limit, as JSON or multipart', async () => {
    const big = await makePdf(30);
    expect(big.byteLength).toBeGreaterThan(64 * 1024);
    const json = await small.app.inject({
      method: 'POST',
      url: '/v3/documents',
      headers: user.auth,
      payload: { name: 'big.pdf', content: big.toString('base64') },
    });
    expect(json.statusCode).toBe(413);
    const body = multipart([
      { name: 'file', value: big, filename: 'big.pdf', contentType: 'application/pdf' },
    ]);
    const form = await small.app.inject({
      method: 'POST',
      url: '/v3/documents',
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
    expect(form.statusCode).toBe(413);
    expect(form.json().status).toBe(413);
  });
});
