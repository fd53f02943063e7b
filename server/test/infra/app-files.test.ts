// The built app behind one wildcard route: files looked up on disk when asked (none globbed into
// routes at start start RSS), the SPA fallback for every other GET, a Problem 404 for
// unknown API paths, and nothing outside the build folder.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppFilePath, readRoutePreloads, routeFor } from '../../src/plugins/app-files.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let appDir: string;
const ASSETS = 200;
const GLOBAL_CSS = '@layer reset,base,tokens,recipes;@layer tokens{:root{--chakra-x:"$&"}}';
const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  const outside = mkdtempSync(path.join(tmpdir(), 'app-files-'));
  writeFileSync(path.join(outside, 'secret.txt'), 'not part of the app');
  appDir = path.join(outside, 'dist');
  mkdirSync(path.join(appDir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(appDir, 'index.html'),
    '<!doctype html><head><title>app</title></head><body><div id="root"></div></body>',
  );
  writeFileSync(
    path.join(appDir, 'route-preloads.json'),
    JSON.stringify({
      start: ['assets/boot-1.js'],
      routes: [
        {
          path: '/dashboard',
          files: ['assets/app-1.js', 'assets/dashboard-1.js'],
          topBar: true,
        },
        { path: '/view/$srid', files: ['assets/app-1.js', 'assets/view-1.js'], topBar: true },
        { path: '/signup', files: ['assets/app-1.js', 'assets/signup-1.js'], topBar: false },
        { path: '/view/$id/$userid', files: ['assets/app-1.js', 'assets/guest-view-1.js'] },
        { path: '/login', files: [], topBar: false },
        { path: '/$', files: ['assets/app-1.js', 'assets/not-found-1.js'] },
      ],
    }),
  );
  // The app's global CSS, as the build writes it (scripts/app-global-css.ts); a `$&` in it must
  // reach the page as it is.
  writeFileSync(path.join(appDir, 'app-global.css'), GLOBAL_CSS);
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

  it("names the scripts of the address's first screen in the page, and only those", async () => {
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (match) => match[1],
      );
    const view = await get('/view/0a1b2c3d');
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toContain('text/html');
    expect(view.headers['cache-control']).toBe('no-cache');
    expect(preloads(view.body)).toEqual([
      '/assets/boot-1.js',
      '/assets/app-1.js',
      '/assets/view-1.js',
    ]);
    expect(view.body).toContain('<title>app</title>');
    expect(preloads((await get('/dashboard?tab=inbox')).body)).toEqual([
      '/assets/boot-1.js',
      '/assets/app-1.js',
      '/assets/dashboard-1.js',
    ]);
    // A fresh /login starts the light login: the boot's scripts, no full-app scripts there.
    expect(preloads((await get('/login')).body)).toEqual(['/assets/boot-1.js']);
  });

  it('paints the product bar first under the layouts that have one, nowhere else', async () => {
    const shell =
      /<div id="root"><div class="boot-shell"><header class="boot-shell-bar"><p class="boot-shell-product">Signing Service<\/p><\/header>/;
    for (const url of ['/dashboard', '/view/0a1b2c3d']) {
      const { body } = await get(url);
      expect(body, url).toMatch(shell);
      expect(body, url).toMatch(/<style>[^<]*\.boot-shell-bar\{[^<]*<\/style>[^]*<\/head>/);
    }
    // The unauthenticated layout (a centred column, no bar), the light login, and a build whose
    // list predates the field.
    for (const url of ['/signup', '/login', '/view/1/2']) {
      const { body } = await get(url);
      expect(body, url).not.toContain('boot-shell');
      expect(body, url).toContain('<div id="root"></div>');
    }
  });

  it('carries the global CSS in the page where the full app starts, not for the light login', async () => {
    const style = `<style data-app-global-css>${GLOBAL_CSS}</style>`;
    for (const url of ['/dashboard', '/view/0a1b2c3d', '/signup', '/no/such/page']) {
      const { body } = await get(url);
      expect(body, url).toContain(style);
      expect(body.indexOf(style), url).toBeLessThan(body.indexOf('</head>'));
    }
    expect((await get('/login')).body).not.toContain('data-app-global-css');
  });

  it("names the route the address shows in the page, for the entry's first calls", async () => {
    const route = (body: string) => /<meta name="app-route" content="([^"]*)">/.exec(body)?.[1];
    expect(route((await get('/dashboard')).body)).toBe('/dashboard');
    expect(route((await get('/view/0a1b2c3d')).body)).toBe('/view/$srid');
    expect(route((await get('/view/1/2')).body)).toBe('/view/$id/$userid');
    expect(route((await get('/no/such/page')).body)).toBe('/$');
  });

  it('picks the route the router shows: fixed segments first, the catch-all last', () => {
    const { routes } = readRoutePreloads(appDir);
    const pathOf = (url: string) => routeFor(routes, url)?.segments.join('/');
    expect(pathOf('/dashboard')).toBe('dashboard');
    expect(pathOf('/dashboard/')).toBe('dashboard');
    expect(pathOf('/view/1')).toBe('view/$srid');
    expect(pathOf('/view/1/2')).toBe('view/$id/$userid');
    expect(pathOf('/view/1/2/3')).toBe('$');
    expect(pathOf('/')).toBe('$');
    expect(routeFor([], '/dashboard')).toBeUndefined();
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
