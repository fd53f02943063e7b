// A multipart upload is written to disk as it arrives (areas/documents/spooled-upload.ts) and its
// check reads the file in a worker: the stored bytes are the uploaded ones, every refusal keeps
// its Problem, and nothing half-written stays in the spool folder after an answer. Large
// attachments are inflated chunk by chunk (rendering/pdf-objects.mjs): a program, a bomb or a
// harmless data file among them is judged as before.
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import {
  longestSpoolMs,
  removeStaleSpooledFiles,
  spoolDirectory,
} from '../../src/areas/documents/index.ts';
import type { TestServer } from '../support/test-server.ts';
import { onePage, stream } from '../robustness/hostile-pdfs.ts';
import { createUser, makePdf, multipart, startServer } from './support.ts';

let server: TestServer;
let anna: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  server = await startServer();
  anna = await createUser(server);
});
afterAll(() => server?.close());

function upload(target: TestServer, who: typeof anna, bytes: Buffer | string, name = 'a.pdf') {
  const body = multipart([
    { name: 'file', value: bytes, filename: name, contentType: 'application/pdf' },
  ]);
  return target.app.inject({
    method: 'POST',
    url: '/v3/documents',
    headers: { ...who.auth, ...body.headers },
    payload: body.payload,
  });
}

/** What is left in the spool folder of `target`'s data directory. */
function spooled(target: TestServer): string[] {
  const folder = path.join(target.app.context.config.dataDir, 'uploads');
  return existsSync(folder) ? readdirSync(folder) : [];
}

/** A one-page PDF with one Flate-compressed attachment holding `data`. */
function withAttachment(data: Buffer, compressed = deflateSync(data)): Buffer {
  return onePage({
    catalog: '/Names << /EmbeddedFiles << /Names [(measurements.csv) 6 0 R] >> >>',
    extra: [
      '<< /Type /Filespec /F (measurements.csv) /UF (measurements.csv) /EF << /F 7 0 R >> >>',
      stream('/Type /EmbeddedFile /Filter /FlateDecode', compressed),
    ],
  });
}

describe('a multipart upload spooled to disk', () => {
  it('stores exactly the uploaded bytes and leaves nothing in the spool folder', async () => {
    const pdf = await makePdf(2);
    const response = await upload(server, anna, pdf, 'offer.pdf');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'offer.pdf', pages: 2, size: pdf.length });
    const download = await server.app.inject({
      method: 'GET',
      url: `/v3/documents/${response.json().id}/download`,
      headers: anna.auth,
    });
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(spooled(server)).toEqual([]);
  });

  it('removes the spooled file after every refusal, with the refusal unchanged', async () => {
    const notPdf = await upload(server, anna, 'just text', 'notes.pdf');
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json().detail).toBe('Only PDF documents are accepted.');
    const pdf = await makePdf(1);
    const truncated = await upload(server, anna, pdf.subarray(0, pdf.length - 200));
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json().code).toBe('pdf_broken');
    const encrypted = await upload(server, anna, await makePdf(1, { userPassword: 'secret' }));
    expect(encrypted.statusCode).toBe(422);
    expect(encrypted.json().code).toBe('pdf_encrypted');
    expect(spooled(server)).toEqual([]);
  });

  it('answers 413 for a file part over the limit and keeps no part of it', async () => {
    const small = await startServer({ bodyLimitBytes: 64 * 1024 });
    try {
      const user = await createUser(small);
      const response = await upload(small, user, await makePdf(30));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ status: 413, code: 'payload_too_large' });
      expect(spooled(small)).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('judges a large attachment from its first bytes without holding it decoded', async () => {
    // 2 MiB of random bytes do not compress: the stream stays above the chunked threshold.
    const program = Buffer.concat([Buffer.from('MZ'), randomBytes(2 * 1024 * 1024)]);
    const refused = await upload(server, anna, withAttachment(program));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('pdf_executable_attachment');

    const data = randomBytes(2 * 1024 * 1024);
    const file = withAttachment(data);
    const accepted = await upload(server, anna, file);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().pages).toBe(1);
    const sha256 = createHash('sha256').update(file).digest('hex');
    const download = await server.app.inject({
      method: 'GET',
      url: `/v3/documents/${accepted.json().id}/download`,
      headers: anna.auth,
    });
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(sha256);
  });

  it('refuses a large attachment that inflates past the 64 MiB stream limit', async () => {
    // Incompressible start (keeps the stream over 1 MiB), then 70 MiB of zeros.
    const bomb = Buffer.concat([randomBytes(1536 * 1024), Buffer.alloc(70 * 1024 * 1024)]);
    const response = await upload(server, anna, withAttachment(bomb));
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('pdf_decompression_bomb');
    expect(spooled(server)).toEqual([]);
  });

  it('deletes the part of a file whose client went away mid-upload', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const boundary = 'cut';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
    );
    const client = httpRequest({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/v3/documents',
      headers: {
        ...anna.auth,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + 4 * 1024 * 1024),
      },
    });
    client.on('error', () => undefined);
    client.write(head);
    client.write(randomBytes(1024 * 1024));
    // The server has started the spooled file, then the client disappears.
    await vi.waitFor(() => expect(spooled(server)).toHaveLength(1), { timeout: 5000 });
    client.destroy();
    await vi.waitFor(() => expect(spooled(server)).toEqual([]), { timeout: 5000 });
  });
});

describe('spooled uploads left by a crash', () => {
  const MINUTE = 60_000;

  /** A spool folder with files last written `ageMinutes` ago. */
  function spoolWith(files: Record<string, number>): string {
    const folder = spoolDirectory(mkdtempSync(path.join(tmpdir(), 'spool-')));
    mkdirSync(folder);
    for (const [name, ageMinutes] of Object.entries(files)) {
      const file = path.join(folder, name);
      writeFileSync(file, '%PDF-1.7 cut off');
      const when = new Date(Date.now() - ageMinutes * MINUTE);
      utimesSync(file, when, when);
    }
    return folder;
  }

  it('deletes spooled files older than the longest upload and keeps younger ones and others', async () => {
    const folder = spoolWith({
      'old-a.upload': 120,
      'old-b.upload': 30,
      'arriving.upload': 1,
      'notes.txt': 120,
    });
    expect(await removeStaleSpooledFiles(folder, 15 * MINUTE)).toBe(2);
    expect(readdirSync(folder).sort()).toEqual(['arriving.upload', 'notes.txt']);
  });

  it('finds nothing to do without a spool folder', async () => {
    const missing = path.join(mkdtempSync(path.join(tmpdir(), 'spool-')), 'uploads');
    expect(await removeStaleSpooledFiles(missing, MINUTE)).toBe(0);
  });

  it('counts the longest upload from the request timeout and the PDF check', () => {
    const config = loadConfig({});
    expect(config.requestTimeoutMs).toBe(10 * MINUTE);
    // Request timeout, its 30 s check interval, the check's job timeout (30 s), a minute of slack.
    expect(
      longestSpoolMs({
        requestTimeoutMs: config.requestTimeoutMs,
        pdfJobTimeoutMs: config.pdf.jobTimeoutMs,
      }),
    ).toBe(12 * MINUTE);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5000);
    // No request timeout, no bound: nothing is deleted.
    expect(longestSpoolMs({ requestTimeoutMs: 0, pdfJobTimeoutMs: 30_000 })).toBe(Infinity);
  });

  it('gives the server the request timeout that bounds an upload', () => {
    expect(server.app.server.requestTimeout).toBe(server.config.requestTimeoutMs);
  });
});
