// The service's own CA: root + issuing CA created on first use under
// <dataDir>/ca/, keys encrypted at rest (PKCS#8, scrypt + aes-256-cbc) with CA_KEY_PASSPHRASE or
// a generated passphrase file (0600); signer and seal certificates with the quality and
// legislation in certificatePolicies (the service's arc) and qcStatements for qualified ones.
import { X509Certificate } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readElement, children, decodeOid } from '../../../src/pades/der.ts';
import { describeCertificate } from '../../../src/pades/certificates.ts';
import {
  fromPem,
  LEGISLATION_POLICY,
  openCertificateAuthority,
  QUALITY_POLICY,
  SEAL_POLICY,
  SERVICE_ARC,
  toPem,
  WrongPassphraseError,
  type CertificateLegislation,
  type CertificateQuality,
} from '../../../src/pades/index.ts';
import { missingOpenssl, run, temporaryFolder, titled } from './support.ts';

const folders: Array<{ remove(): void }> = [];
function folder() {
  const created = temporaryFolder('ca-');
  folders.push(created);
  return created.dir;
}
afterAll(() => folders.forEach((created) => created.remove()));

describe('creation on first use', () => {
  it('writes root and issuing CA with encrypted keys and a 0600 passphrase file', async () => {
    const dataDir = folder();
    const ca = await openCertificateAuthority({ dataDir });
    const dir = path.join(dataDir, 'ca');
    for (const name of ['root-ca.pem', 'root-ca.key.pem', 'issuing-ca.pem', 'issuing-ca.key.pem']) {
      expect(existsSync(path.join(dir, name)), name).toBe(true);
      expect(statSync(path.join(dir, name)).mode & 0o777).toBe(0o600);
    }
    expect(statSync(path.join(dir, 'passphrase')).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(ca.rootCertificatePem).toBe(readFileSync(path.join(dir, 'root-ca.pem'), 'utf8'));

    const keyPem = readFileSync(path.join(dir, 'issuing-ca.key.pem'), 'utf8');
    expect(keyPem).toMatch(/^-----BEGIN ENCRYPTED PRIVATE KEY-----\n/);
    // PBES2 with scrypt and aes-256-cbc.
    const info = readElement(fromPem(keyPem));
    const [pbes2, parameters] = children(children(info)[0]);
    const [kdf, cipher] = children(parameters);
    expect(decodeOid(pbes2)).toBe('1.2.840.113549.1.5.13');
    expect(decodeOid(children(kdf)[0])).toBe('1.3.6.1.4.1.11591.4.11');
    expect(decodeOid(children(cipher)[0])).toBe('2.16.840.1.101.3.4.1.42');

    const root = new X509Certificate(ca.rootCertificatePem);
    const issuing = new X509Certificate(ca.issuingCertificatePem);
    expect(root.ca).toBe(true);
    expect(issuing.ca).toBe(true);
    expect(root.subject).toBe('O=Signing Service\nCN=Signing Service Root CA');
    expect(issuing.checkIssued(root)).toBe(true);
    expect(issuing.verify(root.publicKey)).toBe(true);
    expect(root.verify(root.publicKey)).toBe(true);
    // 20 and 10 years.
    const years = (certificate: X509Certificate) =>
      (Date.parse(certificate.validTo) - Date.parse(certificate.validFrom)) / (365 * 864e5);
    expect(Math.round(years(root))).toBe(20);
    expect(Math.round(years(issuing))).toBe(10);
  });

  it('opens the same CA again (the passphrase file is read back)', async () => {
    const dataDir = folder();
    const first = await openCertificateAuthority({ dataDir });
    const passphrase = readFileSync(path.join(dataDir, 'ca', 'passphrase'), 'utf8').trim();
    expect(passphrase.length).toBeGreaterThanOrEqual(40);
    // A different option set is a different cache entry: this really reads the files.
    const again = await openCertificateAuthority({ dataDir, passphrase });
    expect(again).not.toBe(first);
    expect(again.rootCertificatePem).toBe(first.rootCertificatePem);
    expect(again.issuingCertificatePem).toBe(first.issuingCertificatePem);
    const signer = await again.issueSignerCertificate({
      name: 'Anna Meier',
      email: 'anna@example.com',
      quality: 'aes',
      legislation: 'eidas',
    });
    expect(
      new X509Certificate(signer.certificateChain[0]).checkIssued(
        new X509Certificate(first.issuingCertificatePem),
      ),
    ).toBe(true);
  });

  it('uses a configured passphrase: no passphrase file, and a wrong one is refused', async () => {
    const dataDir = folder();
    await openCertificateAuthority({ dataDir, passphrase: 'correct horse battery staple' });
    expect(existsSync(path.join(dataDir, 'ca', 'passphrase'))).toBe(false);
    await expect(openCertificateAuthority({ dataDir, passphrase: 'wrong' })).rejects.toThrow(
      WrongPassphraseError,
    );
    // Without it there is no passphrase file to fall back on: refused, and no new passphrase
    // file is made up for keys it could not open.
    await expect(openCertificateAuthority({ dataDir })).rejects.toThrow(
      /no CA key passphrase is configured and there is no passphrase file/,
    );
    expect(existsSync(path.join(dataDir, 'ca', 'passphrase'))).toBe(false);
  });

  it('creates one CA when two openers race for the same folder', async () => {
    const dataDir = folder();
    const [a, b] = await Promise.all([
      openCertificateAuthority({ dataDir }),
      openCertificateAuthority({ dataDir, organisation: 'Signing Service' }),
    ]);
    expect(a).not.toBe(b);
    expect(a.rootCertificatePem).toBe(b.rootCertificatePem);
  });

  it.skipIf(missingOpenssl.length > 0)(
    titled('openssl reads the encrypted keys with the passphrase and not without', missingOpenssl),
    async () => {
      const dataDir = folder();
      await openCertificateAuthority({ dataDir });
      const dir = path.join(dataDir, 'ca');
      const passphraseFile = path.join(dir, 'passphrase');
      for (const key of ['root-ca.key.pem', 'issuing-ca.key.pem']) {
        await run('openssl', [
          'pkey',
          '-in',
          path.join(dir, key),
          '-passin',
          `file:${passphraseFile}`,
          '-noout',
        ]);
        await expect(
          run('openssl', ['pkey', '-in', path.join(dir, key), '-passin', 'pass:wrong', '-noout']),
        ).rejects.toThrow();
      }
    },
  );
});

describe('signer and seal certificates', () => {
  const qualities: CertificateQuality[] = ['ses', 'aes', 'aesMinimal', 'qes', 'part11', 'demo'];
  const legislations: Array<CertificateLegislation | undefined> = [undefined, 'eidas', 'zertes'];

  it('names the signer, lasts 30 days and carries quality and legislation policies', async () => {
    const dataDir = folder();
    const now = new Date('2026-03-01T10:00:00Z');
    const ca = await openCertificateAuthority({ dataDir, now: () => now });
    for (const quality of qualities) {
      for (const legislation of legislations) {
        const signer = await ca.issueSignerCertificate({
          name: 'Zoë Müller-Lüdenscheidt',
          email: 'zoe@example.ch',
          quality,
          legislation,
        });
        expect(signer.certificateChain).toHaveLength(3);
        const certificate = new X509Certificate(signer.certificateChain[0]);
        expect(certificate.subject).toBe('CN=Zoë Müller-Lüdenscheidt\nemailAddress=zoe@example.ch');
        expect(certificate.subjectAltName).toBe('email:zoe@example.ch');
        expect(certificate.ca).toBe(false);
        expect(certificate.validFrom).toBe('Mar  1 09:55:00 2026 GMT');
        expect(certificate.validTo).toBe('Mar 31 10:00:00 2026 GMT');
        const description = describeCertificate(signer.certificateChain[0]);
        expect(description.kind).toBe('signer');
        expect(description.quality).toBe(quality);
        expect(description.legislation).toBe(legislation);
        expect(description.policies[0]).toBe(QUALITY_POLICY[quality]);
        if (legislation) expect(description.policies[1]).toBe(LEGISLATION_POLICY[legislation]);
        expect(description.policies.every((policy) => policy.startsWith(`${SERVICE_ARC}.1.`))).toBe(
          true,
        );
        if (quality === 'qes') {
          // QcCompliance, QcSSCD, QcType (esign), and QcCClegislation CH for zertes.
          const expected = ['0.4.0.1862.1.1', '0.4.0.1862.1.4', '0.4.0.1862.1.6'];
          if (legislation === 'zertes') expected.push('0.4.0.1862.1.7');
          expect(description.qcStatements).toEqual(expected);
          expect(description.qcType).toBe('esign');
          expect(description.qcLegislation).toEqual(legislation === 'zertes' ? ['CH'] : undefined);
        } else {
          expect(description.qcStatements).toEqual([]);
        }
      }
    }
  });

  it('gives every signature its own key and serial number', async () => {
    const ca = await openCertificateAuthority({ dataDir: folder() });
    const request = { name: 'Anna', email: 'anna@example.com', quality: 'ses' as const };
    const [a, b] = [
      await ca.issueSignerCertificate(request),
      await ca.issueSignerCertificate(request),
    ];
    const [ca1, ca2] = [a, b].map((s) => new X509Certificate(s.certificateChain[0]));
    expect(ca1.serialNumber).not.toBe(ca2.serialNumber);
    expect(ca1.publicKey.export({ format: 'der', type: 'spki' })).not.toEqual(
      ca2.publicKey.export({ format: 'der', type: 'spki' }),
    );
  });

  it('issues seal certificates for the organisation, qualified ones as eseal', async () => {
    const ca = await openCertificateAuthority({ dataDir: folder() });
    const aes = await ca.issueSealCertificate({ organisation: 'Muster AG', quality: 'aes' });
    const qes = await ca.issueSealCertificate({ organisation: 'Muster AG', quality: 'qes' });
    expect(new X509Certificate(aes.certificateChain[0]).subject).toBe('O=Muster AG\nCN=Muster AG');
    expect(describeCertificate(aes.certificateChain[0])).toMatchObject({
      kind: 'seal',
      sealQuality: 'aes',
      policies: [SEAL_POLICY.aes],
      qcStatements: [],
    });
    expect(describeCertificate(qes.certificateChain[0])).toMatchObject({
      kind: 'seal',
      sealQuality: 'qes',
      policies: [SEAL_POLICY.qes],
      qcStatements: ['0.4.0.1862.1.1', '0.4.0.1862.1.4', '0.4.0.1862.1.6'],
    });
    expect(describeCertificate(qes.certificateChain[0]).qcType).toBe('eseal');
  });

  it('refuses bad requests with a TypeError', async () => {
    const ca = await openCertificateAuthority({ dataDir: folder() });
    const good = { name: 'Anna', email: 'anna@example.com', quality: 'aes' as const };
    await expect(ca.issueSignerCertificate({ ...good, name: '  ' })).rejects.toThrow(TypeError);
    await expect(ca.issueSignerCertificate({ ...good, email: 'not an email' })).rejects.toThrow(
      /email/,
    );
    await expect(
      ca.issueSignerCertificate({ ...good, quality: 'seal' as unknown as CertificateQuality }),
    ).rejects.toThrow(/quality/);
    await expect(
      ca.issueSignerCertificate({ ...good, legislation: 'us' as CertificateLegislation }),
    ).rejects.toThrow(/legislation/);
    await expect(
      ca.issueSealCertificate({ organisation: 'X', quality: 'ses' as 'aes' }),
    ).rejects.toThrow(/seal/);
  });

  it.skipIf(missingOpenssl.length > 0)(
    titled('openssl verifies the chain and shows the policies', missingOpenssl),
    async () => {
      const dir = folder();
      const ca = await openCertificateAuthority({ dataDir: dir });
      const signer = await ca.issueSignerCertificate({
        name: 'Anna Meier',
        email: 'anna@example.com',
        quality: 'qes',
        legislation: 'eidas',
      });
      writeFileSync(path.join(dir, 'signer.pem'), toPem(signer.certificateChain[0]));
      const { stdout } = await run('openssl', [
        'verify',
        '-CAfile',
        path.join(dir, 'ca', 'root-ca.pem'),
        '-untrusted',
        path.join(dir, 'ca', 'issuing-ca.pem'),
        path.join(dir, 'signer.pem'),
      ]);
      expect(stdout).toContain('signer.pem: OK');
      const text = (
        await run('openssl', ['x509', '-in', path.join(dir, 'signer.pem'), '-noout', '-text'])
      ).stdout;
      expect(text).toContain(`Policy: ${QUALITY_POLICY.qes}`);
      expect(text).toContain(`Policy: ${LEGISLATION_POLICY.eidas}`);
      expect(text).toContain('Qualified electronic signature (qes) under eIDAS');
      expect(text).toMatch(/Key Usage: critical\s+Digital Signature, Non Repudiation/);
      expect(text).toContain('email:anna@example.com');
    },
  );
});
