// The long-term validation library on its own (no server): a PAdES B-T signature of the
// service's CA, then a DSS (certificates, an OCSP answer of the issuing CA for each end-entity
// certificate, both CRLs, VRI) and a document time-stamp, each an incremental update. pdfsig
// still says the signature is valid and lists the document time-stamp; a second round (the
// re-stamp) extends the DSS without storing a stream twice and adds a second time-stamp.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addValidationData, storedSignatures, loadForUpdate } from '../../src/signing/dss.ts';
import { addDocumentTimestamp } from '../../src/signing/document-timestamp.ts';
import { lastDocumentTimestamp, validationNeeds } from '../../src/signing/ltv-evidence.ts';
import { ocspRequestFor } from '../../src/signing/ocsp-request.ts';
import {
  answerOcsp,
  buildCrl,
  openCertificateAuthority,
  signPdf,
  type CertificateAuthority,
} from '../../src/signing/index.ts';
import {
  makePdf,
  missingTools,
  nssDatabase,
  pdfsig,
  temporaryFolder,
  titled,
} from '../infra/signing/support.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.skipIf(missingTools.length)(
  titled('LTV library: DSS and document time-stamps', missingTools),
  () => {
    let folder: ReturnType<typeof temporaryFolder>;
    let ca: CertificateAuthority;
    let database: string;
    let signed: Uint8Array;

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
    });
    afterAll(() => folder?.remove());

    async function extend(pdf: Uint8Array): Promise<Uint8Array> {
      const document = await loadForUpdate(pdf);
      const root = (await ca.root()).certificate;
      const needs = validationNeeds(storedSignatures(document), [root, ca.issuing.certificate]);
      const now = new Date();
      const crls = [
        await buildCrl(ca.issuing, [], now, new Date(now.getTime() + DAY)),
        await buildCrl(await ca.root(), [], now, new Date(now.getTime() + DAY)),
      ];
      const ocsp = new Map<string, Buffer>();
      for (const need of needs) {
        for (const link of need.links) {
          if (!link.issuer.equals(ca.issuing.certificate)) continue;
          ocsp.set(
            link.certificate.toString('hex'),
            await answerOcsp(
              ocspRequestFor(link.certificate, link.issuer),
              ca.issuing,
              async () => ({ status: 'good' }),
              now,
              new Date(now.getTime() + DAY),
            ),
          );
        }
      }
      const withDss = await addValidationData(pdf, {
        certificates: needs.flatMap((need) => need.certificates),
        ocspResponses: [...ocsp.values()],
        crls,
        vri: new Map(
          needs.map((need) => [
            need.vriKey,
            {
              certificates: need.certificates,
              ocspResponses: need.links
                .map((link) => ocsp.get(link.certificate.toString('hex')))
                .filter((answer): answer is Buffer => Boolean(answer)),
              crls,
            },
          ]),
        ),
      });
      const tsa = await ca.timestampAuthority();
      return addDocumentTimestamp(withDss, (data) => tsa.stamp(data));
    }

    it('B-LTA: the signature stays valid and the document time-stamp is listed', async () => {
      const lta = await extend(signed);
      expect(Buffer.from(lta.subarray(0, signed.length)).equals(Buffer.from(signed))).toBe(true);
      const file = path.join(folder.dir, 'lta.pdf');
      writeFileSync(file, lta);
      const result = await pdfsig(database, file);
      expect(result[0].signatureValidation).toBe('Signature is Valid.');
      expect(result).toHaveLength(2);
      const last = lastDocumentTimestamp(storedSignatures(await loadForUpdate(lta)));
      expect(last?.certificateNotAfter.getTime()).toBe(
        (await ca.timestampAuthority()).notAfter.getTime(),
      );
      const again = await extend(lta);
      const file2 = path.join(folder.dir, 'lta2.pdf');
      writeFileSync(file2, again);
      const result2 = await pdfsig(database, file2);
      expect(result2).toHaveLength(3);
      expect(result2[0].signatureValidation).toBe('Signature is Valid.');
    });
  },
);
