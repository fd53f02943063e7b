// What long-term validation must store for the signatures and document time-stamps of a PDF:
// every certificate of every chain — the signer's, and the TSA's of each time-stamp token, the
// signature's own (CAdES signature-time-stamp) included — up to its root, and the pairs
// (certificate, issuer) below the root that need revocation evidence. Chains are built from the
// certificates the CMS and tokens carry plus the anchors given (the service's root and issuing
// CA), each link checked by its signature.
import { X509Certificate } from 'node:crypto';
import { chainThrough, parseCertificates } from '../certificate-chain.ts';
import { readSignedData } from '../cms-build.ts';
import type { StoredSignature } from './dss.ts';
import { readTstInfo } from '../tsa.ts';

export interface ChainLink {
  certificate: Buffer;
  issuer: Buffer;
}

export interface SignatureNeeds {
  kind: StoredSignature['kind'];
  vriKey: string;
  /** Every certificate of its chains, roots included (DER, each once). */
  certificates: Buffer[];
  /** Each certificate below a root with the issuer that signed it. */
  links: ChainLink[];
}

/** The certificates a CMS carries, with those of its signature-time-stamp token. */
function carriedCertificates(cms: Buffer): Buffer[] {
  const info = readSignedData(cms);
  return [
    ...info.certificates,
    ...(info.timestampToken ? readSignedData(info.timestampToken).certificates : []),
  ];
}

function unique(certificates: Buffer[]): Buffer[] {
  return certificates.filter(
    (certificate, index) => certificates.findIndex((other) => other.equals(certificate)) === index,
  );
}

/** What each signature needs stored; a CMS that cannot be read needs nothing. */
export function validationNeeds(
  signatures: StoredSignature[],
  anchors: Buffer[],
): SignatureNeeds[] {
  const needs: SignatureNeeds[] = [];
  for (const signature of signatures) {
    let carried: Buffer[];
    try {
      carried = carriedCertificates(signature.cms);
    } catch {
      continue;
    }
    const pool = parseCertificates(unique([...carried, ...anchors]));
    const certificates: Buffer[] = [];
    const links: ChainLink[] = [];
    for (const certificate of parseCertificates(carried)) {
      const chain = chainThrough(certificate, pool);
      certificates.push(...chain.map((link) => link.raw));
      for (const [index, link] of chain.entries()) {
        const issuer = chain[index + 1];
        if (issuer && !links.some((known) => known.certificate.equals(link.raw))) {
          links.push({ certificate: link.raw, issuer: issuer.raw });
        }
      }
    }
    needs.push({
      kind: signature.kind,
      vriKey: signature.vriKey,
      certificates: unique(certificates),
      links,
    });
  }
  return needs;
}

export interface DocumentTimestampFacts {
  /** genTime of the token. */
  time: Date;
  /** notAfter of the certificate that signed it (the first certificate the token carries). */
  certificateNotAfter: Date;
}

/** The time and TSA certificate end of the last document time-stamp, if there is one. */
export function lastDocumentTimestamp(
  signatures: StoredSignature[],
): DocumentTimestampFacts | undefined {
  const last = signatures.filter((signature) => signature.kind === 'timestamp').at(-1);
  if (!last) return undefined;
  const { time } = readTstInfo(last.cms);
  const certificates = readSignedData(last.cms).certificates.map((der) => new X509Certificate(der));
  // The TSA certificate: the one no other carried certificate was issued by (the leaf).
  const leaf = certificates.find(
    (certificate) =>
      !certificates.some((other) => other !== certificate && other.checkIssued(certificate)),
  );
  if (!leaf) return undefined;
  return { time, certificateNotAfter: new Date(leaf.validTo) };
}
