// Compression: built app files go out as the brotli or gzip copies the build wrote beside them,
// API answers over 1 KB are compressed on the fly, small answers, PDFs, images and partial content
// are not — and the security headers and cache rules stay on every one of them.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../support/test-server.ts';
import { createUser, makePdf, startServer } from '../documents/support.ts';

let server: TestServer;
let anna: Awaited<ReturnType<typeof createUser>>;
const script = `console.log(${JSON.stringify('signing '.repeat(2_000))});\n`;

beforeAll(async () => {
  const appDir = mkdtempSync(path.join(tmpdir(), 'compression-app-'));
  mkdirSync(path.join(appDir, 'assets'));
  writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><title>app</title>');
  const file = path.join(appDir, 'assets', 'main-abc123.js');
  writeFileSync(file, script);
  writeFileSync(`${file}.br`, brotliCompressSync(script));
  writeFileSync(`${file}.gz`, gzipSync(script));
  writeFileSync(path.join(appDir, 'assets', 'plain-abc123.js'), script);
  server = await startServer({ appDir });
  anna = await createUser(server);
});
afterAll(() => server?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

function securityHeadersOf(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toBeTruthy();
}

describe('compression', () => {
  it('sends the brotli copy of a built file to a client that accepts it', async () => {
    const response = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    securityHeadersOf(response.headers);
  });

  it('sends the gzip copy to a gzip-only client and the file itself to the others', async () => {
    const gzip = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/main-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses a built file without copies on the fly', async () => {
    const response = await get('/assets/plain-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('answers a range of a file uncompressed, with the range of its bytes', async () => {
    const response = await get('/assets/plain-abc123.js', {
      'accept-encoding': 'gzip',
      range: 'bytes=0-9',
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script.slice(0, 10));
  });

  it('compresses API answers over 1 KB, not the small ones', async () => {
    const url = '/status/api/v2/summary.json';
    const plain = await get(url, anna.auth);
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    const big = await get(url, { ...anna.auth, 'accept-encoding': 'gzip' });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(big.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    securityHeadersOf(big.headers);
    const small = await get('/v1/datetime', { 'accept-encoding': 'gzip' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends PDF downloads and page images as they are', async () => {
    const pdf = await makePdf(2);
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/v3/documents',
      headers: anna.auth,
      payload: { name: 'compression.pdf', content: pdf.toString('base64') },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = (JSON.parse(uploaded.body) as { id: string }).id;
    const headers = { ...anna.auth, 'accept-encoding': 'gzip, br' };
    const download = await get(`/v3/documents/${id}/download`, headers);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(download.rawPayload, pdf)).toBe(0);
    let page = await get(`/v3/documents/${id}/pages/1`, headers);
    for (let i = 0; page.statusCode === 202 && i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = await get(`/v3/documents/${id}/pages/1`, headers);
    }
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
