// The long-term validation library on its own (no server, no database): a PAdES B-T signature of
// the service's CA; its DSS alone (B-LT) and then with a document time-stamp (B-LTA), each an
// incremental update, with an OCSP answer of the issuing CA for each end-entity certificate and
// both CRLs. pdfsig still says the signature is valid on either and lists the document
// time-stamp; a second round (the re-stamp) extends the DSS without storing any stream twice and
// adds a second time-stamp.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addValidationData, loadForUpdate, storedSignatures } from '../../../src/pades/ltv/dss.ts';
import { validationNeeds } from '../../../src/pades/ltv/evidence.ts';
import {
  addLongTermValidation,
  answerOcsp,
  buildCrl,
  ocspRequestFor,
  openCertificateAuthority,
  readPdfSignatures,
  signPdf,
  type CertificateAuthority,
  type LtvServices,
} from '../../../src/pades/index.ts';
import { makePdf, missingTools, nssDatabase, run, temporaryFolder, titled } from './support.ts';
import { pdfsig } from '../../kit/signed-pdf.ts';
import { readDssOf, signatureValues } from '../../signing/ltv/support.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.skipIf(missingTools.length)(
  titled('LTV library: DSS and document time-stamps', missingTools),
  () => {
    let folder: ReturnType<typeof temporaryFolder>;
    let ca: CertificateAuthority;
    let database: string;
    let signed: Uint8Array;
    let services: LtvServices;
    const write = (name: string, pdf: Uint8Array) => {
      const file = path.join(folder.dir, name);
      writeFileSync(file, pdf);
      return file;
    };

    beforeAll(async () => {
      folder = temporaryFolder('ltv-library-');
      ca = await openCertificateAuthority({ dataDir: folder.dir });
      database = await nssDatabase(folder.dir, ca.rootCertificatePem);
      const signer = await ca.issueSignerCertificate({
        name: 'Anna Meier',
        email: 'anna@example.com',
        quality: 'aes',
      });
      signed = await signPdf(await makePdf({ pages: 1 }), { signer, signingTime: new Date() });
      const root = await ca.root();
      const tsa = await ca.timestampAuthority();
      const responder = await ca.ocspResponder();
      const now = new Date();
      const nextUpdate = new Date(now.getTime() + DAY);
      services = {
        root: root.certificate,
        issuing: ca.issuing.certificate,
        ocsp: (link) =>
          answerOcsp(
            ocspRequestFor(link.certificate, link.issuer),
            { issuing: ca.issuing.certificate, responder },
            async () => ({ status: 'good' }),
            now,
            nextUpdate,
          ),
        issuingCrl: () => buildCrl(ca.issuing, [], now, nextUpdate),
        rootCrl: () => buildCrl(root, [], now, nextUpdate),
        stamp: (data) => tsa.stamp(data),
      };
    });
    afterAll(() => folder?.remove());

    it('B-LT: the DSS alone keeps the signature valid', async () => {
      const needs = validationNeeds(storedSignatures(await loadForUpdate(signed)), [
        services.root,
        services.issuing,
      ]);
      // Signer, issuing, root, and the TSA certificate of the signature's own time-stamp.
      expect(needs).toHaveLength(1);
      expect(needs[0].certificates).toHaveLength(4);
      expect(needs[0].links).toHaveLength(3);
      const ocsp = (
        await Promise.all(
          needs[0].links.filter((l) => l.issuer.equals(services.issuing)).map(services.ocsp),
        )
      ).filter((answer): answer is Buffer => answer !== undefined);
      const crls = [await services.issuingCrl(), await services.rootCrl()];
      const data = { certificates: needs[0].certificates, ocspResponses: ocsp, crls };
      const lt = await addValidationData(signed, {
        ...data,
        vri: new Map([[needs[0].vriKey, data]]),
      });
      expect(Buffer.from(lt.subarray(0, signed.length)).equals(Buffer.from(signed))).toBe(true);
      const dss = await readDssOf(lt);
      expect(dss?.certificates).toHaveLength(4);
      expect(dss?.ocspResponses).toHaveLength(2);
      expect(dss?.crls).toHaveLength(2);
      expect([...(dss?.vri.keys() ?? [])]).toEqual([needs[0].vriKey]);
      const result = await pdfsig(database, write('lt.pdf', lt));
      expect(result.map((s) => [s.signatureValidation, s.certificateValidation])).toEqual([
        ['Signature is Valid.', 'Certificate is Trusted.'],
      ]);
    });

    it('B-LTA, then the re-stamp: the signature stays valid, the time-stamps are listed', async () => {
      const lta = await addLongTermValidation(signed, services);
      expect(lta.timestamp.certificateNotAfter).toEqual((await ca.timestampAuthority()).notAfter);
      const result = await pdfsig(database, write('lta.pdf', lta.pdf));
      expect(result.map((s) => [s.fieldName, s.signatureValidation])).toEqual([
        ['Signature1', 'Signature is Valid.'],
        ['DocumentTimestamp1', 'Signature has not yet been verified.'],
      ]);
      const again = await addLongTermValidation(lta.pdf, services);
      expect(Buffer.from(again.pdf.subarray(0, lta.pdf.length)).equals(Buffer.from(lta.pdf))).toBe(
        true,
      );
      const result2 = await pdfsig(database, write('lta2.pdf', again.pdf));
      expect(result2.map((s) => s.fieldName)).toEqual([
        'Signature1',
        'DocumentTimestamp1',
        'DocumentTimestamp2',
      ]);
      expect(result2[0].signatureValidation).toBe('Signature is Valid.');
      // The second DSS: no stream twice; a VRI entry for the signature and the first time-stamp.
      const dss = (await readDssOf(again.pdf))!;
      for (const list of [dss.certificates, dss.ocspResponses, dss.crls]) {
        const distinct = new Set(list.map((bytes) => bytes.toString('base64')));
        expect(distinct.size).toBe(list.length);
      }
      const values = await signatureValues(again.pdf);
      expect(dss.vri.size).toBe(2);
      expect(values.map((s) => s.type)).toEqual(['Sig', 'DocTimeStamp', 'DocTimeStamp']);
      const { stdout } = await run('qpdf', ['--check', path.join(folder.dir, 'lta2.pdf')]);
      expect(stdout).toContain('No syntax or stream encoding errors found');
    });

    it('keeps the cross-reference form of the file: a PDF 1.5 with xref streams stays one', async () => {
      const signer = await ca.issueSignerCertificate({
        name: 'Beat Keller',
        email: 'beat@example.com',
        quality: 'ses',
      });
      const modern = await signPdf(await makePdf({ pages: 2, xrefStream: true }), {
        signer,
        signingTime: new Date(),
      });
      const lta = await addLongTermValidation(modern, services);
      const tail = Buffer.from(lta.pdf).toString('latin1');
      const startXref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail)?.[1]);
      expect(tail.slice(startXref, startXref + 4)).not.toBe('xref');
      expect((await readPdfSignatures(lta.pdf)).map((s) => [s.kind, s.subFilter])).toEqual([
        ['signature', 'ETSI.CAdES.detached'],
        ['timestamp', 'ETSI.RFC3161'],
      ]);
      const file = write('modern-lta.pdf', lta.pdf);
      const result = await pdfsig(database, file);
      expect(result.map((s) => [s.commonName, s.signatureValidation])).toEqual([
        ['Beat Keller', 'Signature is Valid.'],
        ['Signing Service Time-Stamping Authority', 'Signature has not yet been verified.'],
      ]);
      const { stdout } = await run('qpdf', ['--check', file]);
      expect(stdout).toContain('No syntax or stream encoding errors found');
    });
  },
);
