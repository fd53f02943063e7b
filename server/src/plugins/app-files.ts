// Serves the built app: hashed assets with a year-long immutable cache, index.html for every
// other GET that is not an API path (the SPA fallback), and a Problem 404 for unknown API paths.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIXES } from '../contract.ts';
import { notFound } from '../problem.ts';

export async function registerAppFiles(app: FastifyInstance, appDir: string): Promise<void> {
  const hasApp = existsSync(path.join(appDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: appDir,
      wildcard: false,
      index: false,
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
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix));
    if (isApi || !hasApp || request.method !== 'GET') {
      throw notFound(`No operation at ${request.method} ${url}.`);
    }
    const file = path.join(appDir, url);
    if (path.extname(url) && file.startsWith(appDir) && existsSync(file)) {
      return reply.sendFile(url.slice(1), { cacheControl: false });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  });
}
