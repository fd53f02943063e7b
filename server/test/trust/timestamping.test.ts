// The built-in time-stamping authority (RFC 3161): "its own TSA certificate
// from the CA, used by default so every signature is at least PAdES B-T; an external TSA_URL
// still replaces it. Tests check each time-stamp token with `openssl ts -verify`." Served at /tsa
// too; the signatures use it in-process.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfSignatures, readSignedData, signPdf, toPem } from '../../src/pades/index.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';
import { pdfsigText, verifyTimestamp } from '../kit/signed-pdf.ts';

const TIMESTAMP_TOKEN = '1.2.840.113549.1.9.16.2.14';
let server: TestServer;
let work: string;
const file = (name: string) => path.join(work, name);
const openssl = (...args: string[]) =>
  execFileSync('openssl', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** A free port, so the certificates can name the responder the server will listen at. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  server = await createTestServer({
    config: { publicUrl: `http://127.0.0.1:${port}`, caRevocationPointers: true },
  });
  // pdfsig asks the OCSP responder the certificates name: the server answers there.
  await server.app.listen({ port, host: '127.0.0.1' });
  work = mkdtempSync(path.join(tmpdir(), 'trust-tsa-'));
  const ca = await server.app.context.certificateAuthority();
  writeFileSync(file('root.pem'), ca.rootCertificatePem);
  writeFileSync(file('issuing.pem'), ca.issuingCertificatePem);
});

afterAll(async () => {
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the built-in time-stamping authority', () => {
  it('has its own certificate from the issuing CA, extended key usage timeStamping, critical', async () => {
    const tsa = await (await server.app.context.certificateAuthority()).timestampAuthority();
    writeFileSync(file('tsa.pem'), toPem(tsa.certificate));
    const text = openssl('x509', '-in', file('tsa.pem'), '-noout', '-text');
    expect(text).toMatch(/X509v3 Extended Key Usage: critical\s+Time Stamping\s/);
    expect(text).toContain('Time-Stamping Authority');
    openssl(
      'verify',
      '-purpose',
      'timestampsign',
      '-CAfile',
      file('root.pem'),
      '-untrusted',
      file('issuing.pem'),
      file('tsa.pem'),
    );
  });

  it('answers an openssl time-stamp query at /tsa with a token openssl ts -verify accepts', async () => {
    writeFileSync(file('data.txt'), 'The contract, version 3.');
    openssl('ts', '-query', '-data', file('data.txt'), '-sha256', '-cert', '-out', file('q.tsq'));
    const answer = await server.app.inject({
      method: 'POST',
      url: '/tsa',
      headers: { 'content-type': 'application/timestamp-query' },
      payload: readFileSync(file('q.tsq')),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/timestamp-reply');
    writeFileSync(file('r.tsr'), answer.rawPayload);
    const trust = { rootFile: file('root.pem'), untrustedFile: file('issuing.pem') };
    const reply = { reply: answer.rawPayload };
    const verified = await verifyTimestamp(reply, { queryFile: file('q.tsq') }, trust);
    expect(verified.text).toContain('Verification: OK');
    const printed = openssl('ts', '-reply', '-in', file('r.tsr'), '-text');
    expect(printed).toContain('Status: Granted.');
    expect(printed).toMatch(/Nonce: 0x[0-9A-F]+/);
    // Another document does not match the token.
    const other = { data: Buffer.from('The contract, version 4.') };
    expect((await verifyTimestamp(reply, other, trust)).ok).toBe(false);
  });

  it('refuses a SHA-1 imprint inside the reply, and a body that is no query with 400', async () => {
    openssl('ts', '-query', '-data', file('data.txt'), '-sha1', '-out', file('sha1.tsq'));
    const answer = await server.app.inject({
      method: 'POST',
      url: '/tsa',
      headers: { 'content-type': 'application/timestamp-query' },
      payload: readFileSync(file('sha1.tsq')),
    });
    writeFileSync(file('sha1.tsr'), answer.rawPayload);
    expect(openssl('ts', '-reply', '-in', file('sha1.tsr'), '-text')).toMatch(
      /Status: Rejected[\s\S]*unrecognized or unsupported algorithm/,
    );
    const bad = await server.app.inject({
      method: 'POST',
      url: '/tsa',
      headers: { 'content-type': 'application/timestamp-query' },
      payload: Buffer.from('hello'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ pointer: '/body', code: 'format' });
  });

  it('stamps every signature in-process (PAdES B-T), checked by openssl ts -verify and pdfsig with its OCSP check', async () => {
    const ca = await server.app.context.certificateAuthority();
    const signer = await ca.issueSignerCertificate({
      name: 'Anna Meier',
      email: 'anna.meier@example.com',
      quality: 'aes',
      legislation: 'eidas',
    });
    const document = await PDFDocument.create();
    document.addPage([595, 842]);
    const pdf = await signPdf(await document.save(), { signer, signingTime: new Date() });
    const [signature] = await readPdfSignatures(pdf);
    const cms = readSignedData(signature.cms);
    expect(cms.unsignedAttributes).toEqual([TIMESTAMP_TOKEN]);
    const verified = await verifyTimestamp(
      { token: cms.timestampToken! },
      { data: cms.signatureValue },
      { rootFile: file('root.pem'), untrustedFile: file('issuing.pem') },
    );
    expect(verified.text).toContain('Verification: OK');
    expect(createHash('sha256').update(cms.signatureValue).digest().length).toBe(32);

    writeFileSync(file('signed.pdf'), pdf);
    const nss = path.join(work, 'nss');
    openssl('version');
    execFileSync('mkdir', ['-p', nss]);
    execFileSync('certutil', ['-N', '--empty-password', '-d', `sql:${nss}`]);
    execFileSync('certutil', [
      '-A',
      '-n',
      'root',
      '-t',
      'C,C,',
      '-i',
      file('root.pem'),
      '-d',
      `sql:${nss}`,
    ]);
    const stdout = await pdfsigText(nss, file('signed.pdf'));
    expect(stdout).toContain('Signature is Valid.');
    expect(stdout).toContain('Certificate is Trusted.');
  });
});
