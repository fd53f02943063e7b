// Serves the API reference page (/api-docs, api-docs-page.ts): the page, the bundled contract and
// Redoc's standalone bundle. Public like the contract itself: it holds no data. The contract's text
// and Redoc's bundle (2 MB each) are read at the first request for them and kept, not at start:
// most processes never serve the reference page (start RSS).
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
  let contract: string | undefined;
  let bundle: string | undefined;
  const contractText = () => (contract ??= readFileSync(contractPath, 'utf8'));
  const redocBundle = () =>
    (bundle ??= localRedocBundle(
      readFileSync(createRequire(import.meta.url).resolve(REDOC_BUNDLE_MODULE), 'utf8'),
    ));
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
      reply.type('application/json; charset=utf-8').send(contractText()),
    );
    docs.get(API_DOCS_SCRIPT_PATH, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(redocBundle()),
    );
  });
}
