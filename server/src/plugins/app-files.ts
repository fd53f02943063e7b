// Serves the built app: hashed assets with a year-long immutable cache, index.html for every
// other GET that is not an API path (the SPA fallback), and a Problem 404 for unknown API paths.
//
// One wildcard route serves every built file, looked up on disk when asked. A route per file
// (@fastify/static's `wildcard: false`) globbed the build at start and registered a GET and a
// HEAD route for each of its ~1 300 files (assets with their .br and .gz copies): about 20 MB of
// resident memory and a quarter of a second of start-up for routes the first answer never needs
// (start RSS).
//
// The page sent for an address names the boot's scripts and those of that address's first screen
// (`<link rel="modulepreload">`, from route-preloads.json, which the build writes beside
// index.html): the browser downloads them all beside the entry instead of finding them one import
// — one round trip — at a time (scripts/route-preloads.ts). Under the product bar, the page also
// paints the bar and a spinner before any script runs (boot-shell.ts). Where the full app starts,
// the page carries the app's global CSS, made at build time (scripts/app-global-css.ts), which a
// phone would otherwise compute at every start.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIXES } from '../contract.ts';
import { notFound } from '../problem.ts';
import { withBootShell } from './boot-shell.ts';

const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Paths the wildcard looks up on disk: files (a name with an extension) outside the API. Anything
 * else goes straight to the not-found handler (SPA fallback or Problem) without a file-system
 * look-up — a folder path such as `/` would otherwise be refused by the static server with 403.
 */
export function isAppFilePath(pathname: string): boolean {
  return path.posix.extname(pathname) !== '' && !pathname.endsWith('/') && !isApiPath(pathname);
}

/** The build's list of first-screen scripts by address (scripts/route-preloads.ts writes it). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface RoutePreload {
  /** The address pattern's segments: `$name` is one segment, `$` alone the rest. */
  segments: string[];
  files: string[];
  /** The screen renders under the product bar: the page paints it first (boot-shell.ts). */
  topBar: boolean;
}

export interface RoutePreloads {
  /** The boot's scripts, which every page names first (the entry starts them after the paint). */
  start: string[];
  routes: RoutePreload[];
}

export function readRoutePreloads(appDir: string): RoutePreloads {
  const file = path.join(appDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return { start: [], routes: [] };
  const { start, routes } = JSON.parse(readFileSync(file, 'utf8')) as {
    start?: string[];
    routes: { path: string; files: string[]; topBar?: boolean }[];
  };
  return {
    start: start ?? [],
    routes: routes.map((route) => ({
      segments: route.path.split('/').filter(Boolean),
      files: route.files,
      topBar: route.topBar === true,
    })),
  };
}

/**
 * The route an address shows, as the router picks it: the pattern with the most fixed segments
 * among those that match, a catch-all (`$`) last.
 */
export function routeFor(routes: RoutePreload[], pathname: string): RoutePreload | undefined {
  const parts = pathname.split('/').filter(Boolean);
  let best: { route: RoutePreload; rank: number } | undefined;
  for (const route of routes) {
    const { segments } = route;
    const catchAll = segments.at(-1) === '$';
    const fixed = catchAll ? segments.slice(0, -1) : segments;
    if (catchAll ? parts.length < fixed.length : parts.length !== fixed.length) continue;
    if (!fixed.every((segment, i) => segment.startsWith('$') || segment === parts[i])) continue;
    const rank = (catchAll ? 0 : 1000) + fixed.filter((segment) => !segment.startsWith('$')).length;
    if (!best || rank > best.rank) best = { route, rank };
  }
  return best?.route;
}

/** The app's global CSS, which the build writes beside index.html (scripts/app-global-css.ts). */
const APP_GLOBAL_CSS_FILE = 'app-global.css';

/** The page's style element the app looks for (src/components/shell/global-css.ts). */
const GLOBAL_CSS_ATTRIBUTE = 'data-app-global-css';

/** index.html carrying the app's global CSS in a style element (itself when there is none). */
export function pageWithGlobalCss(indexHtml: string, css: string): string {
  if (!css) return indexHtml;
  return indexHtml.replace(
    '</head>',
    () => `  <style ${GLOBAL_CSS_ATTRIBUTE}>${css}</style>\n  </head>`,
  );
}

/**
 * The page's meta element naming the route the address shows, as the router will pick it
 * (`routeFor`): the page's entry starts that screen's calls before the router has downloaded
 * (src/app/early-start.ts).
 */
const ROUTE_META = 'app-route';

/** index.html naming its route's address pattern (e.g. `/view/$srid`). */
export function pageWithRoute(indexHtml: string, segments: string[]): string {
  return indexHtml.replace(
    '</head>',
    () => `  <meta name="${ROUTE_META}" content="/${segments.join('/')}">\n  </head>`,
  );
}

/** index.html naming `files` for the browser to download at once (itself without any). */
export function pageWithPreloads(indexHtml: string, files: string[]): string {
  if (files.length === 0) return indexHtml;
  const links = files
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  return indexHtml.replace('</head>', `  ${links}\n  </head>`);
}

export async function registerAppFiles(app: FastifyInstance, appDir: string): Promise<void> {
  const hasApp = existsSync(path.join(appDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: appDir,
      wildcard: true,
      index: false,
      allowedPath: (pathname) => isAppFilePath(pathname),
      // The build writes .br and .gz beside every compressible file (vite.config.ts): sent as
      // they are to clients that accept them.
      preCompressed: true,
      // Our setHeaders decides caching: long for hashed assets, revalidate for the rest.
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const { start, routes } = hasApp ? readRoutePreloads(appDir) : { start: [], routes: [] };
  const indexHtml = hasApp ? readFileSync(path.join(appDir, 'index.html'), 'utf8') : '';
  const globalCssFile = path.join(appDir, APP_GLOBAL_CSS_FILE);
  const globalCss = existsSync(globalCssFile) ? readFileSync(globalCssFile, 'utf8') : '';
  // One page per route, made at its first request (compressed by the server's compression); an
  // address no route lists gets the boot's scripts alone.
  const pages = new Map<RoutePreload | undefined, string>();
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    if (isApiPath(url) || !hasApp || request.method !== 'GET') {
      throw notFound(`No operation at ${request.method} ${url}.`);
    }
    reply.header('Cache-Control', 'no-cache');
    const route = routeFor(routes, url);
    let page = pages.get(route);
    if (page === undefined) {
      const shell = route?.topBar ? withBootShell(indexHtml) : indexHtml;
      // The full app starts on every address whose first screen names scripts; the light login
      // of /login (none) has a stylesheet of its own.
      const styled = route?.files.length ? pageWithGlobalCss(shell, globalCss) : shell;
      const html = route ? pageWithRoute(styled, route.segments) : styled;
      page = pageWithPreloads(html, [...start, ...(route?.files ?? [])]);
      pages.set(route, page);
    }
    return reply.type('text/html; charset=utf-8').send(page);
  });
}
