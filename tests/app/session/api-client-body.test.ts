// @vitest-environment jsdom
// An operation whose JSON body is optional (POST …/identification/{srs|intrum}/{method},
// docs/product.md#calls-identification "POST (optional signatureRequestId)") is called without one: the generated client still
// names application/json, which the server refuses as an empty JSON body (400 bad_request). The
// client sends no media type without a body, and keeps it with one. Answered by the contract's
// generated MSW handler.
import { getStartSrsVideoIdentificationMockHandler } from '@generated/api/identification/identification.msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiFetch } from '@/lib/api-client';
import { useMockApi } from '../../support/mock-api';

const api = useMockApi();
const seen: Headers[] = [];
api.server.events.on('request:start', ({ request }) => seen.push(request.headers));
beforeEach(() => api.use(getStartSrsVideoIdentificationMockHandler()));
afterEach(() => {
  seen.length = 0;
});

describe('apiFetch and optional bodies', () => {
  it('drops the JSON media type when the body is left out', async () => {
    await apiFetch('/v1/user/identification/srs/video', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(undefined),
    });
    expect(seen[0].has('Content-Type')).toBe(false);
    expect(api.sentTo('POST /v1/user/identification/srs/video')[0].body).toBeUndefined();
  });

  it('keeps it when there is a body', async () => {
    const body = { signatureRequestId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' };
    await apiFetch('/v1/user/identification/srs/video', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(seen[0].get('Content-Type')).toBe('application/json');
    expect(api.sentTo('POST /v1/user/identification/srs/video')[0].body).toEqual(body);
  });
});
