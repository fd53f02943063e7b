// Client mistakes are 4xx Problems, never 5xx: a JSON operation called with no body and no
// Content-Type, broken multipart uploads, and an anonymous upload (refused before its body is
// read). Fuzzing found each of these answering 500 before.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractOperations, loadContract } from '../../src/contract.ts';
import { expectContract, signedIn } from '../auth/helpers.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let auth: { authorization: string };
beforeAll(async () => {
  server = await createTestServer();
  auth = (await signedIn(server)).auth;
});
afterAll(() => server.close());

const ID = '3f0c6a8e-6c1e-4b0e-9d8a-2b7f0f3c1a11';
const withIds = (route: string) => route.replace(/\{[^}]+\}/g, ID);

describe('a required body that is missing', () => {
  const operations = contractOperations(loadContract()).filter((o) => o.bodyRequired);

  it('covers the operations of the contract that need a body', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  for (const operation of operations) {
    it(`${operation.method.toUpperCase()} ${operation.path} with no body → 4xx Problem`, async () => {
      const response = await server.app.inject({
        method: operation.method.toUpperCase() as 'POST',
        url: withIds(operation.path),
        headers: auth,
      });
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      if (response.statusCode === 400) {
        expect(response.json().errors).toContainEqual(
          expect.objectContaining({ pointer: '/body' }),
        );
      }
    });
  }

  it('POST /v1/login with no body and no Content-Type → 400 pointing at /body', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/v1/login' });
    expectContract(response, 'post /v1/login');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { pointer: '/body', detail: 'is required', code: 'required' },
    ]);
  });
});

const upload = (payload: string | Buffer, contentType: string) =>
  server.app.inject({
    method: 'POST',
    url: '/v3/documents',
    headers: { ...auth, 'content-type': contentType },
    payload,
  });

function multipart(boundary: string, parts: string[]): string {
  return parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('') + `--${boundary}--\r\n`;
}
const field = (name: string, value: string) =>
  `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
const file = (name: string) =>
  `Content-Disposition: form-data; name="${name}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 not really`;

describe('broken multipart uploads', () => {
  it('without a boundary → 400', async () => {
    const response = await upload('whatever', 'multipart/form-data');
    expectContract(response, 'post /v3/documents');
    expect(response.statusCode).toBe(400);
  });

  it('cut short → 400', async () => {
    const body = multipart('b0', [field('title', 'x'), file('file')]);
    const response = await upload(
      body.slice(0, body.length - 30),
      'multipart/form-data; boundary=b0',
    );
    expectContract(response, 'post /v3/documents');
    expect(response.statusCode).toBe(400);
  });

  it('with more than 20 fields → 400, not 413', async () => {
    const fields = Array.from({ length: 25 }, (_, i) => field(`f${i}`, 'x'));
    const response = await upload(
      multipart('b1', [...fields, file('file')]),
      'multipart/form-data; boundary=b1',
    );
    expectContract(response, 'post /v3/documents');
    expect(response.statusCode).toBe(400);
  });

  it('with two files → 400, not 413', async () => {
    const response = await upload(
      multipart('b2', [file('file'), file('file2')]),
      'multipart/form-data; boundary=b2',
    );
    expectContract(response, 'post /v3/documents');
    expect(response.statusCode).toBe(400);
  });
});

describe('authentication comes first', () => {
  it('answers an anonymous 25 MB upload with 401 before reading its body', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/v3/documents',
          headers: {
            'content-type': 'multipart/form-data; boundary=b3',
            'content-length': String(25 * 1024 * 1024),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        },
      );
      req.on('error', (error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
      });
      // Only the first bytes are ever sent: the answer must come without the rest.
      req.write(`--b3\r\n${file('file')}`);
      setTimeout(() => reject(new Error('no answer before the body was sent')), 5_000);
    });
    expect(status).toBe(401);
  });
});
