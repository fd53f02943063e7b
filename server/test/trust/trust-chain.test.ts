// A published trust chain: "the root and issuing certificates served at stable
// public URLs (/ca/root.pem, /ca/issuing.pem, also DER) and named in each certificate's Authority
// Information Access; a CRL distribution point (/ca/crl, signed, with next-update) and an OCSP
// responder (/ocsp, RFC 6960, GET and POST) … revocation of a certificate through the maintenance
// CLI, visible in both." Checked with openssl against the running server, on both databases.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revocationStatus, trustAnchors } from '../../src/areas/trust/index.ts';
import { runMaintenanceCommand, UsageError } from '../../src/cli/maintenance-command.ts';
import { toPem } from '../../src/pades/index.ts';
import { createTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let work: string;
let base: string;
const file = (name: string) => path.join(work, name);
const openssl = (...args: string[]) =>
  execFileSync('openssl', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
/**
 * openssl ocsp, asynchronously: with -url it asks the server running in this very process, which
 * a synchronous child would block. The status is on stdout, the verification on stderr.
 */
const ocsp = async (...args: string[]) => {
  const { stdout, stderr } = await promisify(execFile)('openssl', ['ocsp', ...args], {
    timeout: 20_000,
  });
  return `${stdout}${stderr}`;
};

async function issueSigner(name: string): Promise<{ pem: string; serial: string }> {
  const ca = await server.app.context.certificateAuthority();
  const signer = await ca.issueSignerCertificate({
    name,
    email: 'anna.meier@example.com',
    quality: 'qes',
    legislation: 'zertes',
  });
  const certificate = new X509Certificate(signer.certificateChain[0]);
  return { pem: toPem(signer.certificateChain[0]), serial: certificate.serialNumber };
}

beforeAll(async () => {
  server = await createTestServer({ config: { caRevocationPointers: true } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
  work = mkdtempSync(path.join(tmpdir(), 'trust-chain-'));
  for (const name of ['root.pem', 'issuing.pem']) {
    const answer = await server.app.inject({ method: 'GET', url: `/ca/${name}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/x-pem-file');
    writeFileSync(file(name), answer.body);
  }
});

afterAll(async () => {
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the published trust chain', () => {
  it('serves the root and issuing certificates as PEM and DER, the issuing one signed by the root', async () => {
    const root = new X509Certificate(readFileSync(file('root.pem')));
    const issuing = new X509Certificate(readFileSync(file('issuing.pem')));
    expect(root.subject).toContain('Root CA');
    expect(issuing.verify(root.publicKey)).toBe(true);
    for (const [url, pem] of [
      ['/ca/root.der', root],
      ['/ca/issuing.der', issuing],
    ] as const) {
      const answer = await server.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('application/pkix-cert');
      expect(new X509Certificate(answer.rawPayload).fingerprint256).toBe(pem.fingerprint256);
    }
    const anchors = await trustAnchors(server.app.context);
    expect(new X509Certificate(anchors.root).fingerprint256).toBe(root.fingerprint256);
  });

  it('names the issuer, the OCSP responder and the CRL in each issued certificate', async () => {
    const { pem } = await issueSigner('Anna Meier');
    writeFileSync(file('aia.pem'), pem);
    const text = openssl('x509', '-in', file('aia.pem'), '-noout', '-text');
    const publicUrl = server.config.publicUrl;
    expect(text).toContain(`OCSP - URI:${publicUrl}/ocsp`);
    expect(text).toContain(`CA Issuers - URI:${publicUrl}/ca/issuing.der`);
    expect(text).toMatch(new RegExp(`CRL Distribution Points:[\\s\\S]*URI:${publicUrl}/ca/crl`));
    openssl(
      'verify',
      '-CAfile',
      file('root.pem'),
      '-untrusted',
      file('issuing.pem'),
      file('aia.pem'),
    );
  });

  it('answers good over OCSP, then revoked in OCSP and the CRL after the maintenance CLI revokes it', async () => {
    const { pem, serial } = await issueSigner('Beat Keller');
    writeFileSync(file('signer.pem'), pem);
    const ask = () =>
      ocsp(
        '-issuer',
        file('issuing.pem'),
        '-cert',
        file('signer.pem'),
        '-url',
        `${base}/ocsp`,
        '-CAfile',
        file('root.pem'),
        // The answer is signed by the responder certificate the issuing CA issued.
        '-verify_other',
        file('issuing.pem'),
      );
    const good = await ask();
    expect(good).toContain('Response verify OK');
    expect(good).toMatch(/signer\.pem: good[\s\S]*Next Update:/);
    expect(await revocationStatus(server.app.context, serial)).toEqual({ status: 'good' });

    const crl = async () => {
      const answer = await server.app.inject({ method: 'GET', url: '/ca/crl' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('application/pkix-crl');
      writeFileSync(file('issuing.crl'), answer.rawPayload);
      return openssl(
        'crl',
        '-inform',
        'DER',
        '-in',
        file('issuing.crl'),
        '-CAfile',
        file('issuing.pem'),
        '-verify',
        '-noout',
        '-text',
      );
    };
    const before = await crl();
    expect(before).toMatch(/Next Update: /);
    expect(before).not.toContain(serial);

    const printed = await runMaintenanceCommand(server.testDb.db, [
      'revoke-certificate',
      '--serial',
      serial,
      '--reason',
      'keyCompromise',
    ]);
    expect(printed[0]).toMatch(
      new RegExp(`^Revoked: ${serial.toLowerCase()} .*Beat Keller.*keyCompromise`),
    );

    expect(await ask()).toMatch(
      /signer\.pem: revoked[\s\S]*Reason: keyCompromise[\s\S]*Revocation Time:/,
    );
    const after = await crl();
    expect(after).toContain(`Serial Number: ${serial}`);
    expect(after).toContain('Key Compromise');
    const status = await revocationStatus(server.app.context, serial.toLowerCase());
    expect(status).toMatchObject({ status: 'revoked', reason: 'keyCompromise' });

    // Revoking again changes nothing; an unknown serial is refused.
    const again = await runMaintenanceCommand(server.testDb.db, [
      'revoke-certificate',
      '--serial',
      serial,
    ]);
    expect(again[0]).toMatch(/^Already revoked/);
    await expect(
      runMaintenanceCommand(server.testDb.db, ['revoke-certificate', '--serial', '0badc0de']),
    ).rejects.toThrow(UsageError);
  });

  it('answers OCSP over GET (base64 in the path) and refuses a body that is no OCSP request', async () => {
    const { pem, serial } = await issueSigner('Carla Rossi');
    writeFileSync(file('get.pem'), pem);
    await ocsp(
      '-issuer',
      file('issuing.pem'),
      '-cert',
      file('get.pem'),
      '-no_nonce',
      '-reqout',
      file('get.req'),
    );
    const encoded = encodeURIComponent(readFileSync(file('get.req')).toString('base64'));
    const answer = await server.app.inject({ method: 'GET', url: `/ocsp/${encoded}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/ocsp-response');
    writeFileSync(file('get.resp'), answer.rawPayload);
    const text = await ocsp(
      '-respin',
      file('get.resp'),
      '-issuer',
      file('issuing.pem'),
      '-cert',
      file('get.pem'),
      '-CAfile',
      file('root.pem'),
    );
    expect(text).toContain('get.pem: good');
    expect(serial).toMatch(/^[0-9A-F]+$/);

    const bad = await server.app.inject({
      method: 'POST',
      url: '/ocsp',
      headers: { 'content-type': 'application/ocsp-request' },
      payload: Buffer.from('not an OCSP request'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ pointer: '/body', code: 'format' }],
    });
    const badGet = await server.app.inject({
      method: 'GET',
      url: '/ocsp/bm90IGEgcmVxdWVzdA%3D%3D',
    });
    expect(badGet.statusCode).toBe(400);
    expect(badGet.json().errors[0].pointer).toBe('/path/ocspRequest');
  });

  it('says unknown for a certificate another CA issued or one it has no record of', async () => {
    // A self-signed certificate made by openssl: its issuer is not ours. The answer is signed by
    // our OCSP responder, which answers for no other issuer: openssl is told not to verify it.
    openssl(
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      file('foreign.key'),
      '-out',
      file('foreign.pem'),
      '-subj',
      '/CN=Foreign',
      '-days',
      '2',
    );
    const text = await ocsp(
      '-issuer',
      file('foreign.pem'),
      '-cert',
      file('foreign.pem'),
      '-url',
      `${base}/ocsp`,
      '-noverify',
    );
    expect(text).toContain('foreign.pem: unknown');
    expect(await revocationStatus(server.app.context, '0123abcd')).toEqual({ status: 'unknown' });
    const issuingKeyHash = 'ff'.repeat(20);
    const { serial } = await issueSigner('Dora Graf');
    expect(await revocationStatus(server.app.context, serial, issuingKeyHash)).toEqual({
      status: 'unknown',
    });
  });

  it('serves the root CRL, signed by the root, covering the issuing CA', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/ca/root.crl' });
    expect(answer.statusCode).toBe(200);
    writeFileSync(file('root.crl'), answer.rawPayload);
    const text = openssl(
      'crl',
      '-inform',
      'DER',
      '-in',
      file('root.crl'),
      '-CAfile',
      file('root.pem'),
      '-verify',
      '-noout',
      '-text',
    );
    expect(text).toMatch(/Issuer: .*Root CA/);
    expect(text).toContain('No Revoked Certificates');
  });
});
