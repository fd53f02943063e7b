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
import { defineConfig, type Plugin } from 'vite';
import { mockWorld } from './scripts/mock-world.ts';

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

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/app/routeTree.gen.ts',
      autoCodeSplitting: true,
      // Loaders too: they import the generated calls of their screen, which the first route
      // must not download.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
      quoteStyle: 'single',
      disableLogging: true,
    }),
    react(),
    precompress(),
    mockWorld(),
  ],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      '@generated': path.resolve(import.meta.dirname, 'generated'),
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 8080, strictPort: true, proxy },
});
