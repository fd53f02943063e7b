// Vite serves the app. In the mock loop (`npm run dev:mock`) and in `npm start` before the
// reference server exists, API calls are proxied to the Prism mock on 127.0.0.1:4010.
// The TanStack Router plugin turns src/routes into src/app/routeTree.gen.ts (committed, ignored
// by ESLint and Prettier) and splits every route's component into its own chunk, so the first
// screen only loads what it shows.
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { build, defineConfig, type Connect, type Plugin, type UserConfig } from 'vite';
import {
  API_DOCS_CONTENT_SECURITY_POLICY,
  API_DOCS_PATH,
  API_DOCS_SCRIPT_PATH,
  API_DOCS_SPEC_PATH,
  REDOC_BUNDLE_MODULE,
  apiDocsPage,
  localRedocBundle,
} from './server/src/plugins/api-docs-page.ts';
import { appGlobalStyles } from './scripts/app-global-css.ts';
import { bootChunkName } from './scripts/boot-chunks.ts';
import { earlyChunkName } from './scripts/early-chunk.ts';
import {
  firstScreensChunkName,
  firstScreensPlan,
  type FirstScreensPlan,
} from './scripts/first-screen-chunks.ts';
import { mockWorld } from './scripts/mock-world.ts';
import { routePreloads } from './scripts/route-preloads.ts';
import { urlBuilders } from './scripts/url-builders.ts';
import { DASHBOARD_TEXTS, VIEW_TEXTS } from './src/routes/-lib/first-screen-texts.ts';

/** The texts of every full-app screen, by language (locales/<language>/<namespace>.json). */
const CORE_TEXTS = /[\\/]locales[\\/]([a-z-]+)[\\/](?:common|routes|navigation)\.json$/;

/**
 * The texts /dashboard and /view/{id} show besides (src/routes/-lib/first-screen-texts.ts), by
 * language: all but the core texts and `forms`, which the light login loads alone.
 */
const FIRST_SCREEN_TEXTS = new RegExp(
  `[\\\\/]locales[\\\\/]([a-z-]+)[\\\\/](?:${[...new Set([...DASHBOARD_TEXTS, ...VIEW_TEXTS])]
    .filter((namespace) => !['common', 'routes', 'navigation', 'forms'].includes(namespace))
    .join('|')})\\.json$`,
);

/** The route files and the route tree (the `routes` chunk), not their lazy halves. */
const ROUTE_FILES = /[\\/]src[\\/](routes[\\/][^?]+\.tsx|app[\\/]routeTree\.gen\.ts)$/;

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:4010';
export const API_PREFIXES = ['/v1', '/v2', '/v3', '/api', '/status'];
const proxy = Object.fromEntries(
  API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
);

/** Files worth compressing (fonts in woff2 and images are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|ico|webmanifest)$/;

/**
 * Writes a brotli (.br, best quality) and a gzip (.gz) copy beside every compressible file of the
 * build, once, so the server sends them as they are (@fastify/static preCompressed) instead of
 * compressing the same bytes on every request — or sending them uncompressed. A copy that would
 * not be smaller is not written (the server then sends the file itself).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const body = readFileSync(file);
        const brotli = brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        });
        const gzip = gzipSync(body, { level: 9 });
        if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

/**
 * The API reference page in the mock loop (`npm run dev:mock`, `npm run start:mock`): the same
 * page, contract and Redoc bundle the reference server serves at /api-docs.
 */
function apiDocs(): Plugin {
  const files: Record<string, { type: string; body: () => Buffer | string }> = {
    [API_DOCS_PATH]: { type: 'text/html; charset=utf-8', body: apiDocsPage },
    [API_DOCS_SPEC_PATH]: {
      type: 'application/json; charset=utf-8',
      body: () => readFileSync(path.resolve(import.meta.dirname, 'generated/openapi.json')),
    },
    [API_DOCS_SCRIPT_PATH]: {
      type: 'text/javascript; charset=utf-8',
      body: () =>
        localRedocBundle(
          readFileSync(createRequire(import.meta.url).resolve(REDOC_BUNDLE_MODULE), 'utf8'),
        ),
    },
  };
  const serve: Connect.NextHandleFunction = (request, response, next) => {
    const file = files[(request.url ?? '').split('?')[0]];
    if (!file || request.method !== 'GET') return next();
    response.setHeader('Content-Type', file.type);
    response.setHeader('Content-Security-Policy', API_DOCS_CONTENT_SECURITY_POLICY);
    response.end(file.body());
  };
  return {
    name: 'api-docs',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}

/** The chunk groups below (`codeSplitting.groups`) by the name of the chunks they make. */
const GROUP_CHUNK = /^(early|boot|routes|first-screens(-.+)?|texts-.+|framework)$/;

/**
 * The app's configuration. `pass`: the build's first pass learns which chunks the first screens
 * load (`probe` gets the plan; nothing is written) for the second, which groups them by that
 * plan (scripts/first-screen-chunks.ts).
 */
export function appConfig(
  pass: { probe: (plan: FirstScreensPlan) => void } | { plan: FirstScreensPlan } | undefined,
): UserConfig {
  const probe = pass && 'probe' in pass ? pass.probe : undefined;
  const plan = pass && 'plan' in pass ? pass.plan : undefined;
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        routesDirectory: './src/routes',
        generatedRouteTree: './src/app/routeTree.gen.ts',
        autoCodeSplitting: true,
        // Loaders too: they import the generated calls of their screen, which the first route
        // must not download. A route's loader and component share one chunk: the first screen's
        // chunk starts downloading with the app (src/app/preload-route.ts), and its loader would
        // otherwise be one more round trip, asked for only when the route starts loading.
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
        quoteStyle: 'single',
        disableLogging: true,
      }),
      react(),
      probe
        ? routePreloads(import.meta.dirname, (preloads, chunks) =>
            probe(firstScreensPlan(preloads, chunks, (name) => GROUP_CHUNK.test(name))),
          )
        : routePreloads(import.meta.dirname),
      urlBuilders(),
      appGlobalStyles({ write: !probe }),
      ...(probe ? [] : [precompress()]),
      apiDocs(),
      mockWorld(),
    ],
    resolve: {
      alias: [
        // rjsf's Markdown renderer, used only for options no form sets (plain-markdown.tsx says why).
        {
          find: 'markdown-to-jsx/react',
          replacement: path.resolve(
            import.meta.dirname,
            'src/components/schema-form/plain-markdown.tsx',
          ),
        },
        // A generated API module's plain fetchers for code on every first screen (the light login,
        // src/app/light-login.tsx; the shell's status page, banner and dialog gates): the same file
        // as a module of its own, so the bundler keeps only the fetchers it calls and none of the
        // TanStack Query hooks beside them, which the full app's copy carries for other screens.
        {
          find: /^@generated-fetchers\/(.+)$/,
          replacement: `${path.resolve(import.meta.dirname, 'generated')}/$1.ts?fetchers`,
        },
        // A generated API module's URL builders alone, for the page's entry
        // (src/app/early-start.ts, scripts/url-builders.ts): none of its imports, so the entry
        // does not wait for the app's chunks.
        {
          find: /^@generated-urls\/(.+)$/,
          replacement: `${path.resolve(import.meta.dirname, 'generated')}/$1.ts?urls`,
        },
        { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
        { find: '@generated', replacement: path.resolve(import.meta.dirname, 'generated') },
      ],
    },
    build: {
      rolldownOptions: {
        // Chakra's theme module builds its full default config with `defineConfig(...)`, an
        // identity function the bundler cannot see through: without this hint every recipe of the
        // library (date picker, colour picker, …) stays in the first screen's JavaScript even though
        // the app's system takes only the recipes it renders (src/components/shell/theme.ts).
        treeshake: { manualPureFunctions: ['defineConfig'] },
        output: {
          // The libraries every screen of the full app runs (the router and queries, Emotion and
          // Chakra's styling core: system, theme tokens, the app's recipes) in one chunk: split by
          // the bundler they came as some hundred small files per first screen, each compressed
          // alone. Chakra's components (with their Ark/Zag state machines: menu, tabs, dialog,
          // radio group…) are left out so each lands with the screens that render it: in the
          // chunk they measured 45 KB gzip on every first screen (/login 337.4 → 311.0 KB,
          // direct-sign 278.5 → 255.3, e2e/budgets.ts). Screens' own code and heavy single-screen
          // libraries (rjsf, pdf.js) stay in their lazy chunks.
          codeSplitting: {
            groups: [
              {
                // What the page's entry (src/app/entry.ts) runs before the app, in one chunk
                // beside it (scripts/early-chunk.ts): the first screen's early calls and texts
                // (src/app/early-start.ts) and Vite's preload helper, which every dynamic import
                // with dependencies goes through, the entry's import of the app too. In another
                // group's chunk (the boot, the route tree), the entry would load and run that
                // chunk before the first paint it waits for; in a chunk of its own, it would be
                // one more request beside the entry, waiting for one of six connections.
                name: earlyChunkName(import.meta.dirname),
                priority: 10,
                includeDependenciesRecursively: false,
              },
              {
                // What both boots run (src/app/main.tsx) in one chunk: React and i18next, the app
                // modules of the entry and those the light login shares with the full app
                // (scripts/boot-chunks.ts), taken before `framework` and `routes`. The light login
                // of /login (src/app/light-login.tsx) loads it and not `framework` or `routes`.
                // react-i18next's own dependencies ride along: left to `framework`, the boot
                // imported `framework`, which imports React from the boot — a cycle that ran
                // `framework` first ("n is not a function" on every page).
                name: bootChunkName(
                  import.meta.dirname,
                  /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|@babel[\\/]runtime)[\\/]/,
                ),
                priority: 5,
                includeDependenciesRecursively: false,
              },
              {
                // The route tree's eager half (paths, guards, search validation, each route's
                // list of lazy chunks) in one chunk: left to the bundler, every route file became
                // a chunk of its own that every first screen downloaded (some 55 files, ~50 KB).
                name: 'routes',
                priority: 1,
                test: ROUTE_FILES,
              },
              {
                // The modules all the signed-in first screens render, with their layout's, in one
                // request, and the rest of what they load beside their own code in one chunk per
                // combination of them, by the first pass's plan (scripts/first-screen-chunks.ts):
                // /dashboard 35 scripts → 18. The route files stay in `routes`.
                name: firstScreensChunkName(import.meta.dirname, ROUTE_FILES, plan),
                priority: 2,
                includeDependenciesRecursively: false,
              },
              {
                // The texts every screen of the full app shows (src/app/light-login-start.ts
                // FULL_APP_NAMESPACES, with `common`), one chunk per language: one request instead
                // of three on every first screen, where each request waits for one of the six
                // connections (the light login takes the same chunk: `navigation`, under 1 KB, rides
                // along there).
                name: (id: string) => {
                  const texts = CORE_TEXTS.exec(id);
                  return texts ? `texts-${texts[1]}` : null;
                },
                priority: 6,
                test: CORE_TEXTS,
              },
              {
                // The namespaces the dashboard and a request's view show, one chunk per language:
                // on /view one request instead of four, on /dashboard instead of three (it takes
                // `signing`, 1.9 KB, along), each of which held one of the six connections and a
                // share of the bandwidth while the first screen's scripts downloaded.
                name: (id: string) => {
                  const texts = FIRST_SCREEN_TEXTS.exec(id);
                  return texts ? `texts-first-${texts[1]}` : null;
                },
                priority: 6,
                test: FIRST_SCREEN_TEXTS,
              },
              {
                name: 'framework',
                priority: 4,
                test: /node_modules[\\/](@tanstack|@emotion|stylis|@pandacss|hoist-non-react-statics|use-sync-external-store|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](?!components[\\/]))/,
              },
            ],
          },
        },
      },
    },
    // A Vite dependency cache of its own (scripts/time-dev-mock.ts measures a first start there).
    ...(process.env.VITE_CACHE_DIR ? { cacheDir: process.env.VITE_CACHE_DIR } : {}),
    // The dev server's first start (`npm run dev`, `npm run dev:mock`): the error-reporting SDK
    // (1.2 MB) loads only with a DSN (src/lib/integrations/error-reporting.ts), so its pre-bundling
    // is left out of the dependency pass every first start waits for.
    optimizeDeps: { exclude: ['@sentry/react'] },
    // The light login's modules are transformed as the server starts, before the browser asks.
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      proxy,
      warmup: { clientFiles: ['./src/app/entry.ts'] },
    },
    preview: { host: '127.0.0.1', port: 8080, strictPort: true, proxy },
  };
}

/** The first pass of a build: which chunks each first screen loads, as a plan for the second. */
async function planFirstScreens(): Promise<FirstScreensPlan> {
  let plan: FirstScreensPlan | undefined;
  const config = appConfig({ probe: (found) => (plan = found) });
  await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false },
  });
  if (!plan) throw new Error('first-screen chunks: the first pass found no route lists');
  return plan;
}

export default defineConfig(async ({ command }) =>
  appConfig(command === 'build' ? { plan: await planFirstScreens() } : undefined),
);
