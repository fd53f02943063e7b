// A fetch stand-in for the screen tests: answers by method and path, records every call.
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown };

export function fakeFetch(answers: Record<string, Answer | ((body: unknown) => Answer)>) {
  const calls: RecordedCall[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(url, 'http://localhost').pathname;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const entry = answers[`${method} ${path}`];
    const answer = typeof entry === 'function' ? entry(body) : (entry ?? { status: 404 });
    const type = answer.status >= 400 ? 'application/problem+json' : 'application/json';
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': type },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}
