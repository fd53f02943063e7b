// Long-term validation through the server: two users sign a request, the
// request is SIGNED and its document B-T at once; the LTV worker's pass then adds a DSS and a
// document time-stamp (PAdES B-LT, B-LTA) as incremental updates, and the download serves that
// version. pdfsig says both signatures are still valid and lists the document time-stamp; the DSS,
// read without the server's reader, holds every certificate of each signature's chains up to the
// root with evidence for each below it (OCSP answers openssl accepts, the root's CRL) and the
// VRI; `openssl ts -verify` accepts the document time-stamp over its byte range; POST /v3/verify
// reports LTV complete and B-LTA. With the clock moved past the re-stamp's due time (a year
// before the time-stamp certificate's end) a second pass adds the first time-stamp's validation
// data and a second document time-stamp; pdfsig still says valid.
import { X509Certificate } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ltvRow } from '../../../src/areas/signing/ltv/store.ts';
import { checkData } from '../../../src/check-data/index.ts';
import {
  openCertificateAuthority,
  readSignedData,
  type CertificateAuthority,
} from '../../../src/pades/index.ts';
import { missingTools, nssDatabase, temporaryFolder, titled } from '../../infra/pades/support.ts';
import { pdfsig, verifyTimestamp } from '../../kit/signed-pdf.ts';
import { postVerify } from '../../verification/support.ts';
import {
  completedRequest,
  downloadSigned,
  ltvPass,
  openssl,
  opensslWithStatus,
  pem,
  readDssOf,
  requestStatus,
  signatureValues,
  vriKey,
  YEAR,
  type Completed,
} from './support.ts';
import { expectContract, start, type Ctx } from '../support.ts';

describe.skipIf(missingTools.length)(
  titled('long-term validation: PAdES B-LT and B-LTA, and the re-stamp', missingTools),
  () => {
    let ctx: Ctx;
    let folder: ReturnType<typeof temporaryFolder>;
    let ca: CertificateAuthority;
    let database: string;
    let done: Completed;
    let signedBt: Buffer;
    let lta: Buffer;
    const file = (name: string) => path.join(folder.dir, name);

    beforeAll(async () => {
      ctx = await start();
      folder = temporaryFolder('ltv-');
      ca = await openCertificateAuthority({ dataDir: ctx.server.config.dataDir });
      database = await nssDatabase(folder.dir, ca.rootCertificatePem);
      writeFileSync(file('root.pem'), ca.rootCertificatePem);
      writeFileSync(file('issuing.pem'), ca.issuingCertificatePem);
      done = await completedRequest(ctx);
    });
    afterAll(async () => {
      await ctx?.server.close();
      folder?.remove();
    });

    it('the request is SIGNED and its document B-T before the worker runs', async () => {
      expect(await requestStatus(ctx, done)).toBe('SIGNED');
      signedBt = await downloadSigned(ctx, done);
      expect(await readDssOf(signedBt)).toBeUndefined();
      expect((await signatureValues(signedBt)).map((s) => s.type)).toEqual(['Sig', 'Sig']);
      // The completion queued the document's long-term validation, due at once.
      const row = await ltvRow(ctx.server.testDb.db, done.documentId);
      expect(row).toMatchObject({ status: 'pending', attempts: 0, claimed_by: null });
      expect(Date.parse(row!.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    });

    it('a pass adds the DSS and a document time-stamp as incremental updates; the download serves them', async () => {
      const pass = await ltvPass(ctx);
      expect(pass).toEqual({ extended: [done.documentId], failed: [] });
      lta = await downloadSigned(ctx, done);
      writeFileSync(file('lta.pdf'), lta);
      // The signed bytes are kept: the B-T file is the start of the B-LTA one.
      expect(lta.subarray(0, signedBt.length).equals(signedBt)).toBe(true);
      const values = await signatureValues(lta);
      expect(values.map((s) => s.type)).toEqual(['Sig', 'Sig', 'DocTimeStamp']);
      // The time-stamp covers the whole file, DSS included.
      const range = values[2].byteRange;
      expect(range[2] + range[3]).toBe(lta.length);
      // Nothing left to do: the next pass does not touch it.
      expect(await ltvPass(ctx)).toEqual({ extended: [], failed: [] });
    });

    it('pdfsig: both signatures still valid and trusted, the document time-stamp listed', async () => {
      const result = await pdfsig(database, file('lta.pdf'));
      expect(result).toHaveLength(3);
      expect(result.slice(0, 2).map((s) => [s.commonName, s.signatureValidation])).toEqual([
        ['Anna Meier', 'Signature is Valid.'],
        ['Beat Keller', 'Signature is Valid.'],
      ]);
      for (const signature of result.slice(0, 2)) {
        expect(signature.certificateValidation).toBe('Certificate is Trusted.');
      }
      // poppler 22.12 lists the document time-stamp and its TSA but cannot check ETSI.RFC3161.
      expect(result[2].fieldName).toBe('DocumentTimestamp1');
      expect(result[2].commonName).toBe('Signing Service Time-Stamping Authority');
      expect(result[2].totalDocumentSigned).toBe(true);
    });

    it('the DSS holds, for each signature, its chains up to the root, evidence below it and a VRI', async () => {
      const dss = (await readDssOf(lta))!;
      const root = (await ca.root()).certificate;
      const issuing = ca.issuing.certificate;
      const inDss = (der: Buffer) => dss.certificates.some((c) => c.equals(der));
      const values = await signatureValues(lta);
      for (const signature of values.filter((s) => s.type === 'Sig')) {
        const cms = readSignedData(signature.contents);
        const token = readSignedData(cms.timestampToken!);
        // Signer, issuing CA, root (the CMS) and the TSA certificate (its time-stamp token).
        const chain = [...cms.certificates, ...token.certificates, root].filter(
          (der, index, all) => all.findIndex((other) => other.equals(der)) === index,
        );
        expect(chain).toHaveLength(4);
        for (const der of chain) expect(inDss(der)).toBe(true);
        const vri = dss.vri.get(vriKey(signature));
        expect(vri, 'VRI entry').toBeDefined();
        for (const der of chain) expect(vri!.certificates.some((c) => c.equals(der))).toBe(true);
        // Each end-entity certificate (signer, TSA): an OCSP answer "good" from the issuing CA
        // that openssl verifies against the root.
        for (const der of chain.filter((c) => !c.equals(root) && !c.equals(issuing))) {
          writeFileSync(file('leaf.pem'), pem(der));
          const statuses = dss.ocspResponses.map((response, index) => {
            writeFileSync(file(`ocsp${index}.der`), response);
            try {
              return openssl(
                'ocsp',
                '-respin',
                file(`ocsp${index}.der`),
                '-issuer',
                file('issuing.pem'),
                '-cert',
                file('leaf.pem'),
                '-CAfile',
                file('root.pem'),
              );
            } catch {
              return '';
            }
          });
          const subject = new X509Certificate(der).subject.replace(/\n/g, ', ');
          expect(
            statuses.some((text) => /leaf\.pem: good/.test(text)),
            `an OCSP answer for ${subject}`,
          ).toBe(true);
          expect(vri!.ocspResponses.length).toBeGreaterThan(0);
        }
        // The issuing CA certificate: a CRL signed by the root that does not list it.
        const rootCrls = dss.crls.filter((crl, index) => {
          writeFileSync(file(`crl${index}.der`), crl);
          const checked = opensslWithStatus(
            'crl',
            '-inform',
            'DER',
            '-in',
            file(`crl${index}.der`),
            '-CAfile',
            file('root.pem'),
            '-noout',
            '-text',
          );
          const serial = new X509Certificate(issuing).serialNumber;
          return (
            /verify OK/.test(checked) &&
            /Issuer: .*Root CA/.test(checked) &&
            !checked.toUpperCase().includes(serial.toUpperCase())
          );
        });
        expect(rootCrls.length).toBeGreaterThan(0);
        expect(vri!.crls.length).toBe(2);
      }
    });

    it('openssl ts -verify accepts the document time-stamp over its byte range, against our root', async () => {
      const stamp = (await signatureValues(lta)).find((s) => s.type === 'DocTimeStamp')!;
      const [a, b, c, d] = stamp.byteRange;
      const covered = Buffer.concat([lta.subarray(a, a + b), lta.subarray(c, c + d)]);
      const verified = await verifyTimestamp(
        { token: readSignedData(stamp.contents).der },
        { data: covered },
        { rootFile: file('root.pem'), untrustedFile: file('issuing.pem') },
      );
      expect(verified.text).toContain('Verification: OK');
    });

    it('POST /v3/verify: every signature valid, LTV complete, PAdES B-LTA', async () => {
      const response = await postVerify(ctx, lta);
      expect(response.statusCode, response.body).toBe(200);
      expectContract(response, 'post /v3/verify');
      const report = response.json();
      expect(report.verdict).toBe('valid');
      expect(report.dss.present).toBe(true);
      const signatures = report.signatures.filter((s: { kind: string }) => s.kind === 'signature');
      expect(signatures).toHaveLength(2);
      for (const signature of signatures) {
        expect(signature).toMatchObject({
          verdict: 'valid',
          ltv: 'complete',
          archiveTimestamp: true,
          padesBaseline: 'B-LTA',
          changesAfter: 'signaturesOnly',
          revocation: 'good',
        });
      }
      const stamp = report.signatures.find((s: { kind: string }) => s.kind === 'documentTimestamp');
      expect(stamp).toMatchObject({ verdict: 'valid', integrity: 'intact', trust: 'service' });
    });

    it('the re-stamp: with the clock past its due time a pass adds a second document time-stamp', async () => {
      // Not due before a year ahead of the time-stamp certificate's end (6 years).
      expect(await ltvPass(ctx, 4 * YEAR)).toEqual({ extended: [], failed: [] });
      expect(await ltvPass(ctx, 5.2 * YEAR)).toEqual({ extended: [done.documentId], failed: [] });
      const restamped = await downloadSigned(ctx, done);
      writeFileSync(file('restamped.pdf'), restamped);
      expect(restamped.subarray(0, lta.length).equals(lta)).toBe(true);
      const values = await signatureValues(restamped);
      expect(values.map((s) => s.type)).toEqual(['Sig', 'Sig', 'DocTimeStamp', 'DocTimeStamp']);
      // The DSS now holds the first time-stamp's validation data.
      const dss = (await readDssOf(restamped))!;
      const first = dss.vri.get(vriKey(values[2]));
      expect(first?.certificates.length).toBe(3);
      expect(first?.ocspResponses.length).toBe(1);
      const result = await pdfsig(database, file('restamped.pdf'));
      expect(result).toHaveLength(4);
      expect(result.slice(0, 2).map((s) => s.signatureValidation)).toEqual([
        'Signature is Valid.',
        'Signature is Valid.',
      ]);
      expect(result.slice(2).map((s) => s.fieldName)).toEqual([
        'DocumentTimestamp1',
        'DocumentTimestamp2',
      ]);
      // The next re-stamp is not due right away.
      expect(await ltvPass(ctx, 5.2 * YEAR)).toEqual({ extended: [], failed: [] });
      // Both time-stamps and both signatures verify; the first time-stamp is now covered too.
      const report = (await postVerify(ctx, restamped)).json();
      expect(report.verdict).toBe('valid');
      expect(report.signatures.map((s: { kind: string; ltv: string }) => [s.kind, s.ltv])).toEqual([
        ['signature', 'complete'],
        ['signature', 'complete'],
        ['documentTimestamp', 'complete'],
        ['documentTimestamp', 'complete'],
      ]);
    });

    it('check:data finds nothing wrong: one signed file per document, no orphan left', async () => {
      const report = await checkData(
        {
          db: ctx.server.testDb.db,
          storage: ctx.server.app.context.storage,
          filesDir: path.join(ctx.server.config.dataDir, 'files'),
          clock: ctx.server.app.context.clock,
          log: { info: () => {}, error: () => {} },
          database: 'test',
        },
        { graceSeconds: 0 },
      );
      expect(report.problems).toEqual([]);
    });
  },
);
