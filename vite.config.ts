// Vite serves the app. In the mock loop (`npm run dev:mock`) and in `npm start` before the
// reference server exists, API calls are proxied to the Prism mock on 127.0.0.1:4010.
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:4010';
export const API_PREFIXES = ['/v1', '/v2', '/v3', '/api', '/status'];
const proxy = Object.fromEntries(
  API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
);

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      '@generated': path.resolve(import.meta.dirname, 'generated'),
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 8080, strictPort: true, proxy },
});
