// What the verification reads from a file's DSS: the chain's certificates and revocation
// evidence (CRLs, OCSP responses) signed by the certificate's issuer — revocation status and the
// LTV status — using an openssl-made authority (its chain is `other`), and a signature
// time-stamped by a TSA (PAdES B-T). Adding a DSS after a signature is not a change of content.
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../documents/support.ts';
import {
  missingTools,
  startLocalTsa,
  temporaryFolder,
  titled,
  type LocalTsa,
} from '../infra/pades/support.ts';
import { createTestServer } from '../support/test-server.ts';
import {
  accountSignerOf,
  at,
  expectContract,
  openWith,
  signAs,
  signerUser,
  start,
  uploadPdf,
  type Ctx,
} from '../signing/support.ts';
import { foreignCa, withDss, type ForeignCa } from './foreign-ca.ts';
import { postVerify, signWith } from './support.ts';

type Signature = Record<string, unknown>;

async function verify(
  ctx: Ctx,
  bytes: Buffer,
): Promise<{ verdict: string; signatures: Signature[]; dss: Signature }> {
  const response = await postVerify(ctx, bytes);
  expect(response.statusCode, response.body).toBe(200);
  expectContract(response, 'post /v3/verify');
  return response.json();
}

describe.skipIf(missingTools.length)(
  titled('the DSS: revocation and long-term validation', missingTools),
  () => {
    let ctx: Ctx;
    let folder: ReturnType<typeof temporaryFolder>;
    let ca: ForeignCa;
    let signed: Buffer;

    beforeAll(async () => {
      ctx = await start();
      folder = temporaryFolder('verify-ltv-');
      ca = await foreignCa(folder.dir);
      signed = await signWith(ca.signer, await makePdf(1));
    });
    afterAll(async () => {
      await ctx?.server.close();
      folder?.remove();
    });

    it('without a DSS: chain of another authority, revocation unknown, no LTV, B-B', async () => {
      const [signature] = (await verify(ctx, signed)).signatures;
      expect(signature).toMatchObject({
        signerName: 'Other Signer',
        integrity: 'intact',
        trust: 'other',
        revocation: 'unknown',
        revocationSource: null,
        ltv: 'none',
        padesBaseline: 'B-B',
        verdict: 'indeterminate',
      });
    });

    it('a DSS with the chain and a CRL of the issuer that lists nothing: good, LTV complete', async () => {
      const report = await verify(
        ctx,
        await withDss(signed, {
          certificates: [ca.signer.certificateChain[0], ca.root],
          crls: [ca.goodCrl],
        }),
      );
      expect(report.dss).toEqual({ present: true, certificates: 2, ocspResponses: 0, crls: 1 });
      expect(report.signatures[0]).toMatchObject({
        integrity: 'intact',
        changesAfter: 'signaturesOnly',
        revocation: 'good',
        revocationSource: 'embedded',
        ltv: 'complete',
        verdict: 'indeterminate',
      });
    });

    it('the CRL that lists the signer: revoked (when, why), and the signature invalid', async () => {
      const report = await verify(
        ctx,
        await withDss(signed, {
          certificates: [ca.signer.certificateChain[0], ca.root],
          crls: [ca.revokedCrl],
        }),
      );
      expect(report.signatures[0]).toMatchObject({
        revocation: 'revoked',
        revocationSource: 'embedded',
        // The reason of the CRL entry; with no time-stamp nothing proves it signed before.
        revocationReason: 'keyCompromise',
        revokedAfterSigning: false,
        verdict: 'invalid',
      });
      expect(Date.parse(String(report.signatures[0].revokedAt))).not.toBeNaN();
      expect(report.signatures[0].revocationNote).toMatch(
        /^revoked on \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ \(keyCompromise\), with no time-stamp proving the signing time came before$/,
      );
      expect(report.verdict).toBe('invalid');
    });

    it('an OCSP response of the issuer saying revoked: revoked, with its reason', async () => {
      const report = await verify(
        ctx,
        await withDss(signed, {
          certificates: [ca.signer.certificateChain[0], ca.root],
          ocspResponses: [ca.revokedOcsp],
        }),
      );
      expect(report.signatures[0]).toMatchObject({
        revocation: 'revoked',
        revocationReason: 'keyCompromise',
        ltv: 'complete',
      });
    });

    it('evidence signed by someone else counts for nothing: unknown, LTV partial', async () => {
      const stranger = await foreignCa(mkdtempSync(path.join(folder.dir, 'stranger-')));
      const report = await verify(
        ctx,
        await withDss(signed, {
          certificates: [ca.signer.certificateChain[0], ca.root],
          crls: [stranger.revokedCrl],
          ocspResponses: [stranger.revokedOcsp],
        }),
      );
      expect(report.signatures[0]).toMatchObject({ revocation: 'unknown', ltv: 'partial' });
    });
  },
);

describe.skipIf(missingTools.length)(titled('a time-stamped signature (B-T)', missingTools), () => {
  let tsa: LocalTsa;
  let folder: ReturnType<typeof temporaryFolder>;
  let ctx: Ctx;

  beforeAll(async () => {
    folder = temporaryFolder('verify-tsa-');
    tsa = await startLocalTsa(folder.dir);
    const server = await createTestServer({ config: { tsaUrl: tsa.url } });
    ctx = { server, inject: (options) => server.app.inject(options) };
  });
  afterAll(async () => {
    await ctx?.server.close();
    await tsa?.close();
    folder?.remove();
  });

  it('the token in the CMS proves the time: timestamped by the signature, B-T', async () => {
    const sender = await signerUser(ctx, ['ses:any']);
    const anna = await signerUser(ctx, ['ses:any', 'aes:any'], {
      firstName: 'Anna',
      lastName: 'Meier',
    });
    const documentId = await uploadPdf(ctx, sender, 1);
    const created = await openWith(
      ctx,
      sender,
      [documentId],
      [accountSignerOf(anna.email, [at(documentId, 1, 300)])],
    );
    expect((await signAs(ctx, anna.auth, [created.id])).json().results[0].status).toBe('SIGNED');
    const pdf = (
      await ctx.inject({
        method: 'GET',
        url: `/v3/documents/${documentId}/download?signed=true`,
        headers: sender.auth,
      })
    ).rawPayload;
    const [signature] = (await verify(ctx, pdf)).signatures;
    expect(signature).toMatchObject({
      verdict: 'valid',
      timestamped: true,
      timestampSource: 'signature',
      padesBaseline: 'B-T',
      level: 'aes',
      legislation: 'zertes',
    });
    expect(signature.signingTime).toBe(signature.timestampTime);
  });
});
