// Revocation pointers on, as in production: every certificate names the issuer, the OCSP
// responder and the CRL under PUBLIC_URL, and the server listens there. Account signers sign one
// request in turn and pdfsig checks the signed file with its online OCSP check (its default):
// each signature must be "Signature is Valid." and "Certificate is Trusted.". Before the fix the
// second signer's certificate came out "Unknown issue with Certificate or corrupted data." when
// the answers were signed by the issuing CA itself (src/signing/ocsp-responder.ts says why); it
// depended on pdfsig's memory reuse, so it showed in most runs, not all.
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { X509Certificate } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import {
  openCertificateAuthority,
  readPdfSignatures,
  readSignedData,
} from '../../src/pades/index.ts';
import { runLtvPass } from '../../src/areas/signing/ltv/job.ts';
import { missingTools, nssDatabase, run, temporaryFolder, titled } from '../infra/pades/support.ts';
import { pdfsig } from '../kit/signed-pdf.ts';
import { readDssOf } from '../signing/ltv/support.ts';
import { createTestServer } from '../support/test-server.ts';
import {
  accountSignerOf,
  at,
  openWith,
  signAs,
  signerUser,
  uploadPdf,
  type Ctx,
} from '../signing/support.ts';

/** A port free on loopback now, for a server whose public URL must be known before it starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/**
 * A server with revocation pointers on, listening on loopback at its public URL; `ocspAsked`
 * counts the requests that reach its OCSP responder over the network.
 */
async function listeningServer(): Promise<Ctx & { ocspAsked: () => number }> {
  const port = await freePort();
  const server = await createTestServer({
    config: { caRevocationPointers: true, publicUrl: `http://127.0.0.1:${port}`, port },
  });
  await server.app.listen({ port, host: '127.0.0.1' });
  let asked = 0;
  server.app.server.on('request', (request: { url?: string }) => {
    if (request.url?.startsWith('/ocsp')) asked++;
  });
  return { server, inject: (options) => server.app.inject(options), ocspAsked: () => asked };
}

const NAMES = [
  ['Anna', 'Meier'],
  ['Beat', 'Keller'],
  ['Carla', 'Rossi'],
] as const;

describe.skipIf(missingTools.length)(
  titled('pdfsig checks revocation online against the listening server', missingTools),
  () => {
    let ctx: Awaited<ReturnType<typeof listeningServer>>;
    let folder: ReturnType<typeof temporaryFolder>;
    let database: string;

    beforeAll(async () => {
      ctx = await listeningServer();
      folder = temporaryFolder('online-revocation-');
      const ca = await openCertificateAuthority({ dataDir: ctx.server.config.dataDir });
      database = await nssDatabase(folder.dir, ca.rootCertificatePem);
    });

    afterAll(async () => {
      await ctx?.server.close();
      folder?.remove();
    });

    let lastDocument: { id: string; sender: { auth: Record<string, string> } } | undefined;

    /** Signers sign one request in turn; answers the signed PDF's path. */
    async function signedBy(count: number): Promise<string> {
      const sender = await signerUser(ctx, ['ses:any'], {
        firstName: 'Sandra',
        lastName: 'Sender',
      });
      const signers = [];
      for (const [firstName, lastName] of NAMES.slice(0, count)) {
        signers.push(await signerUser(ctx, ['ses:any', 'aes:any'], { firstName, lastName }));
      }
      const documentId = await uploadPdf(ctx, sender, 3);
      const request = await openWith(
        ctx,
        sender,
        [documentId],
        signers.map((signer, index) =>
          accountSignerOf(signer.email, [at(documentId, index + 1, 600)]),
        ),
      );
      for (const signer of signers) {
        const response = await signAs(ctx, signer.auth, [request.id]);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().results[0].status).toBe('SIGNED');
      }
      const download = await ctx.inject({
        method: 'GET',
        url: `/v3/documents/${documentId}/download?signed=true`,
        headers: sender.auth,
      });
      expect(download.statusCode).toBe(200);
      const file = path.join(folder.dir, `signed-by-${count}.pdf`);
      writeFileSync(file, download.rawPayload);
      lastDocument = { id: documentId, sender };
      return file;
    }

    for (const count of [2, 3]) {
      it(`${count} signers: every signature "Signature is Valid." and "Certificate is Trusted."`, async () => {
        const file = await signedBy(count);
        // Each signer's certificate names the listening responder, and pdfsig asks it.
        for (const signature of await readPdfSignatures(readFileSync(file))) {
          const [certificate] = readSignedData(signature.cms)
            .certificates.map((der) => new X509Certificate(der))
            .filter((candidate) => !candidate.ca);
          expect(certificate.infoAccess).toContain(
            `OCSP - URI:${ctx.server.config.publicUrl}/ocsp`,
          );
        }
        const askedBefore = ctx.ocspAsked();
        const signatures = await pdfsig(database, file);
        expect(ctx.ocspAsked() - askedBefore).toBeGreaterThanOrEqual(count);
        expect(signatures.map((s) => s.commonName)).toEqual(
          NAMES.slice(0, count).map((name) => name.join(' ')),
        );
        expect(
          signatures.map((s) => [s.signatureValidation, s.certificateValidation]),
          signatures.map((s) => s.text).join('\n'),
        ).toEqual(
          Array.from({ length: count }, () => ['Signature is Valid.', 'Certificate is Trusted.']),
        );
      });
    }

    it('after the long-term validation pass (B-LTA): still valid and trusted, the DSS answers verify', async () => {
      expect(lastDocument).toBeDefined();
      const pass = await runLtvPass(ctx.server.app.context);
      expect(pass.extended).toContain(lastDocument!.id);
      const download = await ctx.inject({
        method: 'GET',
        url: `/v3/documents/${lastDocument!.id}/download?signed=true`,
        headers: lastDocument!.sender.auth,
      });
      expect(download.statusCode).toBe(200);
      const file = path.join(folder.dir, 'lta.pdf');
      writeFileSync(file, download.rawPayload);
      const signatures = await pdfsig(database, file);
      expect(signatures).toHaveLength(4);
      expect(
        signatures.slice(0, 3).map((s) => [s.signatureValidation, s.certificateValidation]),
        signatures.map((s) => s.text).join('\n'),
      ).toEqual(
        Array.from({ length: 3 }, () => ['Signature is Valid.', 'Certificate is Trusted.']),
      );
      // poppler 22.12 lists the document time-stamp but cannot check ETSI.RFC3161.
      expect(signatures[3].fieldName).toBe('DocumentTimestamp1');

      // Every OCSP answer stored for later is signed by the responder the issuing CA certified.
      const dss = (await readDssOf(download.rawPayload))!;
      expect(dss.ocspResponses.length).toBeGreaterThanOrEqual(3);
      const ca = await openCertificateAuthority({ dataDir: ctx.server.config.dataDir });
      writeFileSync(path.join(folder.dir, 'root.pem'), ca.rootCertificatePem);
      writeFileSync(path.join(folder.dir, 'issuing.pem'), ca.issuingCertificatePem);
      for (const [index, answer] of dss.ocspResponses.entries()) {
        const answerFile = path.join(folder.dir, `answer-${index}.der`);
        writeFileSync(answerFile, answer);
        const { stdout, stderr } = await run('openssl', [
          'ocsp',
          '-respin',
          answerFile,
          '-CAfile',
          path.join(folder.dir, 'root.pem'),
          '-verify_other',
          path.join(folder.dir, 'issuing.pem'),
        ]);
        expect(`${stdout}${stderr}`).toContain('Response verify OK');
      }
    });
  },
);
