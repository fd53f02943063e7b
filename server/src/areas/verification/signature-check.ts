// The cryptographic facts of one signature or document time-stamp of a PDF: integrity (the
// signed byte ranges hash to the messageDigest and the CMS signature verifies), its own
// time-stamp, the signer's chain and trust, revocation and the evidence the DSS holds for it.
import { X509Certificate } from 'node:crypto';
import type { PdfSignatureInfo } from '../../pades/index.ts';
import { buildChain, validAt, type ChainResult, type TrustAnchors } from './chain.ts';
import {
  checkCms,
  checkTimestampToken,
  parseSignedData,
  signerCertificate,
  type ParsedCms,
  type TimestampInfo,
} from './cms-check.ts';
import type { DssContents } from './pdf-structure.ts';
import { hasEvidence, type RevocationAnswer, type RevocationSource } from './revocation-check.ts';
import { byteRangeSane, ltvStatus, type VerifiedSignature } from './rules.ts';

export interface SignatureFacts {
  integrity: VerifiedSignature['integrity'];
  certificate?: X509Certificate;
  chain?: ChainResult;
  /** The signature's own time-stamp token, checked. */
  ownTimestamp?: TimestampInfo;
  /** For a document time-stamp: its time, when its token is valid. */
  documentTimestamp?: TimestampInfo;
  revocation: RevocationAnswer;
  ltv: VerifiedSignature['ltv'];
  /** End of the byte range (the revision it signed). */
  end: number;
}

/** The bytes a /ByteRange covers. */
function coveredBytes(pdf: Buffer, range: number[]): Buffer[] {
  return [pdf.subarray(range[0], range[0] + range[1]), pdf.subarray(range[2], range[2] + range[3])];
}

/** The gap of the byte range holds exactly the hex string of /Contents. */
function gapIsContents(pdf: Buffer, range: number[]): boolean {
  const gap = pdf.subarray(range[0] + range[1], range[2]).toString('latin1');
  return /^<[0-9a-fA-F\s]*>$/.test(gap);
}

export async function checkSignature(
  pdf: Buffer,
  signature: PdfSignatureInfo,
  anchors: TrustAnchors,
  dss: DssContents,
  revocations: RevocationSource,
): Promise<SignatureFacts> {
  const range = signature.byteRange;
  const sane = byteRangeSane(range, pdf.length) && gapIsContents(pdf, range);
  const end = sane ? range[2] + range[3] : 0;
  const facts: SignatureFacts = {
    integrity: 'unreadable',
    revocation: { status: 'unknown' },
    ltv: dss.present ? 'partial' : 'none',
    end,
  };
  let cms: ParsedCms;
  try {
    cms = parseSignedData(signature.cms);
  } catch {
    return facts;
  }
  const certificate = signerCertificate(cms);
  if (!certificate) return facts;
  facts.certificate = certificate;
  const content = sane ? coveredBytes(pdf, range) : [];
  if (signature.kind === 'timestamp') {
    try {
      const token = checkTimestampToken(signature.cms, content);
      facts.integrity = sane && token.valid ? 'intact' : 'broken';
      if (token.valid) facts.documentTimestamp = token;
    } catch {
      return facts;
    }
  } else {
    try {
      const check = checkCms(cms, content, certificate);
      facts.integrity =
        sane && check.digestMatches && check.signatureVerified ? 'intact' : 'broken';
    } catch {
      return facts;
    }
    if (cms.timestampToken) {
      try {
        facts.ownTimestamp = checkTimestampToken(cms.timestampToken, [cms.signatureValue]);
      } catch {
        facts.ownTimestamp = undefined;
      }
    }
  }
  facts.chain = buildChain(certificate, [...cms.certificates, ...dss.certificates], anchors);
  const [, issuer] = facts.chain.chain;
  facts.revocation = await revocations.revocationStatus({
    certificate,
    issuer,
    ownChain: facts.chain.trust === 'service',
  });
  facts.ltv = await ltvOf(facts.chain, dss);
  return facts;
}

async function ltvOf(chain: ChainResult, dss: DssContents): Promise<VerifiedSignature['ltv']> {
  const inDss = (certificate: X509Certificate) =>
    dss.certificates.some((der) => der.equals(certificate.raw));
  const links = [];
  const below = chain.trust === 'none' ? chain.chain : chain.chain.slice(0, -1);
  for (const [index, link] of below.entries()) {
    const issuer = chain.chain[index + 1];
    links.push({
      inDss: inDss(link),
      hasRevocationEvidence: issuer ? await hasEvidence(dss, link, issuer) : false,
    });
  }
  return ltvStatus({
    dssPresent: dss.present,
    links,
    rootInDss: chain.trust !== 'none' && inDss(chain.chain[chain.chain.length - 1]),
    chainComplete: chain.trust !== 'none',
  });
}

/** The certificate was in force at `at` (the proven or claimed signing time). */
export function inForce(certificate: X509Certificate | undefined, at: Date | undefined): boolean {
  return Boolean(certificate && at && validAt(certificate, at));
}
