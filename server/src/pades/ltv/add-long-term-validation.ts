// Long-term validation of a signed PDF: the validation data of every signature
// and document time-stamp it carries goes into its DSS (./dss.ts), then a new document time-stamp
// (./document-timestamp.ts) covers the whole — PAdES B-LT, then B-LTA — each an incremental update
// (the signed bytes are kept as they are). Run once after a request is complete, and again (the
// re-stamp) before the certificate of the last document time-stamp expires: the second run adds
// the validation data of that time-stamp and a new one over it.
//
// Evidence for each certificate of the service's chain below the root: an OCSP answer for those
// the issuing CA issued (signers' one-time certificates, seal certificates, the TSA certificate)
// and the issuing CA's CRL; the root's CRL for the issuing CA certificate. Certificates of another
// authority (an external TSA's chain) are stored without revocation evidence: the service cannot
// vouch for them. Where the evidence comes from is the caller's (the server's trust area).
import { addValidationData, loadForUpdate, storedSignatures, type ValidationData } from './dss.ts';
import { addDocumentTimestamp, type Stamp } from './document-timestamp.ts';
import {
  lastDocumentTimestamp,
  validationNeeds,
  type ChainLink,
  type DocumentTimestampFacts,
} from './evidence.ts';

export interface LtvServices {
  /** The service's root and issuing CA certificates (DER). */
  root: Buffer;
  issuing: Buffer;
  /**
   * A fresh OCSP response (DER) about a certificate of the issuing CA; undefined when the
   * responder does not know it (an "unknown" answer proves nothing: the CRL covers it).
   */
  ocsp(link: ChainLink): Promise<Buffer | undefined>;
  /** The issuing CA's and the root's current CRLs (DER). */
  issuingCrl(): Promise<Buffer>;
  rootCrl(): Promise<Buffer>;
  /** The time-stamping service that makes the document time-stamp. */
  stamp: Stamp;
}

export interface LongTermValidated {
  pdf: Uint8Array;
  /** The document time-stamp just added. */
  timestamp: DocumentTimestampFacts;
}

/** Adds the DSS (B-LT) and a document time-stamp (B-LTA) to `pdf`. */
export async function addLongTermValidation(
  pdf: Uint8Array,
  services: LtvServices,
): Promise<LongTermValidated> {
  const signatures = storedSignatures(await loadForUpdate(pdf));
  const needs = validationNeeds(signatures, [services.root, services.issuing]);
  const byIssuing = (link: ChainLink) => link.issuer.equals(services.issuing);
  const byRoot = (link: ChainLink) => link.issuer.equals(services.root);
  const links = needs.flatMap((need) => need.links);
  const key = (link: ChainLink) => link.certificate.toString('base64');
  const answers = new Map<string, Buffer>();
  for (const link of links.filter(byIssuing)) {
    if (answers.has(key(link))) continue;
    const answer = await services.ocsp(link);
    if (answer) answers.set(key(link), answer);
  }
  const issuingCrl = links.some(byIssuing) ? [await services.issuingCrl()] : [];
  const rootCrl = links.some(byRoot) ? [await services.rootCrl()] : [];
  const vri = new Map<string, ValidationData>();
  for (const need of needs) {
    vri.set(need.vriKey, {
      certificates: need.certificates,
      ocspResponses: need.links
        .map((link) => answers.get(key(link)))
        .filter((answer): answer is Buffer => answer !== undefined),
      crls: [
        ...(need.links.some(byIssuing) ? issuingCrl : []),
        ...(need.links.some(byRoot) ? rootCrl : []),
      ],
    });
  }
  const withDss = await addValidationData(pdf, {
    certificates: needs.flatMap((need) => need.certificates),
    ocspResponses: [...answers.values()],
    crls: [...issuingCrl, ...rootCrl],
    vri,
  });
  const stamped = await addDocumentTimestamp(withDss, services.stamp);
  const timestamp = lastDocumentTimestamp(storedSignatures(await loadForUpdate(stamped)));
  if (!timestamp) throw new Error('The document time-stamp just added cannot be read back');
  return { pdf: stamped, timestamp };
}
