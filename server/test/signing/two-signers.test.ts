// The key test of signing: through the API, two users sign a 3-page PDF in turn (a request with
// both as signers, initiated, signed by A, then by B); the signed PDF is downloaded and checked
// by independent tools with the server's root CA trusted ("C,C,"): pdfsig says both signatures
// are "Signature is Valid." and "Certificate is Trusted.", `qpdf --check` is clean, one flipped
// byte gives "Digest Mismatch." (pdfsig exits 0 then: its text is read) and `openssl cms -verify`
// accepts each CMS over its byte range. Also B-T with a local TSA (TSA_URL).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyEventChain } from '../../src/areas/signature-requests/store/events.ts';
import {
  openCertificateAuthority,
  readPdfSignatures,
  readSignedData,
} from '../../src/pades/index.ts';
import { createTestServer } from '../support/test-server.ts';
import {
  missingTools,
  nssDatabase,
  run,
  startLocalTsa,
  temporaryFolder,
  titled,
  type LocalTsa,
} from '../infra/pades/support.ts';
import { checkSignedPdf, pdfsig } from '../kit/signed-pdf.ts';
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
  type User,
} from './support.ts';

const ESS_SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';
const SIGNING_TIME = '1.2.840.113549.1.9.5';
const TIMESTAMP_TOKEN = '1.2.840.113549.1.9.16.2.14';

describe.skipIf(missingTools.length)(
  titled('two users sign a 3-page PDF in turn, checked by pdfsig, qpdf and openssl', missingTools),
  () => {
    let ctx: Ctx;
    let folder: ReturnType<typeof temporaryFolder>;
    let database: string;
    let sender: User;
    let anna: User;
    let beat: User;
    let requestId: string;
    let documentId: string;
    let signed: Buffer;
    const file = (name: string) => path.join(folder.dir, name);

    beforeAll(async () => {
      ctx = await start();
      folder = temporaryFolder('signing-flow-');
      sender = await signerUser(ctx, ['ses:any'], { firstName: 'Sandra', lastName: 'Sender' });
      anna = await signerUser(ctx, ['ses:any', 'aes:any'], {
        firstName: 'Anna',
        lastName: 'Meier',
      });
      beat = await signerUser(ctx, ['ses:any', 'qes:zertes', 'aesMinimal:zertes'], {
        firstName: 'Beat',
        lastName: 'Keller',
      });
      documentId = await uploadPdf(ctx, sender, 3);
      const created = await openWith(
        ctx,
        sender,
        [documentId],
        [
          accountSignerOf(anna.email, [at(documentId, 1, 600)]),
          accountSignerOf(beat.email, [at(documentId, 3, 600, 300)]),
        ],
      );
      requestId = created.id;
      const ca = await openCertificateAuthority({ dataDir: ctx.server.config.dataDir });
      database = await nssDatabase(folder.dir, ca.rootCertificatePem);
      writeFileSync(file('root.pem'), ca.rootCertificatePem);
    });

    afterAll(async () => {
      await ctx?.server.close();
      folder?.remove();
    });

    const page3 = async () => {
      const response = await ctx.inject({
        method: 'GET',
        url: `/v3/documents/${documentId}/pages/3?scale=50`,
        headers: sender.auth,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.rawPayload;
    };
    let unsignedPage3: Buffer;

    it('page 3 before signing is the uploaded page', async () => {
      unsignedPage3 = await page3();
      expect(unsignedPage3.length).toBeGreaterThan(0);
    });

    it('A signs first: SIGNED, the request stays OPEN', async () => {
      const response = await signAs(ctx, anna.auth, [requestId]);
      expect(response.statusCode, response.body).toBe(200);
      expectContract(response, 'post /v3/sign');
      const [result] = response.json().results;
      expect(result).toMatchObject({
        id: requestId,
        status: 'SIGNED',
        statusOverall: 'OPEN',
        swisscom: null,
        error: null,
      });
      expect(Date.parse(result.signedAt)).not.toBeNaN();
    });

    it('B signs second: SIGNED, the request is SIGNED and everyone gets the completion mail', async () => {
      const response = await signAs(ctx, beat.auth, [requestId]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().results[0]).toMatchObject({
        status: 'SIGNED',
        statusOverall: 'SIGNED',
      });
      const request = await ctx.inject({
        method: 'GET',
        url: `/v3/signature-requests/${requestId}`,
        headers: sender.auth,
      });
      expect(request.json().statusOverall).toBe('SIGNED');
      expect(request.json().signatures.map((s: { status: string }) => s.status)).toEqual([
        'SIGNED',
        'SIGNED',
      ]);
      for (const person of [sender, anna, beat]) {
        expect(ctx.server.mailer.lastTo(person.email)?.subject ?? '').toMatch(/signed/i);
      }
    });

    it('the trail has both SIGNED events and COMPLETED, and its hash chain holds', async () => {
      const response = await ctx.inject({
        method: 'GET',
        url: `/v3/signature-requests/${requestId}/events`,
        headers: sender.auth,
      });
      const events = response.json().events as { type: string; actor: { email: string } }[];
      const signedEvents = events.filter((e) => e.type === 'SIGNED');
      expect(signedEvents.map((e) => e.actor.email)).toEqual([anna.email, beat.email]);
      expect(events.at(-1)?.type).toBe('COMPLETED');
      expect((await verifyEventChain(ctx.server.testDb.db, requestId)).valid).toBe(true);
    });

    it('the signed PDF downloads and carries two PAdES signatures (incremental updates)', async () => {
      const response = await ctx.inject({
        method: 'GET',
        url: `/v3/documents/${documentId}/download?signed=true`,
        headers: sender.auth,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      signed = response.rawPayload;
      writeFileSync(file('signed.pdf'), signed);
      const signatures = await readPdfSignatures(signed);
      expect(signatures).toHaveLength(2);
      for (const signature of signatures) {
        expect(signature.subFilter).toBe('ETSI.CAdES.detached');
        const cms = readSignedData(signature.cms);
        expect(cms.signedAttributes).toContain(ESS_SIGNING_CERTIFICATE_V2);
        expect(cms.signedAttributes).not.toContain(SIGNING_TIME);
        expect(signature.signingTime).toBeInstanceOf(Date);
      }
      // The second signature covers the whole file, the first only its own revision.
      expect(signatures[1].byteRange[2] + signatures[1].byteRange[3]).toBe(signed.length);
      expect(signatures[0].byteRange[2] + signatures[0].byteRange[3]).toBeLessThan(signed.length);
      // Versions: uploaded as 1, one per signature.
      const meta = await ctx.inject({
        method: 'GET',
        url: `/v3/documents/${documentId}`,
        headers: sender.auth,
      });
      expect(meta.json()).toMatchObject({ signed: true });
    });

    it("page images show the signed version: Beat's visible signature is on page 3", async () => {
      expect((await page3()).equals(unsignedPage3)).toBe(false);
    });

    it('pdfsig: both "Signature is Valid." and "Certificate is Trusted."', async () => {
      const signatures = await pdfsig(database, file('signed.pdf'));
      expect(signatures.map((s) => [s.signatureValidation, s.certificateValidation])).toEqual([
        ['Signature is Valid.', 'Certificate is Trusted.'],
        ['Signature is Valid.', 'Certificate is Trusted.'],
      ]);
      expect(signatures.map((s) => s.commonName)).toEqual(['Anna Meier', 'Beat Keller']);
      expect(signatures[1].totalDocumentSigned).toBe(true);
    });

    it('qpdf --check is clean', async () => {
      const { stdout } = await run('qpdf', ['--check', file('signed.pdf')]);
      expect(stdout).toContain('No syntax or stream encoding errors found');
    });

    it('one byte flipped → "Digest Mismatch." for both signatures', async () => {
      const [first] = await readPdfSignatures(signed);
      const tampered = Buffer.from(signed);
      // One byte of the font dictionary in the uploaded revision (covered by both signatures).
      const target = tampered.indexOf('/BaseFont /Helvetica');
      expect(target).toBeGreaterThan(0);
      expect(target).toBeLessThan(first.byteRange[1]);
      tampered[target + 11] = 'X'.charCodeAt(0);
      writeFileSync(file('tampered.pdf'), tampered);
      const signatures = await pdfsig(database, file('tampered.pdf'));
      expect(signatures.map((s) => s.signatureValidation)).toEqual([
        'Digest Mismatch.',
        'Digest Mismatch.',
      ]);
    });

    it('openssl cms -verify accepts each CMS over its byte range', async () => {
      const checked = await checkSignedPdf(signed, { rootFile: file('root.pem') });
      expect(checked.signatures).toHaveLength((await readPdfSignatures(signed)).length);
      for (const signature of checked.signatures) {
        expect(signature.openssl.text).toContain('Verification successful');
      }
    });
  },
);

describe.skipIf(missingTools.length)(
  titled('B-T: signatures time-stamped when TSA_URL is set', missingTools),
  () => {
    let tsa: LocalTsa;
    let folder: ReturnType<typeof temporaryFolder>;
    let ctx: Ctx;

    beforeAll(async () => {
      folder = temporaryFolder('signing-flow-tsa-');
      tsa = await startLocalTsa(folder.dir);
      const server = await createTestServer({ config: { tsaUrl: tsa.url } });
      ctx = { server, inject: (options) => server.app.inject(options) };
    });

    afterAll(async () => {
      await ctx?.server.close();
      await tsa?.close();
      folder?.remove();
    });

    it('the CMS carries a signature time-stamp token and pdfsig validates it', async () => {
      const sender = await signerUser(ctx, ['ses:any']);
      const anna = await signerUser(ctx, ['ses:any', 'aes:any']);
      const documentId = await uploadPdf(ctx, sender, 3);
      const created = await openWith(
        ctx,
        sender,
        [documentId],
        [accountSignerOf(anna.email, [at(documentId, 2, 300)])],
      );
      const response = await signAs(ctx, anna.auth, [created.id]);
      expect(response.json().results[0]).toMatchObject({
        status: 'SIGNED',
        statusOverall: 'SIGNED',
      });
      expect(tsa.requests).toBe(1);
      const pdf = (
        await ctx.inject({
          method: 'GET',
          url: `/v3/documents/${documentId}/download?signed=true`,
          headers: sender.auth,
        })
      ).rawPayload;
      const [signature] = await readPdfSignatures(pdf);
      expect(readSignedData(signature.cms).unsignedAttributes).toContain(TIMESTAMP_TOKEN);
      const ca = await openCertificateAuthority({ dataDir: ctx.server.config.dataDir });
      const database = await nssDatabase(folder.dir, ca.rootCertificatePem);
      writeFileSync(path.join(folder.dir, 'bt.pdf'), pdf);
      const [checked] = await pdfsig(database, path.join(folder.dir, 'bt.pdf'));
      expect(checked.signatureValidation).toBe('Signature is Valid.');
      const events = (
        await ctx.inject({
          method: 'GET',
          url: `/v3/signature-requests/${created.id}/events`,
          headers: sender.auth,
        })
      ).json().events as { type: string; detail: string }[];
      expect(events.find((e) => e.type === 'SIGNED')?.detail).toContain('PAdES B-T');
    });

    it('a failing TSA answers FAILED timestamp_failed and signs nothing', async () => {
      const sender = await signerUser(ctx, ['ses:any']);
      const anna = await signerUser(ctx, ['ses:any', 'aes:any']);
      const documentId = await uploadPdf(ctx, sender, 3);
      const created = await openWith(
        ctx,
        sender,
        [documentId],
        [accountSignerOf(anna.email, [at(documentId, 2, 300)])],
      );
      tsa.failWith = 503;
      try {
        const response = await signAs(ctx, anna.auth, [created.id]);
        expect(response.statusCode, response.body).toBe(200);
        expectContract(response, 'post /v3/sign');
        expect(response.json().results[0]).toMatchObject({
          status: 'FAILED',
          statusOverall: 'OPEN',
          error: { code: 'timestamp_failed' },
        });
      } finally {
        tsa.failWith = undefined;
      }
      const request = await ctx.inject({
        method: 'GET',
        url: `/v3/signature-requests/${created.id}`,
        headers: sender.auth,
      });
      expect(request.json().signatures[0].status).toBe('OPEN');
      expect(request.json().documents[0].signed).toBe(false);
    });
  },
);
