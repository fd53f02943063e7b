// The verification snippet of the API documentation (the contract's webhooks tag) is run as a
// receiver would copy it: it accepts a delivery signed by the server (deliveryHeaders), also one
// signed with two secrets during a rotation's overlap (with either secret), and refuses a changed
// body, another secret, a forged signature and a timestamp older than 5 min.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deliveryHeaders } from '../../src/areas/webhooks/rules/signature.ts';

type Verify = (secret: string, headers: IncomingHttpHeaders, rawBody: string) => boolean;

/** The snippet's code block from openapi/openapi.yaml, its import given as arguments. */
function documentedVerify(): Verify {
  const contract = readFileSync(
    path.resolve(import.meta.dirname, '../../../openapi/openapi.yaml'),
    'utf8',
  );
  const after = contract.slice(contract.indexOf('**Verifying a delivery**'));
  const block = /```js\n([\s\S]*?)\n\s*```/.exec(after)?.[1];
  if (!block) throw new Error('the contract has no verification snippet');
  const code = block
    .split('\n')
    .filter((line) => !line.trim().startsWith('import '))
    .join('\n');
  // The snippet imports createHmac and timingSafeEqual from node:crypto.
  return new Function('createHmac', 'timingSafeEqual', `${code}\nreturn verify;`)(
    createHmac,
    timingSafeEqual,
  ) as Verify;
}

const SECRET = 'whsec_documented';
const BODY = JSON.stringify({
  id: '8e7d6c5b-4a3f-4e2d-9c1b-0a9f8e7d6c5b',
  type: 'request.completed',
  timestamp: '2026-11-04T14:05:00.000Z',
  data: { requestId: 'r1' },
});

describe('the documented verification snippet', () => {
  const verify = documentedVerify();
  const headers = (at: Date, secret = SECRET, body = BODY) =>
    deliveryHeaders([secret], '8e7d6c5b-4a3f-4e2d-9c1b-0a9f8e7d6c5b', at, body);

  it('accepts a delivery the server signed', () => {
    expect(verify(SECRET, headers(new Date()), BODY)).toBe(true);
  });

  it('refuses a changed body, another secret and a forged signature', () => {
    expect(verify(SECRET, headers(new Date()), BODY.replace('r1', 'r2'))).toBe(false);
    expect(verify(SECRET, headers(new Date(), 'whsec_other'), BODY)).toBe(false);
    const forged = { ...headers(new Date()), 'webhook-signature': `v1=${'0'.repeat(64)}` };
    expect(verify(SECRET, forged, BODY)).toBe(false);
  });

  it('accepts a delivery signed with the new and the replaced secret by either of them', () => {
    const both = deliveryHeaders(
      ['whsec_new', SECRET],
      '8e7d6c5b-4a3f-4e2d-9c1b-0a9f8e7d6c5b',
      new Date(),
      BODY,
    );
    expect(both['webhook-signature']).toMatch(/^v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verify('whsec_new', both, BODY)).toBe(true);
    expect(verify(SECRET, both, BODY)).toBe(true);
    expect(verify('whsec_other', both, BODY)).toBe(false);
    expect(verify(SECRET, both, BODY.replace('r1', 'r2'))).toBe(false);
  });

  it('refuses a timestamp older than 5 minutes (a replay)', () => {
    expect(verify(SECRET, headers(new Date(Date.now() - 6 * 60_000)), BODY)).toBe(false);
    expect(verify(SECRET, headers(new Date(Date.now() - 4 * 60_000)), BODY)).toBe(true);
  });
});
