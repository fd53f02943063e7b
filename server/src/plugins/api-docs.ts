// Serves the API reference page (/api-docs, api-docs-page.ts): the page, the bundled contract and
// Redoc's standalone bundle, read once at start. Public like the contract itself: it holds no data.
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { contractPath } from '../contract.ts';
import {
  API_DOCS_CONTENT_SECURITY_POLICY,
  API_DOCS_PATH,
  API_DOCS_SCRIPT_PATH,
  API_DOCS_SPEC_PATH,
  REDOC_BUNDLE_MODULE,
  apiDocsPage,
  localRedocBundle,
} from './api-docs-page.ts';

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  const page = apiDocsPage();
  const contract = readFileSync(contractPath, 'utf8');
  const bundle = localRedocBundle(
    readFileSync(createRequire(import.meta.url).resolve(REDOC_BUNDLE_MODULE), 'utf8'),
  );
  await app.register(async (docs) => {
    // After the security headers (a root hook): the page's own policy lets Redoc start its worker.
    docs.addHook('onSend', async (_request, reply) => {
      reply.header('Content-Security-Policy', API_DOCS_CONTENT_SECURITY_POLICY);
      reply.header('Cache-Control', 'no-cache');
    });
    docs.get(API_DOCS_PATH, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(page),
    );
    docs.get(API_DOCS_SPEC_PATH, async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(contract),
    );
    docs.get(API_DOCS_SCRIPT_PATH, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(bundle),
    );
  });
}
