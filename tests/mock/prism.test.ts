// The Prism mock serves the contract on its own: answers validate against the contract's
// schemas, the example world is coherent, and an invalid request is refused with violations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractAjv,
  loadContract,
  pointerOf,
  validatorAt,
  type Json,
} from '../support/contract.ts';
import { startPrism, type PrismProcess } from '../support/prism-process.ts';

const doc = loadContract();
const ajv = contractAjv(doc);
let prism: PrismProcess;
let base: string;

/** Calls the mock and checks the answer against the schema of that status in the contract. */
async function call(method: string, route: string, urlPath: string, init: RequestInit = {}) {
  const response = await fetch(base + urlPath, {
    method,
    ...init,
    headers: { Authorization: 'Bearer mock-token', ...(init.headers as Json) },
  });
  const body = (await response.json()) as Json;
  const schema = pointerOf(
    'paths',
    route,
    method.toLowerCase(),
    'responses',
    String(response.status),
    'content',
    'application/json',
    'schema',
  );
  const validate = validatorAt(ajv, schema);
  expect(validate(body), ajv.errorsText(validate.errors)).toBe(true);
  return { status: response.status, body };
}

beforeAll(async () => {
  prism = await startPrism();
  base = prism.url;
});

afterAll(() => {
  prism?.stop();
});

describe('Prism mock', () => {
  it('logs in', async () => {
    const { status, body } = await call('POST', '/v1/login', '/v1/login', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'anna.meier@muster-treuhand.ch',
        password: 'Correct-Horse-42',
        first_login: false,
      }),
    });
    expect(status).toBe(200);
    expect(JSON.stringify(body)).toContain('token');
  });

  it('serves the logged-in user and the requests she has to sign', async () => {
    const user = await call('GET', '/v1/user', '/v1/user');
    expect(user.status).toBe(200);
    const list = await call(
      'GET',
      '/v3/signature-requests',
      '/v3/signature-requests?filter=toSign',
    );
    expect(list.status).toBe(200);
    // The example world is coherent: the user of /v1/user is a signer of what she must sign.
    expect(JSON.stringify(list.body)).toContain(user.body.email as string);
  });

  it('serves the business of the logged-in admin', async () => {
    const mine = await call('GET', '/v2/businesses/user', '/v2/businesses/user');
    expect(mine.status).toBe(200);
    const id = JSON.stringify(mine.body).match(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/,
    )?.[0];
    expect(id).toBeDefined();
    const business = await call('GET', '/v1/businesses/{businessId}', `/v1/businesses/${id}`);
    expect(business.status).toBe(200);
    expect(business.body.id).toBe(id);
  });

  it('refuses an invalid login body with 4xx and the violations', async () => {
    const response = await fetch(`${base}/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'not-an-email' }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const violations = response.headers.get('sl-violations');
    expect(violations).toBeTruthy();
    expect(violations).toMatch(/password|email/);
  });

  it('answers the scenarios the mock loop asks for (Prefer: example=… or code=…)', async () => {
    const locked = await call('GET', '/v2/businesses/user', '/v2/businesses/user', {
      headers: { Prefer: 'example=lockedMember' },
    });
    expect(locked.body).toMatchObject({
      role: 'member',
      business: { billingStatus: { locked: true } },
    });
    const personal = await fetch(`${base}/v2/businesses/user`, {
      headers: { Authorization: 'Bearer mock-token', Prefer: 'code=204' },
    });
    expect(personal.status).toBe(204);
    const taken = await fetch(
      `${base}/v1/businesses/6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b/domains`,
      {
        method: 'POST',
        headers: {
          Authorization: 'Bearer mock-token',
          'Content-Type': 'application/json',
          Prefer: 'code=409',
        },
        body: JSON.stringify({ domain: 'alpine-tech.ch' }),
      },
    );
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: 'domain_taken' });
  });
});
