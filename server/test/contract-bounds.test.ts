// The contract bounds every input (maxItems on request arrays, maxLength on free text, patterns on
// ids) and the server validates requests with the contract: one item over a bound answers 400
// with a JSON pointer to it, as a Problem the contract lists. A path parameter longer than the
// router's limit is a 400 Problem too (not Fastify's 414 without a Problem body).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PATH_PARAMETER_LENGTH } from '../src/plugins/errors.ts';
import { createTestServer, type TestServer } from './support/test-server.ts';
import { expectContract, signedIn } from './auth/helpers.ts';

let server: TestServer;
let auth: { authorization: string };
beforeAll(async () => {
  server = await createTestServer();
  auth = (await signedIn(server)).auth;
});
afterAll(() => server.close());

const DOCUMENT_ID = 'd1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a';
const BUSINESS_ID = '6b1f0e2a-4c3d-4e5f-8a9b-0c1d2e3f4a5b';
const signer = (n: number) => ({
  account_email: `signer.${n}@muster-treuhand.ch`,
  document_signatures: [{ document_id: DOCUMENT_ID }],
});
const times = <T>(count: number, make: (n: number) => T) =>
  Array.from({ length: count }, (_, n) => make(n));

/** One item over the bound; the other fields are valid, so the bound is what is refused. */
const OVER_A_BOUND = [
  {
    bound: 'title maxLength 255',
    method: 'POST',
    route: '/v3/signature-requests',
    url: '/v3/signature-requests',
    body: { title: 'x'.repeat(256) },
    pointer: '/body/title',
    keyword: 'maxLength',
  },
  {
    bound: 'message maxLength 2000',
    method: 'POST',
    route: '/v3/signature-requests',
    url: '/v3/signature-requests',
    body: { title: 'Mandate agreement 2026', message: 'x'.repeat(2001) },
    pointer: '/body/message',
    keyword: 'maxLength',
  },
  {
    bound: 'documents maxItems 50',
    method: 'POST',
    route: '/v3/signature-requests',
    url: '/v3/signature-requests',
    body: {
      title: 'Mandate agreement 2026',
      documents: times(51, (n) => `d1e2f3a4-b5c6-4d7e-8f9a-${String(n).padStart(12, '0')}`),
    },
    pointer: '/body/documents',
    keyword: 'maxItems',
  },
  {
    bound: 'signatures maxItems 100',
    method: 'POST',
    route: '/v3/signature-requests',
    url: '/v3/signature-requests',
    body: { title: 'Mandate agreement 2026', signatures: times(101, signer) },
    pointer: '/body/signatures',
    keyword: 'maxItems',
  },
  {
    bound: 'document_signatures maxItems 100',
    method: 'POST',
    route: '/v3/signature-requests',
    url: '/v3/signature-requests',
    body: {
      title: 'Mandate agreement 2026',
      signatures: [
        { ...signer(1), document_signatures: times(101, () => ({ document_id: DOCUMENT_ID })) },
      ],
    },
    pointer: '/body/signatures/0/document_signatures',
    keyword: 'maxItems',
  },
  {
    bound: 'signatureRequests maxItems 50',
    method: 'POST',
    route: '/v3/sign',
    url: '/v3/sign',
    body: {
      language: 'en',
      signatureRequests: times(51, (n) => ({
        id: `9a8b7c6d-5e4f-4a3b-8c2d-${String(n).padStart(12, '0')}`,
      })),
    },
    pointer: '/body/signatureRequests',
    keyword: 'maxItems',
  },
  {
    bound: 'the visual signature id pattern',
    method: 'POST',
    route: '/v3/sign',
    url: '/v3/sign',
    body: {
      language: 'en',
      signatureRequests: [
        {
          id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          documentSignatures: [
            { documentId: DOCUMENT_ID, page: 1, x: 0, y: 0, visualSignatureId: '../etc' },
          ],
        },
      ],
    },
    pointer: '/body/signatureRequests/0/documentSignatures/0/visualSignatureId',
    keyword: 'pattern',
  },
  {
    bound: 'user_ids maxItems 100',
    method: 'POST',
    route: '/v1/businesses/{businessId}/change-to-admins',
    url: `/v1/businesses/${BUSINESS_ID}/change-to-admins`,
    body: { user_ids: times(101, (n) => `member.${n}`) },
    pointer: '/body/user_ids',
    keyword: 'maxItems',
  },
  {
    bound: 'a nested request object is closed',
    method: 'PUT',
    route: '/v1/user',
    url: '/v1/user',
    body: {
      signatures: {
        name: 'Anna Meier',
        language: 'en',
        displayClaim: true,
        displayStandards: true,
        displayQr: false,
        displayDate: true,
        colour: 'blue',
      },
    },
    pointer: '/body/signatures/colour',
    keyword: 'additionalProperties',
  },
  {
    bound: 'a path id maxLength 64',
    method: 'GET',
    route: '/v1/user/visual-signatures/{visualSignatureId}',
    url: `/v1/user/visual-signatures/vs-${'1'.repeat(62)}`,
    pointer: '/path/visualSignatureId',
    keyword: 'maxLength',
  },
] as const;

describe('one item over a bound', () => {
  it.each(OVER_A_BOUND)('$bound → 400 pointing at $pointer', async (c) => {
    const response = await server.app.inject({
      method: c.method,
      url: c.url,
      headers: auth,
      ...('body' in c ? { payload: c.body } : {}),
    });
    expectContract(response, `${c.method.toLowerCase()} ${c.route}`);
    expect(response.statusCode, response.body).toBe(400);
    const problem = response.json();
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ pointer: c.pointer, code: c.keyword })]),
    );
  });

  it('accepts the same requests at the bound (the limit itself is allowed)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      headers: auth,
      payload: { title: 'x'.repeat(255), message: 'x'.repeat(2000) },
    });
    expectContract(response, 'post /v3/signature-requests');
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('a path parameter longer than the router accepts', () => {
  it('answers a 400 Problem pointing at the path, not a bare 414', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/v1/user/visual-signatures/vs-${'1'.repeat(MAX_PATH_PARAMETER_LENGTH)}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expectContract(response, 'get /v1/user/visual-signatures/{visualSignatureId}');
    expect(response.json()).toMatchObject({
      status: 400,
      code: 'validation_failed',
      errors: [{ pointer: '/path', code: 'maxLength' }],
    });
  });

  it('keeps the router limit above every path parameter bound of the contract', async () => {
    const { loadContract } = await import('../src/contract.ts');
    const doc = loadContract() as unknown as {
      paths: Record<string, { parameters?: { in: string; schema: Record<string, unknown> }[] }>;
      components: { schemas: Record<string, { maxLength?: number }> };
    };
    const lengths = Object.values(doc.paths).flatMap((item) =>
      (item.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => {
          const ref = p.schema.$ref as string | undefined;
          const schema = ref ? doc.components.schemas[ref.split('/').at(-1)!] : p.schema;
          return (schema.maxLength as number | undefined) ?? 36;
        }),
    );
    expect(Math.max(...lengths)).toBeLessThan(MAX_PATH_PARAMETER_LENGTH);
  });
});
