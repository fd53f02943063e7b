// One multipart path for every upload: the document upload, POST /v3/verify,
// PUT /v1/images/signature/{id} and POST /v1/businesses/{id}/seals/{name}/image read their bodies
// through the same reader (plugins/multipart-body.ts), so a truncated, boundary-less, unclosed or
// oversized body answers the same 400 or 413 Problem with a pointer on each, never a 500 ("an
// unterminated multipart body answers 500" was measured on the last three over a real socket).
// And any body over BODY_LIMIT_BYTES answers a 413 Problem that reaches the client, JSON included:
// "an 80 MB JSON body gets a connection reset instead of a 413 Problem" (plugins/lingering-close.ts).
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../src/contract.ts';
import { makePdf, multipart } from '../documents/support.ts';
import { business, start, user, type Ctx, type User } from '../business/support.ts';
import { createSeal, stampImage, type SealWorld } from '../seals/support.ts';
import { Oracle } from './fuzz/oracle.ts';

const MB = 1024 * 1024;
/** A small limit, so that bodies over it stay small. */
const SMALL_LIMIT = 256 * 1024;

interface Upload {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  file: Buffer;
  type: string;
  auth: Record<string, string>;
}

let ctx: Ctx;
let port: number;
let anna: User;
let uploads: Upload[];
const contract = loadContract();
const oracle = new Oracle(contract);

beforeAll(async () => {
  ctx = await start({ bodyLimitBytes: SMALL_LIMIT });
  anna = await user(ctx);
  const businessId = await business(ctx, anna);
  const world = { ctx, anna, beat: anna, businessId } as SealWorld;
  await createSeal(world);
  const signature = await ctx.inject({
    method: 'POST',
    url: '/v1/user/visual-signatures',
    headers: anna.auth,
    payload: { name: 'Scanned' },
  });
  expect(signature.statusCode, signature.body).toBe(201);
  const pdf = await makePdf(1);
  const png = await stampImage('png', 120);
  uploads = [
    { name: 'uploadDocument', method: 'POST', url: '/v3/documents', file: pdf, type: 'pdf' },
    { name: 'verifyPdfSignatures', method: 'POST', url: '/v3/verify', file: pdf, type: 'pdf' },
    {
      name: 'uploadVisualSignatureImage',
      method: 'PUT',
      url: `/v1/images/signature/${signature.json().id}`,
      file: png,
      type: 'png',
    },
    {
      name: 'uploadSealImage',
      method: 'POST',
      url: `/v1/businesses/${businessId}/seals/muster-treuhand-seal/image`,
      file: png,
      type: 'png',
    },
  ].map((each) => ({
    ...(each as Omit<Upload, 'auth' | 'type'>),
    type: each.type === 'pdf' ? 'application/pdf' : 'image/png',
    auth: anna.auth,
  }));
  await ctx.server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.server.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx?.server.close());

/** A whole multipart body carrying `upload`'s file. */
function wholeBody(upload: Upload) {
  return multipart([
    { name: 'file', filename: 'upload', contentType: upload.type, value: upload.file },
  ]);
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One request over a real socket: the body is written in 64 KB chunks (chunked encoding when
 * `chunked`), and the answer is read even when it comes before the body is all sent.
 */
function send(
  upload: Pick<Upload, 'method' | 'url'>,
  headers: Record<string, string>,
  body: Buffer,
  chunked = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: upload.method,
        path: upload.url,
        headers: chunked ? headers : { ...headers, 'content-length': String(body.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    let offset = 0;
    const write = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + 64 * 1024);
        offset += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

/** The answer is the operation's declared Problem with `status`, `code` and `pointer`. */
function expectProblem(
  upload: Upload,
  answer: Answer,
  status: number,
  code: string,
  pointer: string,
) {
  expect(answer.status, `${upload.name}: ${answer.body}`).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = JSON.parse(answer.body);
  expect(oracle.problemErrors(problem)).toEqual([]);
  expect(problem).toMatchObject({ status, code });
  expect(problem.errors).toContainEqual(expect.objectContaining({ pointer }));
  expect(declaredStatuses(upload.name), `${upload.name} declares ${status}`).toContain(
    String(status),
  );
}

/** The statuses the contract declares for `operationId`. */
function declaredStatuses(operationId: string): string[] {
  for (const item of Object.values(contract.paths)) {
    for (const operation of Object.values(item as Record<string, unknown>)) {
      const { operationId: id, responses } = operation as {
        operationId?: string;
        responses?: Record<string, unknown>;
      };
      if (id === operationId) return Object.keys(responses ?? {});
    }
  }
  return [];
}

describe('one multipart reader for every upload', () => {
  it('answers the whole body (the four uploads work)', async () => {
    for (const upload of uploads) {
      const body = wholeBody(upload);
      const answer = await send(upload, { ...upload.auth, ...body.headers }, body.payload);
      expect(answer.status, `${upload.name}: ${answer.body}`).toBeLessThan(300);
    }
  });

  it('answers a body cut anywhere 400 malformed_multipart at /body, over a real socket and in process', async () => {
    for (const upload of uploads) {
      const body = wholeBody(upload);
      const length = body.payload.length;
      // Inside the part headers, inside the file, right after it, and short of the closing "--".
      for (const cut of [60, 200, length >> 1, length - 40, length - 4]) {
        const truncated = body.payload.subarray(0, cut);
        const headers = { ...upload.auth, ...body.headers };
        const answer = await send(upload, headers, truncated);
        expectProblem(upload, answer, 400, 'malformed_multipart', '/body');
        const injected = await ctx.inject({
          method: upload.method,
          url: upload.url,
          headers,
          payload: truncated,
        });
        expect(injected.statusCode, `${upload.name} cut at ${cut}`).toBe(400);
      }
    }
  });

  it('answers a Content-Type without a boundary 400 at /header/content-type', async () => {
    for (const upload of uploads) {
      const body = wholeBody(upload);
      for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=']) {
        const answer = await send(
          upload,
          { ...upload.auth, 'content-type': contentType },
          body.payload,
        );
        expectProblem(upload, answer, 400, 'malformed_multipart', '/header/content-type');
      }
    }
  });

  it('answers a body over the limit 413 at /body, and a chunked file part over it 413 at /body/file', async () => {
    for (const upload of uploads) {
      const body = multipart([
        {
          name: 'file',
          filename: 'upload',
          contentType: upload.type,
          value: Buffer.concat([upload.file, Buffer.alloc(SMALL_LIMIT)]),
        },
      ]);
      const headers = { ...upload.auth, ...body.headers };
      expectProblem(
        upload,
        await send(upload, headers, body.payload),
        413,
        'payload_too_large',
        '/body',
      );
      expectProblem(
        upload,
        await send(upload, headers, body.payload, true),
        413,
        'payload_too_large',
        '/body/file',
      );
    }
  });

  it('answers too many fields 400 at /body, and a body without a file part 400 at /body/file', async () => {
    for (const upload of uploads) {
      const crowded = multipart(
        Array.from({ length: 30 }, (_, index) => ({ name: `field${index}`, value: 'x' })),
      );
      expectProblem(
        upload,
        await send(upload, { ...upload.auth, ...crowded.headers }, crowded.payload),
        400,
        'malformed_multipart',
        '/body',
      );
      const fileless = multipart([{ name: 'file', value: 'not a file' }]);
      const answer = await send(upload, { ...upload.auth, ...fileless.headers }, fileless.payload);
      expectProblem(upload, answer, 400, 'validation_failed', '/body/file');
    }
  });
});

describe('a JSON body over BODY_LIMIT_BYTES', () => {
  let defaults: Ctx;
  let owner: User;
  beforeAll(async () => {
    defaults = await start();
    owner = await user(defaults);
    await defaults.server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => defaults?.server.close());

  it('answers an 80 MB JSON body with a 413 Problem the client reads (the default limit is 30 MB)', async () => {
    expect(defaults.server.config.bodyLimitBytes).toBe(30 * MB);
    const title = 'x'.repeat(80 * MB);
    const json = Buffer.from(JSON.stringify({ title }));
    const target = { method: 'POST' as const, url: '/v3/signature-requests' };
    const savedPort = port;
    port = (defaults.server.app.server.address() as AddressInfo).port;
    try {
      for (const chunked of [false, true]) {
        const answer = await send(
          target,
          { ...owner.auth, 'content-type': 'application/json' },
          json,
          chunked,
        );
        expect(answer.status, answer.body).toBe(413);
        expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(answer.headers.connection).toBe('close');
        const problem = JSON.parse(answer.body);
        expect(oracle.problemErrors(problem)).toEqual([]);
        expect(problem).toMatchObject({ status: 413, code: 'payload_too_large' });
        expect(problem.errors).toContainEqual(expect.objectContaining({ pointer: '/body' }));
      }
      // The same with fetch, which reads the answer while it still sends.
      const fetched = await fetch(`http://127.0.0.1:${port}${target.url}`, {
        method: 'POST',
        headers: { ...owner.auth, 'content-type': 'application/json' },
        body: json,
      });
      expect(fetched.status).toBe(413);
      expect(((await fetched.json()) as { code: string }).code).toBe('payload_too_large');
    } finally {
      port = savedPort;
    }
  }, 60_000);
});
