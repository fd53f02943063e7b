// Bad input on every auth and user operation: schema-invalid bodies, parameters and queries answer
// 400 with a JSON pointer per field, never 500; each answer is one the contract lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { expectContract, signedIn } from './helpers.ts';

let server: TestServer;
let auth: { authorization: string };
beforeAll(async () => {
  server = await createTestServer();
  auth = (await signedIn(server)).auth;
});
afterAll(() => server.close());

const BODY_OPERATIONS = [
  ['post', '/v1/register', '/v1/register', false],
  ['post', '/v1/login', '/v1/login', false],
  ['post', '/v1/request-confirmation', '/v1/request-confirmation', false],
  ['post', '/v1/valid-confirmation', '/v1/valid-confirmation', false],
  ['post', '/v1/check-password', '/v1/check-password', false],
  ['post', '/v1/change-password', '/v1/change-password', true],
  ['post', '/v1/request-reset', '/v1/request-reset', false],
  ['post', '/v1/reset-password', '/v1/reset-password', false],
  ['post', '/v1/identity_providers', '/v1/identity_providers', false],
  ['post', '/api/respond/{ssoId}', '/api/respond/abc', false],
  ['put', '/v1/user', '/v1/user', true],
  ['post', '/v1/user/delete', '/v1/user/delete', true],
  ['post', '/v1/user/accept', '/v1/user/accept', true],
] as const;

const BAD_BODIES: [string, unknown][] = [
  ['an empty object', {}],
  ['an array', []],
  ['a string', 'text'],
  ['null', null],
  ['wrong types', { email: 42, password: true, token: 1, secret: 5, firstName: [], gtc: 'yes' }],
  ['an unknown field', { surprise: 1 }],
];

describe('schema-invalid bodies', () => {
  for (const [method, route, url, secured] of BODY_OPERATIONS) {
    for (const [label, body] of BAD_BODIES) {
      it(`${method.toUpperCase()} ${route} with ${label} → 400 with pointers`, async () => {
        const response = await server.app.inject({
          method: method.toUpperCase() as 'POST' | 'PUT',
          url,
          headers: { ...(secured ? auth : {}), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expectContract(response, `${method} ${route}`);
        expect(response.statusCode).toBe(400);
        const errors = response.json().errors as { pointer: string }[];
        expect(errors.length).toBeGreaterThan(0);
        for (const error of errors) expect(error.pointer).toMatch(/^\/body(\/|$)/);
      });
    }
  }

  it('points at each invalid field of a register body', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v1/register',
      payload: {
        email: 'not-an-email',
        password: '',
        firstName: 'x'.repeat(101),
        lastName: 'Meier',
        mobile: '12',
        lang: 'es',
        avatar: 'f2',
      },
    });
    expect(response.statusCode).toBe(400);
    const pointers = response.json().errors.map((e: { pointer: string }) => e.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/body/email',
        '/body/password',
        '/body/firstName',
        '/body/mobile',
        '/body/lang',
      ]),
    );
  });

  it('refuses blank names with 400 (register and PUT /v1/user)', async () => {
    const register = await server.app.inject({
      method: 'POST',
      url: '/v1/register',
      payload: {
        email: 'blank@example.org',
        password: 'Zurich-Treuhand-2026!',
        firstName: '  ',
        lastName: 'Meier',
      },
    });
    expectContract(register, 'post /v1/register');
    expect(register.json().errors[0].pointer).toBe('/body/firstName');
    const update = await server.app.inject({
      method: 'PUT',
      url: '/v1/user',
      headers: auth,
      payload: { firstName: 'Anna', lastName: ' ' },
    });
    expectContract(update, 'put /v1/user');
    expect(update.statusCode).toBe(400);
    expect(update.json().errors[0].pointer).toBe('/body/lastName');
  });
});

describe('parameters and queries', () => {
  it('refuses an SSO id over 64 characters with 400 pointing at the path', async () => {
    for (const action of ['resend', 'cancel']) {
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/${action}/${'x'.repeat(65)}`,
      });
      expectContract(response, `post /api/${action}/{ssoId}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].pointer).toBe('/path/ssoId');
    }
  });

  it('refuses an autocomplete input over 254 characters with 400', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/v1/email_input_autocomplete?input=${'a'.repeat(255)}`,
      headers: auth,
    });
    expectContract(response, 'get /v1/email_input_autocomplete');
    expect(response.statusCode).toBe(400);
  });

  it('answers odd but valid input without a server error', async () => {
    const odd = ["'; drop table users; --", '%_\\', '😀', 'ä'.repeat(254)];
    for (const input of odd) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/v1/email_input_autocomplete?input=${encodeURIComponent(input)}`,
        headers: auth,
      });
      expect(response.statusCode).toBe(200);
    }
    for (const token of ["' or 1=1 --", 'x'.repeat(512)]) {
      for (const url of ['/v1/valid-confirmation', '/v1/reset-password']) {
        const response = await server.app.inject({
          method: 'POST',
          url,
          payload: url.includes('reset') ? { token, password: 'Zurich-Treuhand-2026!' } : { token },
        });
        expect(response.statusCode).toBe(422);
      }
    }
  });
});

describe('authentication', () => {
  const SECURED = [
    ['post', '/v1/logout'],
    ['post', '/v1/change-password'],
    ['get', '/v1/user'],
    ['put', '/v1/user'],
    ['post', '/v1/user/delete'],
    ['get', '/v3/user/signature-qualities-detail'],
    ['post', '/v1/user/accept'],
    ['post', '/v1/user/cello'],
    ['get', '/v1/email_input_autocomplete?input=a'],
  ] as const;

  it.each(SECURED)('%s %s without a valid token → 401', async (method, url) => {
    const response = await server.app.inject({
      method: method.toUpperCase() as 'GET',
      url,
      headers: { authorization: 'Bearer expired-or-invented' },
    });
    expectContract(response, `${method} ${url.split('?')[0]}`);
    expect(response.statusCode).toBe(401);
  });
});
