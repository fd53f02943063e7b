// PAdES B-T: with a TSA URL the signature value is timestamped (RFC 3161) and the token goes in
// the unsigned attribute signature-time-stamp-token. The TSA here is `openssl ts -reply` behind
// a tiny HTTP server; `openssl ts -verify` checks that the token covers the signature value.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openCertificateAuthority,
  readPdfSignatures,
  readSignedData,
  requestTimestamp,
  signPdf,
  TimestampError,
  type CertificateAuthority,
  type Signer,
} from '../../../src/pades/index.ts';
import { readTstInfo } from '../../../src/pades/tsa.ts';
import {
  makePdf,
  missingTools,
  nssDatabase,
  startLocalTsa,
  temporaryFolder,
  titled,
  type LocalTsa,
} from './support.ts';
import { pdfsig, verifyTimestamp } from '../../kit/signed-pdf.ts';

const TIMESTAMP_TOKEN = '1.2.840.113549.1.9.16.2.14';

describe.skipIf(missingTools.length > 0)(titled('PAdES B-T with a local TSA', missingTools), () => {
  const folder = temporaryFolder('tsa-');
  const file = (name: string) => path.join(folder.dir, name);
  let tsa: LocalTsa;
  let ca: CertificateAuthority;
  let signer: Signer;

  beforeAll(async () => {
    tsa = await startLocalTsa(folder.dir);
    ca = await openCertificateAuthority({ dataDir: folder.dir });
    signer = await ca.issueSignerCertificate({
      name: 'Anna Meier',
      email: 'anna@example.com',
      quality: 'qes',
      legislation: 'eidas',
    });
  });
  afterAll(async () => {
    await tsa?.close();
    folder.remove();
  });

  it('gets a token over the SHA-256 of the data, with our nonce checked', async () => {
    const data = Buffer.from('a signature value');
    const before = Date.now();
    const { token, time } = await requestTimestamp(tsa.url, data);
    const info = readTstInfo(token);
    expect(info.imprint).toEqual(createHash('sha256').update(data).digest());
    expect(info.policy).toBe('1.2.3.4.1');
    expect(info.nonce).toBeTypeOf('bigint');
    expect(Math.abs(time.getTime() - before)).toBeLessThan(60_000);
  });

  it('signs with a timestamp token that openssl ts -verify accepts; pdfsig still valid', async () => {
    const requests = tsa.requests;
    const signed = await signPdf(await makePdf({ pages: 3 }), {
      signer,
      signingTime: new Date(),
      tsaUrl: tsa.url,
    });
    expect(tsa.requests).toBe(requests + 1);
    const [signature] = await readPdfSignatures(signed);
    const cms = readSignedData(signature.cms);
    expect(cms.unsignedAttributes).toEqual([TIMESTAMP_TOKEN]);
    expect(cms.timestampToken).toBeDefined();
    // The token covers the signature value.
    const trust = { rootFile: tsa.rootFile };
    const token = { token: cms.timestampToken! };
    const verified = await verifyTimestamp(token, { data: cms.signatureValue }, trust);
    expect(verified.text).toContain('Verification: OK');
    const other = await verifyTimestamp(token, { data: Buffer.from('something else') }, trust);
    expect(other.ok).toBe(false);

    writeFileSync(file('timestamped.pdf'), signed);
    const database = await nssDatabase(folder.dir, ca.rootCertificatePem);
    const [checked] = await pdfsig(database, file('timestamped.pdf'));
    expect(checked.signatureValidation).toBe('Signature is Valid.');
    expect(checked.certificateValidation).toBe('Certificate is Trusted.');
  });

  it("without a TSA URL the CA's built-in TSA stamps it (B-T); a signer without one makes B-B", async () => {
    const signed = await signPdf(await makePdf({ pages: 1 }), { signer, signingTime: new Date() });
    const [signature] = await readPdfSignatures(signed);
    const cms = readSignedData(signature.cms);
    expect(cms.unsignedAttributes).toEqual([TIMESTAMP_TOKEN]);
    const builtIn = await ca.timestampAuthority();
    const { token } = readTstInfo(cms.timestampToken!) && { token: cms.timestampToken! };
    expect(token.includes(builtIn.certificate)).toBe(true);

    const bare = { certificateChain: signer.certificateChain, sign: (d: Buffer) => signer.sign(d) };
    const plain = await signPdf(await makePdf({ pages: 1 }), {
      signer: bare,
      signingTime: new Date(),
    });
    const [unstamped] = await readPdfSignatures(plain);
    expect(readSignedData(unstamped.cms).unsignedAttributes).toEqual([]);
  });

  it('fails with a TimestampError, and no signature, when the TSA fails', async () => {
    tsa.failWith = 503;
    try {
      await expect(
        signPdf(await makePdf({ pages: 1 }), { signer, signingTime: new Date(), tsaUrl: tsa.url }),
      ).rejects.toThrow(TimestampError);
      await expect(requestTimestamp(tsa.url, Buffer.from('x'))).rejects.toThrow(/HTTP 503/);
    } finally {
      tsa.failWith = undefined;
    }
    await expect(requestTimestamp('http://127.0.0.1:9/tsa', Buffer.from('x'))).rejects.toThrow(
      /cannot be reached/,
    );
  });
});
