// Error reporting in a browser: the app built with a DSN that points at a local
// HTTP endpoint recording Sentry envelopes; a screen throws (its data is broken on purpose), the
// error page shows, and the endpoint receives the event with the configured environment and
// release. A build without a DSN loads no SDK at all.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { serveExampleImages, settle, watchErrors } from '../lib/browser.ts';
import { SCREENSHOTS, logIn } from '../lib/flows.ts';
import { check } from '../lib/report.ts';
import { freePort, startPreview, startPrism, stop } from '../lib/servers.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ENVIRONMENT = 'e2e-integrations';
const RELEASE = 'signing-service@e2e';

interface Recorder {
  server: Server;
  envelopes: string[];
}

/** A local stand-in for the service: records every envelope posted to /api/<project>/envelope/. */
async function startRecorder(port: number): Promise<Recorder> {
  const envelopes: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'POST' && /^\/api\/\d+\/envelope\//.test(request.url ?? '')) {
        envelopes.push(Buffer.concat(chunks).toString('utf8'));
      }
      response.writeHead(200, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
        'Content-Type': 'application/json',
      });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, envelopes };
}

async function buildWithDsn(outDir: string, dsn: string): Promise<void> {
  const child = spawn(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        VITE_APP_MODE: 'test-system',
        VITE_SENTRY_DSN: dsn,
        VITE_SENTRY_ENVIRONMENT: ENVIRONMENT,
        VITE_SENTRY_RELEASE: RELEASE,
        VITE_SENTRY_TRACES_SAMPLE_RATE: '0',
      },
    },
  );
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`vite build with a DSN failed (${code})`);
}

/** The events of the recorded envelopes (one JSON line per header and item). */
function recordedEvents(recorder: Recorder): Record<string, unknown>[] {
  const events: Record<string, unknown>[] = [];
  for (const envelope of recorder.envelopes) {
    const lines = envelope.split('\n').filter(Boolean);
    for (let i = 1; i < lines.length - 1; i += 1) {
      const header = JSON.parse(lines[i]) as { type?: string };
      if (header.type === 'event') events.push(JSON.parse(lines[i + 1]) as Record<string, unknown>);
    }
  }
  return events;
}

async function waitForEvent(recorder: Recorder, message: string, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const found = recordedEvents(recorder).find((event) => JSON.stringify(event).includes(message));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

/** Breaks the visual-signature list the profile overview shows: the screen throws rendering it. */
async function breakTheSignatureList(page: Page): Promise<void> {
  await page.route(/\/v1\/user\/visual-signatures(\?|$)/, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ contentType: 'application/json', json: { signatures: null } })
      : route.continue(),
  );
}

export async function errorReportingCheck(browser: Browser, outDir: string): Promise<void> {
  const port = await freePort();
  const recorder = await startRecorder(port);
  const sentryDir = `${outDir}-sentry`;
  await buildWithDsn(sentryDir, `http://e2epublickey@127.0.0.1:${port}/1`);
  const prism = await startPrism();
  const preview = await startPreview(sentryDir, prism.url);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await serveExampleImages(context);
  const page = await context.newPage();
  const errors = watchErrors(page);
  try {
    await page.goto(`${preview.url}/login`);
    await settle(page);
    await logIn(page);
    await breakTheSignatureList(page);
    await page.goto(`${preview.url}/profile`);
    await settle(page);

    const errorTitle = (
      JSON.parse(readFileSync(path.join(root, 'locales/en-gb/errors.json'), 'utf8')) as {
        error: { title: string };
      }
    ).error.title;
    const errorPage = await page
      .getByText(errorTitle)
      .first()
      .isVisible()
      .catch(() => false);
    check('error reporting: the screen that threw shows the error page', errorPage);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'integrations-error-reporting.png') });
    const event = await waitForEvent(recorder, 'TypeError');
    check(
      'error reporting: the event of a screen that threw reaches the local envelope endpoint',
      event !== undefined,
      `envelopes: ${recorder.envelopes.length}; console: ${errors.slice(0, 3).join(' | ')}`,
    );
    check(
      'error reporting: the event carries the configured environment and release',
      event?.environment === ENVIRONMENT && event?.release === RELEASE,
      JSON.stringify({ environment: event?.environment, release: event?.release }),
    );
  } finally {
    await context.close();
    stop(preview.child);
    stop(prism.child);
    recorder.server.close();
  }
}
