// The OCSP responder's own certificate (src/signing/ocsp-responder.ts): the issuing CA certifies
// a delegated responder (RFC 6960 §4.2.2.2) that signs every OCSP answer, so pdfsig never has to
// rebuild the issuing CA from an answer. Its profile, its files, its renewal, and answers that
// openssl verifies with the root as the only trust anchor.
import { X509Certificate } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  OCSP_RESPONDER_DAYS,
  OCSP_RESPONDER_RENEW_BEFORE_MS,
} from '../../src/pades/ocsp-responder.ts';
import {
  answerOcsp,
  ocspRequestFor,
  openCertificateAuthority,
  toPem,
} from '../../src/pades/index.ts';
import { keyIdentifier } from '../../src/pades/certificates.ts';
import { children, readElement } from '../../src/pades/der.ts';
import { missingOpenssl, run, temporaryFolder, titled } from '../infra/pades/support.ts';

const DAY = 24 * 60 * 60 * 1000;
const folders: Array<{ remove(): void }> = [];
function folder() {
  const created = temporaryFolder('ocsp-responder-');
  folders.push(created);
  return created.dir;
}
afterAll(() => folders.forEach((created) => created.remove()));

/** The certificates an OCSPResponse carries (BasicOCSPResponse.certs), DER. */
function carriedCertificates(response: Buffer): Buffer[] {
  const [, responseBytes] = children(readElement(response));
  const octets = children(children(responseBytes)[0])[1];
  const [, , , certs] = children(readElement(octets.content));
  return certs ? children(children(certs)[0]).map((element) => element.raw) : [];
}

describe('the delegated OCSP responder', () => {
  it('is issued by the issuing CA for OCSP signing only, with no-check, for 30 days, its key encrypted', async () => {
    const dataDir = folder();
    const ca = await openCertificateAuthority({ dataDir });
    const responder = await ca.ocspResponder();
    const certificate = new X509Certificate(responder.certificate);
    const issuing = new X509Certificate(ca.issuing.certificate);
    expect(certificate.subject).toBe('O=Signing Service\nCN=Signing Service OCSP Responder');
    expect(certificate.checkIssued(issuing)).toBe(true);
    expect(certificate.verify(issuing.publicKey)).toBe(true);
    expect(certificate.ca).toBe(false);
    expect(certificate.keyUsage).toEqual(['1.3.6.1.5.5.7.3.9']);
    expect(certificate.checkPrivateKey(responder.privateKey)).toBe(true);
    const lifetime = Date.parse(certificate.validTo) - Date.parse(certificate.validFrom);
    // Backdated five minutes like every certificate of the CA.
    expect(lifetime).toBe(OCSP_RESPONDER_DAYS * DAY + 5 * 60 * 1000);

    const dir = path.join(dataDir, 'ca');
    const keyFile = path.join(dir, 'ocsp-responder.key.pem');
    expect(readFileSync(keyFile, 'utf8')).toMatch(/^-----BEGIN ENCRYPTED PRIVATE KEY-----\n/);
    for (const name of ['ocsp-responder.pem', 'ocsp-responder.key.pem']) {
      expect(statSync(path.join(dir, name)).mode & 0o777).toBe(0o600);
    }
    expect(readFileSync(path.join(dir, 'ocsp-responder.pem'), 'utf8')).toBe(
      toPem(responder.certificate),
    );
  });

  it.skipIf(missingOpenssl.length)(
    titled(
      'openssl shows OCSP Signing (critical), OCSP No Check and no revocation pointers',
      missingOpenssl,
    ),
    async () => {
      const ca = await openCertificateAuthority({
        dataDir: folder(),
        publicUrl: 'https://sign.example',
      });
      const dir = folder();
      writeFileSync(path.join(dir, 'responder.pem'), toPem((await ca.ocspResponder()).certificate));
      const { stdout } = await run('openssl', [
        'x509',
        '-in',
        path.join(dir, 'responder.pem'),
        '-noout',
        '-text',
      ]);
      expect(stdout).toMatch(/X509v3 Extended Key Usage: critical\s+OCSP Signing\n/);
      expect(stdout).toContain('OCSP No Check');
      expect(stdout).toMatch(/X509v3 Key Usage: critical\s+Digital Signature\n/);
      expect(stdout).not.toContain('Authority Information Access');
      expect(stdout).not.toContain('CRL Distribution Points');
    },
  );

  it('is kept: the same certificate after reopening, a new one when less than a week is left', async () => {
    const dataDir = folder();
    let clock = Date.now();
    const now = () => new Date(clock);
    const first = await (await openCertificateAuthority({ dataDir, now })).ocspResponder();
    const ca = await openCertificateAuthority({ dataDir, now, certificateValidityDays: 2 });
    const again = await ca.ocspResponder();
    expect(again.certificate.equals(first.certificate)).toBe(true);

    clock = first.notAfter.getTime() - OCSP_RESPONDER_RENEW_BEFORE_MS - 60_000;
    expect((await ca.ocspResponder()).certificate.equals(first.certificate)).toBe(true);
    clock = first.notAfter.getTime() - OCSP_RESPONDER_RENEW_BEFORE_MS + 1;
    const renewed = await ca.ocspResponder();
    expect(renewed.certificate.equals(first.certificate)).toBe(false);
    expect(renewed.notAfter.getTime()).toBeGreaterThan(first.notAfter.getTime());
    expect(new X509Certificate(renewed.certificate).serialNumber).not.toBe(
      new X509Certificate(first.certificate).serialNumber,
    );
  });
});

describe.skipIf(missingOpenssl.length)(
  titled('answers signed by the responder', missingOpenssl),
  () => {
    it('carry the responder certificate only, and openssl verifies them with the root as anchor', async () => {
      const ca = await openCertificateAuthority({ dataDir: folder() });
      const signer = await ca.issueSignerCertificate({
        name: 'Anna Meier',
        email: 'anna.meier@example.com',
        quality: 'aes',
      });
      const responder = await ca.ocspResponder();
      const now = new Date();
      const answer = await answerOcsp(
        ocspRequestFor(signer.certificateChain[0], ca.issuing.certificate),
        { issuing: ca.issuing.certificate, responder },
        async () => ({ status: 'good' }),
        now,
        new Date(now.getTime() + DAY),
      );
      const carried = carriedCertificates(answer);
      expect(carried).toHaveLength(1);
      expect(carried[0].equals(responder.certificate)).toBe(true);

      const dir = folder();
      const file = (name: string) => path.join(dir, name);
      writeFileSync(file('answer.der'), answer);
      writeFileSync(file('root.pem'), ca.rootCertificatePem);
      writeFileSync(file('issuing.pem'), ca.issuingCertificatePem);
      writeFileSync(file('signer.pem'), toPem(signer.certificateChain[0]));
      const { stdout, stderr } = await run('openssl', [
        'ocsp',
        '-respin',
        file('answer.der'),
        '-issuer',
        file('issuing.pem'),
        '-cert',
        file('signer.pem'),
        '-CAfile',
        file('root.pem'),
        '-verify_other',
        file('issuing.pem'),
        '-resp_text',
      ]);
      const text = `${stdout}${stderr}`;
      expect(text).toContain('Response verify OK');
      expect(text).toContain('signer.pem: good');
      // responderID byKey: the SHA-1 of the responder's key, not the issuing CA's.
      const keyHash = (der: Buffer) =>
        keyIdentifier(new X509Certificate(der).publicKey.export({ type: 'spki', format: 'der' }))
          .toString('hex')
          .toUpperCase();
      expect(text).toContain(`Responder Id: ${keyHash(responder.certificate)}`);
      expect(text).not.toContain(`Responder Id: ${keyHash(ca.issuing.certificate)}`);
      expect(text).toContain('CN=Signing Service OCSP Responder');
    });
  },
);
