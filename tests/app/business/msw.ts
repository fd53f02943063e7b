// The business screens' fake server: the orval-generated MSW handlers (answers are the
// contract's examples) plus a record of every request, so a test can check what was sent.
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll } from 'vitest';

export interface SentRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export function businessServer(...defaults: RequestHandler[]) {
  const server = setupServer(...defaults);
  const sent: SentRequest[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // multipart or plain text stays as it came
    }
    sent.push({ method: request.method, path: url.pathname, search: url.search, body });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    sent.length = 0;
  });
  afterAll(() => server.close());
  return { server, sent };
}

/** The requests of one method and path ending. */
export const sentTo = (sent: SentRequest[], method: string, pathEnd: string) =>
  sent.filter((request) => request.method === method && request.path.endsWith(pathEnd));
