// Vite serves the app. In the mock loop (`npm run dev:mock`) and in `npm start` before the
// reference server exists, API calls are proxied to the Prism mock on 127.0.0.1:4010.
// The TanStack Router plugin turns src/routes into src/app/routeTree.gen.ts (committed, ignored
// by ESLint and Prettier) and splits every route's component into its own chunk, so the first
// screen only loads what it shows.
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:4010';
export const API_PREFIXES = ['/v1', '/v2', '/v3', '/api', '/status'];
const proxy = Object.fromEntries(
  API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
);

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
