// The built app behind one wildcard route: files looked up on disk when asked (none globbed into
// routes at start — issue 15's start RSS), the SPA fallback for every other GET, a Problem 404 for
// unknown API paths, and nothing outside the build folder.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppFilePath } from '../../src/plugins/app-files.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let appDir: string;
const ASSETS = 200;
const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  const outside = mkdtempSync(path.join(tmpdir(), 'app-files-'));
  writeFileSync(path.join(outside, 'secret.txt'), 'not part of the app');
  appDir = path.join(outside, 'dist');
  mkdirSync(path.join(appDir, 'assets'), { recursive: true });
  writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><title>app</title>');
  for (let n = 0; n < ASSETS; n++) {
    writeFileSync(path.join(appDir, 'assets', `chunk-${n}.js`), `export const n = ${n};`);
  }
  server = await createTestServer({ config: { appDir } });
});
afterAll(() => server.close());

describe('built app files', () => {
  it('registers one route for all built files, not one per file', () => {
    const routes = server.app.printRoutes({ commonPrefix: false });
    expect(routes).not.toContain('chunk-');
    expect(routes).toContain('*');
  });

  it('serves a file written after start, with the long cache of hashed assets and its brotli copy', async () => {
    const script = `console.log(${JSON.stringify('late '.repeat(500))});`;
    const file = path.join(appDir, 'assets', 'late-abc123.js');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    const plain = await get('/assets/late-abc123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const brotli = await get('/assets/late-abc123.js', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    const head = await server.app.inject({ method: 'HEAD', url: '/assets/chunk-7.js' });
    expect(head.statusCode).toBe(200);
  });

  it('answers index.html, not cached, for the root, app routes, folders and missing files', async () => {
    for (const url of ['/', '/dashboard', '/dashboard/', '/assets', '/assets/', '/x/missing.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>app</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps unknown API paths a Problem 404 and never reads outside the build folder', async () => {
    const api = await get('/v3/no-such-thing.json');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/problem+json');
    for (const url of ['/assets/%2e%2e/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const response = await get(url);
      expect(response.body, url).not.toContain('not part of the app');
    }
  });

  it('looks up on disk only file names outside the API', () => {
    expect(isAppFilePath('/assets/main-abc.js')).toBe(true);
    expect(isAppFilePath('/favicon.svg')).toBe(true);
    expect(isAppFilePath('/dashboard')).toBe(false);
    expect(isAppFilePath('/')).toBe(false);
    expect(isAppFilePath('/v1/user.json')).toBe(false);
  });
});
