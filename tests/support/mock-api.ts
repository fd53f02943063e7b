// The app tests' API: an MSW server answering through the orval-generated handlers of
// generated/api/*/*.msw.ts, so every answer is typed by the contract (a test overrides the
// generated example with its own typed value where its case needs it). Every request is recorded,
// so a test can check what the screen sent. Anything a test did not set up fails the test
// (onUnhandledRequest: 'error').
import { Blob as NodeBlob } from 'node:buffer';
import type { Problem } from '@generated/model/problem';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export interface SentRequest {
  method: string;
  path: string;
  search: string;
  /** JSON bodies parsed, multipart bodies as an object of their fields, else undefined. */
  body: unknown;
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('multipart/form-data')) {
    return Object.fromEntries((await request.clone().formData()).entries());
  }
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Starts the mock API for the test file; handlers set with `use` last until the test ends. */
export function useMockApi() {
  const server = setupServer();
  const sent: SentRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const body = await readBody(request);
    sent.push({ method: request.method, path: url.pathname, search: url.search, body });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    sent.length = 0;
  });
  afterAll(() => server.close());
  return {
    server,
    sent,
    use: (...handlers: RequestHandler[]) => server.use(...handlers),
    /** The requests sent as "METHOD /path" (the path exactly). */
    sentTo: (key: string) => sent.filter((r) => `${r.method} ${r.path}` === key),
  };
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * A contract Problem answer for one operation (the generated handlers only answer success):
 * `path` as in the generated handlers, e.g. '*\/v1/login'.
 */
export function problemHandler(
  method: Method,
  path: string,
  status: number,
  code?: string,
  detail: string = code ?? 'Problem',
  extra: Partial<Problem> = {},
  options?: { once?: boolean; headers?: Record<string, string> },
): RequestHandler {
  const problem: Problem = { type: 'about:blank', title: detail, status, detail, ...extra };
  if (code) problem.code = code;
  return http[method](
    path,
    () =>
      HttpResponse.json(problem, {
        status,
        headers: { 'Content-Type': 'application/problem+json', ...options?.headers },
      }),
    options && { once: options.once },
  );
}

/** A 503 on GET /v1/user asking to retry after `retryAfter` seconds (`once`: then it passes). */
export const userUnavailable = (retryAfter: string, once = false) =>
  problemHandler(
    'get',
    '*/v1/user',
    503,
    'service_unavailable',
    'Maintenance',
    {},
    {
      once,
      headers: { 'Retry-After': retryAfter },
    },
  );

/**
 * A PNG for page and signature images (the first bytes of one are enough for the screens). Node's
 * Blob, not jsdom's: the fetch MSW answers through streams its body, which jsdom's Blob cannot.
 */
export const PNG = new NodeBlob([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], {
  type: 'image/png',
}) as Blob;

/**
 * Node's own FormData, for tests that upload: jsdom's FormData and File do not survive Node's
 * fetch (the part arrives as "undefined"), so such a test stubs the global with this one and makes
 * its files with node:buffer's File.
 */
export async function nodeFormData(): Promise<typeof FormData> {
  const empty = new Response('', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  return (await empty.formData()).constructor as typeof FormData;
}
