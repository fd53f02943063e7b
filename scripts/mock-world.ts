// The mock loop (MOCK_WORLD=1, set by `npm run start:mock` and `npm run dev:mock`): the one place
// between the app and Prism that makes the mock a world. For every API call, in this order:
//   1. an id that is not in the example world answers 404 (scripts/mock-ids.ts);
//   2. downloads and pictures are answered with the real sample files of openapi/examples
//      (drawn by scripts/draw-mock-images.ts and scripts/draw-mock-files.ts): each document's PDF
//      with its pages, each request's report and ZIP, the CSV exports, PNG or WebP pictures (page
//      n of any document is page-n of the example, the last one for higher pages; every
//      visual-signature preview, visual signature or seal image is the example signature);
//   3. everything else goes on to Prism with `Prefer: example=…` or `code=…` for the scenario the
//      Test System frame chose (scripts/mock-scenarios.ts).
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { idOperations, notFoundProblem, unknownId, worldStrings } from './mock-ids.ts';
import { contractDocument, contractExamples, preferHeader } from './mock-scenarios.ts';

const examples = path.resolve(import.meta.dirname, '..', 'openapi', 'examples');
const EXAMPLE_PAGES = 3;

type Route = { method: string; pattern: RegExp; file: (match: RegExpMatchArray) => string };
/** A picture in PNG, or in WebP when the call asks for `format=webp`. */
const picture = (name: string) => (webp: boolean) => `images/${name}.${webp ? 'webp' : 'png'}`;
const PICTURES: (Omit<Route, 'file'> & {
  file: (m: RegExpMatchArray) => (webp: boolean) => string;
})[] = [
  {
    method: 'GET',
    pattern: /^\/v3\/(?:direct\/)?documents\/[^/]+\/pages\/(\d+)$/,
    file: (match) => picture(`page-${Math.min(Math.max(Number(match[1]), 1), EXAMPLE_PAGES)}`),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/user\/preview-visual-signature$/,
    file: () => picture('visual-signature'),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/images\/signature\/[^/]+$/,
    file: () => picture('visual-signature'),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/businesses\/[^/]+\/seals\/[^/]+\/image$/,
    file: () => picture('visual-signature'),
  },
  { method: 'GET', pattern: /^\/v2\/businesses\/[^/]+\/logo$/, file: () => picture('logo') },
];
const FILES: Route[] = [
  {
    method: 'GET',
    pattern: /^\/v3\/(?:direct\/)?documents\/([^/]+)\/download$/,
    file: (match) => `files/documents/${match[1]}.pdf`,
  },
  {
    method: 'GET',
    pattern: /^\/v3\/signature-requests\/([^/]+)\/report$/,
    file: (match) => `files/reports/${match[1]}.pdf`,
  },
  {
    method: 'GET',
    pattern: /^\/v3\/signature-requests\/([^/]+)\/zip$/,
    file: (match) => `files/zips/${match[1]}.zip`,
  },
  {
    method: 'GET',
    pattern: /^\/v3\/signature-requests\/[^/]+\/attachments\/[^/]+$/,
    file: () => 'files/attachment.pdf',
  },
  {
    method: 'GET',
    pattern: /^\/v2\/businesses\/[^/]+\/activities\/signatures\/export$/,
    file: () => 'files/signature-usage.csv',
  },
  {
    method: 'GET',
    pattern: /^\/v2\/businesses\/[^/]+\/activities\/identifications\/export$/,
    file: () => 'files/identifications.csv',
  },
];
const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.csv': 'text/csv; charset=utf-8',
};

/** The sample file for a request of the mock loop, or undefined to pass it on to Prism. */
export function mockFileFor(method: string, url: string): string | undefined {
  const { pathname, searchParams } = new URL(url, 'http://mock');
  const webp = searchParams.get('format') === 'webp';
  for (const route of PICTURES) {
    const match = route.method === method ? pathname.match(route.pattern) : null;
    if (match) return path.join(examples, route.file(match)(webp));
  }
  for (const route of FILES) {
    const match = route.method === method ? pathname.match(route.pattern) : null;
    const file = match && path.join(examples, route.file(match));
    if (file && existsSync(file)) return file;
  }
  return undefined;
}
/** The pictures alone (the name the tests of the page images know). */
export const mockImageFor = (method: string, url: string) => {
  const file = mockFileFor(method, url);
  return file && /\.(png|webp)$/.test(file) ? file : undefined;
};

let ids: { operations: ReturnType<typeof idOperations>; world: Set<string> } | undefined;
/** The 404 Problem for a call naming an id outside the example world, or undefined. */
export function mockNotFound(method: string, url: string) {
  const doc = contractDocument();
  ids ??= { operations: idOperations(doc), world: worldStrings(doc) };
  const found = unknownId(ids.operations, ids.world, method, new URL(url, 'http://mock').pathname);
  return found && notFoundProblem(found);
}

/** The scenario chosen in the Test System frame (cookie `mock-scenario`). */
function scenarioOf(req: IncomingMessage): string | undefined {
  const match = /(?:^|;\s*)mock-scenario=([^;]*)/.exec(req.headers.cookie ?? '');
  return match ? decodeURIComponent(match[1]) : undefined;
}

const API = /^\/(?:v1|v2|v3|api|status)\//;

/** The mock loop's middleware (exported for its test). */
export function mockLoop(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const method = req.method ?? 'GET';
  const url = req.url ?? '/';
  // Tells the app it runs in the mock loop: the Test System frame then offers the scenarios.
  res.setHeader('Set-Cookie', 'mock-world=1; Path=/; SameSite=Lax');
  if (!API.test(url)) return next();
  const problem = mockNotFound(method, url);
  if (problem) {
    req.resume();
    res.writeHead(404, { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store' });
    return void res.end(JSON.stringify(problem));
  }
  const file = mockFileFor(method, url);
  if (!file) {
    const prefer = preferHeader(contractExamples(), method, url, scenarioOf(req));
    if (prefer && !req.headers.prefer) req.headers.prefer = prefer;
    return next();
  }
  req.resume(); // a preview's JSON body is not needed
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': 'no-store' };
  if (!type.startsWith('image/')) {
    headers['Content-Disposition'] = `attachment; filename="${path.basename(file)}"`;
  }
  res.writeHead(200, headers);
  res.end(readFileSync(file));
}

export function mockWorld(): Plugin {
  const on = process.env.MOCK_WORLD === '1';
  return {
    name: 'mock-world',
    configureServer(server) {
      if (on) server.middlewares.use(mockLoop);
    },
    configurePreviewServer(server) {
      if (on) server.middlewares.use(mockLoop);
    },
  };
}
