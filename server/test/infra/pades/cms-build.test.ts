// The CAdES detached SignedData (PAdES B-B): contentType, messageDigest and ESS
// signing-certificate-v2 signed, no signingTime; verified by `openssl cms -verify`. Only the
// Signer touches the key, so any Signer (an HSM, an RSA key) works.
import { createHash, createPrivateKey, sign as signWithKey } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedData,
  fromPem,
  openCertificateAuthority,
  readSignedData,
  type CertificateAuthority,
  type Signer,
} from '../../../src/pades/index.ts';
import { missingOpenssl, run, temporaryFolder, titled } from './support.ts';
import { verifyCms } from '../../kit/signed-pdf.ts';

const OIDS = {
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
};

const folder = temporaryFolder('cms-');
let ca: CertificateAuthority;
let signer: Signer;
const content = Buffer.from('%PDF-1.7 the bytes of the signed ranges\n'.repeat(100));
const digest = createHash('sha256').update(content).digest();

beforeAll(async () => {
  ca = await openCertificateAuthority({ dataDir: folder.dir });
  signer = await ca.issueSignerCertificate({
    name: 'Anna Meier',
    email: 'anna@example.com',
    quality: 'aes',
    legislation: 'eidas',
  });
});
afterAll(() => folder.remove());

describe('the signed attributes', () => {
  it('are contentType, messageDigest and signing-certificate-v2, without signingTime', async () => {
    const info = readSignedData(await createSignedData(signer, digest));
    expect(info.signedAttributes.sort()).toEqual(
      [OIDS.contentType, OIDS.messageDigest, OIDS.signingCertificateV2].sort(),
    );
    expect(info.signedAttributes).not.toContain(OIDS.signingTime);
    expect(info.messageDigest).toEqual(digest);
    expect(info.signingCertificateHash).toEqual(
      createHash('sha256').update(signer.certificateChain[0]).digest(),
    );
    expect(info.unsignedAttributes).toEqual([]);
    expect(info.certificates).toHaveLength(3);
    for (const certificate of signer.certificateChain) {
      expect(info.certificates.some((carried) => carried.equals(certificate))).toBe(true);
    }
  });

  it('refuses a digest that is not SHA-256', async () => {
    await expect(createSignedData(signer, Buffer.alloc(20))).rejects.toThrow(/SHA-256/);
  });

  it('asks the signer once, for the DER of the signed attributes only', async () => {
    const seen: Buffer[] = [];
    // An HSM-style signer: the key lives elsewhere, only the chain and sign() are known here.
    const remote: Signer = {
      certificateChain: signer.certificateChain,
      sign: async (data) => {
        seen.push(data);
        return signer.sign(data);
      },
    };
    const cms = await createSignedData(remote, digest);
    expect(seen).toHaveLength(1);
    expect(seen[0][0]).toBe(0x31); // a SET OF Attribute
    expect(seen[0].length).toBeLessThan(400);
    expect(cms.includes(seen[0].subarray(1))).toBe(true);
  });
});

describe.skipIf(missingOpenssl.length > 0)(titled('openssl cms -verify', missingOpenssl), () => {
  const file = (name: string) => path.join(folder.dir, name);

  it('accepts the CMS over the content with the root CA, and shows no signingTime', async () => {
    writeFileSync(file('root.pem'), ca.rootCertificatePem);
    const cms = await createSignedData(signer, digest);
    expect((await verifyCms(cms, content, file('root.pem'))).text).toContain(
      'Verification successful',
    );
    writeFileSync(file('sig.der'), cms);
    const printed = (
      await run('openssl', ['cms', '-cmsout', '-print', '-inform', 'DER', '-in', file('sig.der')])
    ).stdout;
    expect(printed).toContain('id-smime-aa-signingCertificateV2');
    expect(printed).not.toContain('signingTime');
  });

  it('rejects other content', async () => {
    const cms = await createSignedData(signer, digest);
    const changed = Buffer.from(content);
    changed[10] ^= 1;
    const refused = await verifyCms(cms, changed, file('root.pem'));
    expect(refused.ok).toBe(false);
    expect(refused.text).toMatch(/digest failure|Verification failure/);
  });

  it('works with an RSA key behind the Signer interface', async () => {
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      file('rsa.key'),
      '-out',
      file('rsa.pem'),
      '-subj',
      '/CN=RSA Signer',
      '-days',
      '1',
    ]);
    const key = createPrivateKey(readFileSync(file('rsa.key')));
    const rsa: Signer = {
      certificateChain: [fromPem(readFileSync(file('rsa.pem'), 'utf8'))],
      sign: async (data) => signWithKey('sha256', data, key),
    };
    const cms = await createSignedData(rsa, digest);
    expect((await verifyCms(cms, content, file('rsa.pem'))).text).toContain(
      'Verification successful',
    );
  });
});
