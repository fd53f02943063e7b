// Serves the built app: hashed assets with a year-long immutable cache, index.html for every
// other GET that is not an API path (the SPA fallback), and a Problem 404 for unknown API paths.
//
// One wildcard route serves every built file, looked up on disk when asked. A route per file
// (@fastify/static's `wildcard: false`) globbed the build at start and registered a GET and a
// HEAD route for each of its ~1 300 files (assets with their .br and .gz copies): about 20 MB of
// resident memory and a quarter of a second of start-up for routes the first answer never needs
// (issue 15, start RSS).
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIXES } from '../contract.ts';
import { notFound } from '../problem.ts';

const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Paths the wildcard looks up on disk: files (a name with an extension) outside the API. Anything
 * else goes straight to the not-found handler (SPA fallback or Problem) without a file-system
 * look-up — a folder path such as `/` would otherwise be refused by the static server with 403.
 */
export function isAppFilePath(pathname: string): boolean {
  return path.posix.extname(pathname) !== '' && !pathname.endsWith('/') && !isApiPath(pathname);
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
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    if (isApiPath(url) || !hasApp || request.method !== 'GET') {
      throw notFound(`No operation at ${request.method} ${url}.`);
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  });
}
