// The integrations (README "Configuration of the app's integrations") in a browser, against the reference server and the mock loop:
// the API reference page on both, and error reporting to a local envelope endpoint.
import type { Browser } from 'playwright-core';
import { startPreview, stop } from '../lib/servers.ts';
import { startReferenceServer, stopReferenceServer } from '../journey/reference-server.ts';
import { apiDocsCheck } from './api-docs.ts';
import { errorReportingCheck } from './error-reporting.ts';

export async function integrationsJourney(browser: Browser, outDir: string): Promise<void> {
  const server = await startReferenceServer(outDir);
  try {
    await apiDocsCheck(browser, server.url, 'reference server');
  } finally {
    await stopReferenceServer(server);
  }
  // The mock loop serves the page through Vite; the page needs no API, so no mock is started.
  const preview = await startPreview(outDir, 'http://127.0.0.1:9');
  try {
    await apiDocsCheck(browser, preview.url, 'mock loop');
  } finally {
    stop(preview.child);
  }
  // A build of its own, with a DSN pointing at the local envelope endpoint.
  await errorReportingCheck(browser, outDir);
}
