// The scripts each address's first screen needs, written at build time to route-preloads.json
// beside index.html, so the server can name them in the page it sends for that address
// (server/src/plugins/app-files.ts: `<link rel="modulepreload">`). Without them the browser finds
// the first screen's code one import at a time — the entry, then the full app, then the route's
// chunk, then the chunks that chunk imports — a round trip per level before the first paint
// (Lighthouse's mobile estimate counts 150 ms for each). Named in the page, all of it
// downloads at once, beside the entry.
// Every page first names the boot's chunks (`start`), which index.html no longer does: its entry
// imports the boot only after the first paint (src/app/entry.ts). Then per route file of
// src/routes: the full app's chunks, the route's component chunk and those of the layouts around
// it, each with every chunk it imports statically; minus what index.html and `start` name
// already. Texts are left out: their chunk depends on the locale, which the browser
// decides (the remembered choice lives in its storage).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The file the server reads (a name without a hash, beside index.html). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreloads {
  /**
   * The scripts every page names first: the boot (src/app/main.tsx) and what it imports, which
   * the page's entry (src/app/entry.ts) starts after the first paint — the browser downloads them
   * meanwhile.
   */
  start: string[];
  /**
   * Address patterns as the router writes them (`/view/$srid`; `$` alone: the rest); `topBar`:
   * the screen renders under the product bar, which the server paints before the app runs
   * (server/src/plugins/boot-shell.ts).
   */
  routes: { path: string; files: string[]; topBar: boolean }[];
}

/**
 * Routes whose address starts the light login in a fresh tab (src/app/light-login-start.ts): the
 * full app's chunks there would cost the light login what it saves (the /login budget).
 */
const LIGHT_BOOT_ROUTES = new Set(['_unauth.login']);

/**
 * The layouts that draw the product bar over the screen (src/components/shell/layouts: the
 * default, main and admin layouts' header, the simple layout's bar); the catch-all, which renders
 * the simple layout itself; and `/`, the dashboard's alias. The unauthenticated layout has no bar.
 */
const TOP_BAR_LAYOUTS = new Set(['_default', '_main', '_admin', '_simple']);
const TOP_BAR_ROUTES = new Set(['$', 'index']);

export function rendersUnderTopBar(routeName: string): boolean {
  return TOP_BAR_ROUTES.has(routeName) || TOP_BAR_LAYOUTS.has(routeName.split('.')[0]);
}

/**
 * A route file's address (TanStack Router's flat files): dots separate segments, a segment
 * starting with `_` is a pathless layout, `index` is its parent's address.
 */
export function routeAddress(routeName: string): string {
  const segments = routeName
    .split('.')
    .filter((segment) => !segment.startsWith('_') && segment !== 'index');
  return `/${segments.join('/')}`;
}

/** The layouts a route file renders in: every dotted prefix of its name, root first. */
function layoutsOf(routeName: string): string[] {
  const parts = routeName.split('.');
  return ['__root', ...parts.slice(1).map((_, end) => parts.slice(0, end + 1).join('.'))];
}

export interface ChunkLike {
  name: string;
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  moduleIds: string[];
}

/** What the bundler tells about a module: the modules it imports lazily. */
type ModuleInfoOf = (id: string) => { dynamicallyImportedIds: readonly string[] } | null;

/** The build's chunk files, as a plugin's generateBundle sees them. */
export function chunksOf(bundle: Record<string, { type: string }>): ChunkLike[] {
  return Object.values(bundle).filter((output): output is ChunkLike => output.type === 'chunk');
}

/**
 * `files` and every chunk they import statically, breadth first, so a page names what runs first
 * (the full app, its libraries) before what runs last: the browser asks in the page's order.
 */
export function chunksWithImports(files: string[], byFile: Map<string, ChunkLike>): Set<string> {
  const reached = new Set<string>();
  const queue = [...files];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (reached.has(file)) continue;
    reached.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return reached;
}

/** Each address's first-screen scripts in a build (routesDir: src/routes). */
export function routePreloadsOf(
  chunks: ChunkLike[],
  moduleInfo: ModuleInfoOf,
  routesDir: string,
): RoutePreloads {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (files: string[]) => chunksWithImports(files, byFile);
  const entry = chunks.find((chunk) => chunk.isEntry);
  const appChunk = (file: string) =>
    chunks.find((chunk) =>
      chunk.facadeModuleId?.endsWith(`${path.sep}src${path.sep}app${path.sep}${file}`),
    );
  const boot = appChunk('main.tsx');
  const fullApp = appChunk('full-app.tsx');
  if (!entry || !boot || !fullApp) {
    throw new Error('route-preloads: no entry, boot or full-app chunk');
  }
  // What index.html names already (the entry and its static imports), then the boot's.
  const inPage = withImports([entry.fileName]);
  const start = [...withImports([boot.fileName])].filter((file) => !inPage.has(file));
  const named = new Set([...inPage, ...start]);
  // A route file's component chunk, as the router plugin split it (its loader rides along,
  // vite.config.ts); the error and not-found components stay out of the first screen.
  const componentChunks = new Map<string, string>();
  for (const chunk of chunks) {
    const [file, query] = chunk.facadeModuleId?.split('?') ?? [];
    if (!file || !query || path.dirname(file) !== routesDir) continue;
    const split = new URLSearchParams(query).get('tsr-split') ?? '';
    if (split.split('---').includes('component')) {
      componentChunks.set(path.basename(file, '.tsx'), chunk.fileName);
    }
  }
  // The chunks a route file imports lazily for its data's start (`startData`: the screen's
  // query module, src/routes/-lib/load.ts), named right after the full app: the first API
  // call waits for them, not for the screen's components.
  const chunkOf = new Map<string, string>();
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      chunkOf.set(id, chunk.fileName);
    }
  }
  const dataStart = (routeName: string): string[] =>
    (moduleInfo(path.join(routesDir, `${routeName}.tsx`))?.dynamicallyImportedIds ?? [])
      .filter((id) => !id.includes('tsr-split'))
      .map((id) => chunkOf.get(id))
      .filter((file): file is string => file !== undefined);
  const routes: RoutePreloads['routes'] = [];
  const routeNames = readdirSync(routesDir)
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.basename(file, '.tsx'))
    // Layouts (a pathless `_name`) and the root have no address of their own.
    .filter((name) => !name.split('.').every((segment) => segment.startsWith('_')));
  for (const routeName of routeNames) {
    const own = [...layoutsOf(routeName), routeName]
      .map((name) => componentChunks.get(name))
      .filter((file): file is string => file !== undefined);
    const files = LIGHT_BOOT_ROUTES.has(routeName)
      ? []
      : [...withImports([fullApp.fileName, ...dataStart(routeName), ...own])].filter(
          (file) => !named.has(file),
        );
    routes.push({
      path: routeAddress(routeName),
      files,
      topBar: rendersUnderTopBar(routeName),
    });
  }
  return { start, routes };
}

/**
 * Writes route-preloads.json (root: the project folder). `probe`: hands the lists and the chunks
 * to the caller instead (the build's first pass, scripts/first-screen-chunks.ts).
 */
export function routePreloads(
  root: string,
  probe?: (preloads: RoutePreloads, chunks: ChunkLike[]) => void,
): Plugin {
  const routesDir = path.resolve(root, 'src/routes');
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const preloads = routePreloadsOf(chunks, (id) => this.getModuleInfo(id), routesDir);
      if (probe) return probe(preloads, chunks);
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads),
      });
    },
  };
}
