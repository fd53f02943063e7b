// The mock loop (pictures and the choice of example). Pictures: Prism answers binary operations with no real image, so in the mock
// loop (MOCK_WORLD=1, set by `npm run start:mock` and `npm run dev:mock`) these requests are
// answered here, before the proxy to Prism, with the pictures of openapi/examples/images (drawn by
// scripts/draw-mock-images.ts). Page n of any document is page-n of the example (the last one for
// higher pages); every visual-signature preview or seal image is the example signature, every
// company logo the example company's.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { contractExamples, preferredExample } from './mock-scenarios.ts';

const images = path.resolve(import.meta.dirname, '..', 'openapi', 'examples', 'images');
const EXAMPLE_PAGES = 3;

const ROUTES: { method: string; pattern: RegExp; file: (match: RegExpMatchArray) => string }[] = [
  {
    method: 'GET',
    pattern: /^\/v3\/(?:direct\/)?documents\/[^/]+\/pages\/(\d+)$/,
    file: (match) => `page-${Math.min(Math.max(Number(match[1]), 1), EXAMPLE_PAGES)}.png`,
  },
  {
    method: 'POST',
    pattern: /^\/v1\/user\/preview-visual-signature$/,
    file: () => 'visual-signature.png',
  },
  {
    method: 'GET',
    pattern: /^\/v1\/businesses\/[^/]+\/seals\/[^/]+\/image$/,
    file: () => 'visual-signature.png',
  },
  {
    method: 'GET',
    pattern: /^\/v2\/businesses\/[^/]+\/logo$/,
    file: () => 'logo.png',
  },
];

/** The picture for a request of the mock loop, or undefined to pass it on to Prism. */
export function mockImageFor(method: string, url: string): string | undefined {
  const pathname = new URL(url, 'http://mock').pathname;
  for (const route of ROUTES) {
    const match = route.method === method ? pathname.match(route.pattern) : null;
    if (match) return path.join(images, route.file(match));
  }
  return undefined;
}

/** The scenario chosen in the Test System frame (cookie `mock-scenario`). */
function scenarioOf(req: IncomingMessage): string | undefined {
  const match = /(?:^|;\s*)mock-scenario=([^;]*)/.exec(req.headers.cookie ?? '');
  return match ? decodeURIComponent(match[1]) : undefined;
}

function answer(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const method = req.method ?? 'GET';
  const url = req.url ?? '/';
  // Tells the app it runs in the mock loop: the Test System frame then offers the scenarios.
  res.setHeader('Set-Cookie', 'mock-world=1; Path=/; SameSite=Lax');
  const file = mockImageFor(method, url);
  if (!file) {
    const example = preferredExample(contractExamples(), method, url, scenarioOf(req));
    if (example && !req.headers.prefer) req.headers.prefer = `example=${example}`;
    return next();
  }
  req.resume(); // a preview's JSON body is not needed
  res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' });
  res.end(readFileSync(file));
}

export function mockWorld(): Plugin {
  const on = process.env.MOCK_WORLD === '1';
  return {
    name: 'mock-world',
    configureServer(server) {
      if (on) server.middlewares.use(answer);
    },
    configurePreviewServer(server) {
      if (on) server.middlewares.use(answer);
    },
  };
}
