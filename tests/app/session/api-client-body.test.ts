// An operation whose JSON body is optional (POST …/identification/{srs|intrum}/{method}, seed
// 000 §7 "POST (optional signatureRequestId)") is called without one: the generated client still
// names application/json, which the server refuses as an empty JSON body (400 bad_request). The
// client sends no media type without a body, and keeps it with one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '@/lib/api-client';

afterEach(() => vi.unstubAllGlobals());

function capture() {
  const seen: Headers[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers));
      return new Response('{}', { status: 201, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return seen;
}

describe('apiFetch and optional bodies', () => {
  it('drops the JSON media type when the body is left out', async () => {
    const seen = capture();
    await apiFetch('/v1/user/identification/srs/video', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(undefined),
    });
    expect(seen[0].has('Content-Type')).toBe(false);
  });

  it('keeps it when there is a body', async () => {
    const seen = capture();
    await apiFetch('/v1/user/identification/srs/video', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ signatureRequestId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }),
    });
    expect(seen[0].get('Content-Type')).toBe('application/json');
  });
});
