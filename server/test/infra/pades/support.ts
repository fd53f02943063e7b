// Test support for the signing core: PDFs made by code, a temporary data folder with the CA,
// the NSS database the checkers trust (the checkers themselves: server/test/kit/signed-pdf.ts)
// and a local RFC 3161 TSA (`openssl ts -reply` behind a tiny HTTP server).
import { degrees, PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { execFile } from 'node:child_process';
import { CHECKER_TOOLS, checkersFor } from './checker-tools.ts';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export const run = promisify(execFile);

/** Checker tools that are not on the PATH (CI installs poppler-utils, qpdf, libnss3-tools, openssl). */
export const missingTools = checkersFor(CHECKER_TOOLS);
export const missingOpenssl = checkersFor(['openssl']);

/** A describe title that says which tools are missing when the block is skipped. */
export function titled(title: string, missing: string[]): string {
  return missing.length ? `${title} — SKIPPED: ${missing.join(', ')} not installed` : title;
}

export function temporaryFolder(prefix = 'signing-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface PdfOptions {
  pages?: number;
  /** /Rotate of every page. */
  rotate?: number;
  /** Save with object streams and a cross-reference stream (PDF 1.5 style). */
  xrefStream?: boolean;
  size?: [number, number];
}

/** A text PDF: one heading and some lines on each page. */
export async function makePdf(options: PdfOptions = {}): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let index = 1; index <= (options.pages ?? 3); index++) {
    const page = document.addPage(options.size ?? [595.28, 841.89]);
    if (options.rotate) page.setRotation(degrees(options.rotate));
    page.drawText(`Contract page ${index}`, { x: 56, y: 780, size: 20, font });
    for (let line = 0; line < 30; line++) {
      page.drawText(`Clause ${index}.${line + 1}: the parties agree to the terms set out here.`, {
        x: 56,
        y: 740 - line * 20,
        size: 11,
        font,
      });
    }
  }
  return document.save({ useObjectStreams: options.xrefStream ?? false });
}

/** A folder with an NSS database that trusts `rootPem` for e-mail/document signatures. */
export async function nssDatabase(dir: string, rootPem: string): Promise<string> {
  const database = path.join(dir, 'nss');
  const rootFile = path.join(dir, 'root.pem');
  writeFileSync(rootFile, rootPem);
  await run('mkdir', ['-p', database]);
  await run('certutil', ['-N', '--empty-password', '-d', `sql:${database}`]);
  // "C,," (SSL column only) is not enough: pdfsig verifies with NSS's e-mail signer usage, which
  // reads the S/MIME column (measured: "C,," gives "Certificate issuer isn't Trusted.").
  await run('certutil', [
    '-A',
    '-n',
    'root',
    '-t',
    'C,C,',
    '-i',
    rootFile,
    '-d',
    `sql:${database}`,
  ]);
  return database;
}

export interface LocalTsa {
  url: string;
  /** The TSA's root certificate (PEM file), for `openssl ts -verify -CAfile`. */
  rootFile: string;
  requests: number;
  /** Answer the next requests with this HTTP status instead (tests of failures). */
  failWith?: number;
  close(): Promise<void>;
}

/** An RFC 3161 TSA: `openssl ts -reply` behind an HTTP server on 127.0.0.1. */
export async function startLocalTsa(dir: string): Promise<LocalTsa> {
  const file = (name: string) => path.join(dir, name);
  const p256 = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  await run('openssl', [
    'req',
    '-x509',
    ...p256,
    '-keyout',
    file('tsa-root.key'),
    '-out',
    file('tsa-root.pem'),
    '-subj',
    '/CN=Test TSA Root',
    '-days',
    '2',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign',
  ]);
  await run('openssl', [
    'req',
    ...p256,
    '-keyout',
    file('tsa.key'),
    '-out',
    file('tsa.csr'),
    '-subj',
    '/CN=Test TSA',
  ]);
  writeFileSync(
    file('tsa-ext.cnf'),
    'extendedKeyUsage=critical,timeStamping\nkeyUsage=critical,digitalSignature\n',
  );
  await run('openssl', [
    'x509',
    '-req',
    '-in',
    file('tsa.csr'),
    '-CA',
    file('tsa-root.pem'),
    '-CAkey',
    file('tsa-root.key'),
    '-set_serial',
    '2',
    '-days',
    '2',
    '-extfile',
    file('tsa-ext.cnf'),
    '-out',
    file('tsa.pem'),
  ]);
  writeFileSync(file('tsa-serial'), '01\n');
  writeFileSync(
    file('ts.cnf'),
    [
      '[ tsa ]',
      'default_tsa = tsa_config',
      '[ tsa_config ]',
      `serial = ${file('tsa-serial')}`,
      `signer_cert = ${file('tsa.pem')}`,
      `certs = ${file('tsa-root.pem')}`,
      `signer_key = ${file('tsa.key')}`,
      'signer_digest = sha256',
      'default_policy = 1.2.3.4.1',
      'digests = sha256',
      'accuracy = secs:1',
      'ordering = no',
      'tsa_name = yes',
      'ess_cert_id_chain = no',
      'ess_cert_id_alg = sha256',
      '',
    ].join('\n'),
  );
  const tsa: LocalTsa = {
    url: '',
    rootFile: file('tsa-root.pem'),
    requests: 0,
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      tsa.requests++;
      if (tsa.failWith) {
        response.writeHead(tsa.failWith).end();
        return;
      }
      const id = randomBytes(6).toString('hex');
      const query = file(`${id}.tsq`);
      const reply = file(`${id}.tsr`);
      writeFileSync(query, Buffer.concat(chunks));
      try {
        await run('openssl', [
          'ts',
          '-reply',
          '-config',
          file('ts.cnf'),
          '-queryfile',
          query,
          '-out',
          reply,
        ]);
        response
          .writeHead(200, { 'content-type': 'application/timestamp-reply' })
          .end(await readFile(reply));
      } catch (error) {
        response.writeHead(500).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no TSA address');
  tsa.url = `http://127.0.0.1:${address.port}/tsa`;
  tsa.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return tsa;
}
