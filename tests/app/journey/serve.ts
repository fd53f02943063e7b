// A fetch stand-in for these screen tests: answers queued per "METHOD /path", records each call
// (FormData bodies as they are, JSON bodies parsed).
import { vi } from 'vitest';

export type Answer = { status: number; body?: unknown; type?: string };

export function serve(answers: Record<string, Answer[]>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname;
      calls.push({
        method,
        path,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      });
      const queue = answers[`${method} ${path}`];
      const answer = (queue && queue.length > 1 ? queue.shift() : queue?.[0]) ?? { status: 404 };
      const type =
        answer.type ?? (answer.status >= 400 ? 'application/problem+json' : 'application/json');
      const body =
        answer.body === undefined
          ? null
          : type.includes('json')
            ? JSON.stringify(answer.body)
            : String(answer.body);
      return new Response(body, { status: answer.status, headers: { 'Content-Type': type } });
    }),
  );
  return calls;
}
