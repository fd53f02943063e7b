// Revocation status of a certificate. `RevocationSource` is the seam: the default reads the
// evidence a PDF carries in its DSS (OCSP responses, RFC 6960, and CRLs, RFC 5280), accepting
// only evidence signed by the certificate's issuer (or, for OCSP, by a responder certificate the
// issuer issued) and otherwise answers 'unknown'. The service's own CA can be asked as well
// (`withServiceStatus`): the trust area's revocation status is plugged in there when it exists.
import { createHash, verify, X509Certificate } from 'node:crypto';
import {
  children,
  decodeInteger,
  decodeOid,
  decodeTime,
  readElement,
  TAG,
  type Element,
} from '../../pades/der.ts';
import { DIGESTS } from './cms-check.ts';

export type RevocationStatus = 'good' | 'revoked' | 'unknown';

/** RFC 5280 §5.3.1 CRLReason codes by value (7 is not used). */
export const CRL_REASONS = [
  'unspecified',
  'keyCompromise',
  'cACompromise',
  'affiliationChanged',
  'superseded',
  'cessationOfOperation',
  'certificateHold',
  undefined,
  'removeFromCRL',
  'privilegeWithdrawn',
  'aACompromise',
] as const;
export type RevocationReason = Exclude<(typeof CRL_REASONS)[number], undefined>;

export interface RevocationAnswer {
  status: RevocationStatus;
  revokedAt?: Date;
  /** Why, as the CA recorded it (CRL entry extension, OCSP revokedInfo); absent when not said. */
  reason?: RevocationReason;
  source?: 'embedded' | 'service';
}

/** The reason of an ENUMERATED CRLReason element, when it is a known code. */
function reasonOf(enumerated: Element | undefined): RevocationReason | undefined {
  if (!enumerated || enumerated.tag !== TAG_ENUMERATED || enumerated.content.length !== 1) {
    return undefined;
  }
  return CRL_REASONS[enumerated.content[0]];
}

/** The reason in a CRL entry's extensions (crlReason, 2.5.29.21), when there is one. */
function crlEntryReason(extensions: Element | undefined): RevocationReason | undefined {
  if (!extensions || extensions.tag !== TAG.sequence) return undefined;
  for (const extension of children(extensions)) {
    const parts = children(extension);
    if (parts[0]?.tag !== TAG.oid || decodeOid(parts[0]) !== CRL_REASON) continue;
    const value = parts.at(-1);
    return value?.tag === TAG.octetString ? reasonOf(readElement(value.content)) : undefined;
  }
  return undefined;
}

export interface RevocationQuery {
  certificate: X509Certificate;
  /** The issuer found for it (evidence must be signed by it or by its OCSP responder). */
  issuer?: X509Certificate;
  /** Whether the chain ends in this service's root. */
  ownChain: boolean;
}

export interface RevocationSource {
  revocationStatus(query: RevocationQuery): Promise<RevocationAnswer>;
}

/** What the service's own CA says about one of its certificates (serial number in hex). */
export type ServiceRevocationStatus = (
  serialHex: string,
) => Promise<{ status: RevocationStatus; revokedAt?: Date; reason?: RevocationReason }>;

export interface Evidence {
  ocspResponses: Buffer[];
  crls: Buffer[];
}

const OCSP_BASIC = '1.3.6.1.5.5.7.48.1.1';
/** id-ce-cRLReasons, the CRL entry extension that says why a certificate was revoked. */
const CRL_REASON = '2.5.29.21';
const TAG_ENUMERATED = 0x0a;
/** id-kp-OCSPSigning, the extended key usage of a delegated responder. */
const OCSP_SIGNING = '1.3.6.1.5.5.7.3.9';

const serialOf = (certificate: X509Certificate) => BigInt(`0x${certificate.serialNumber}`);

function verifiedBy(
  tbs: Buffer,
  algorithm: string,
  signature: Buffer,
  signer: X509Certificate,
): boolean {
  const digest =
    {
      '1.2.840.10045.4.3.2': 'sha256',
      '1.2.840.10045.4.3.3': 'sha384',
      '1.2.840.10045.4.3.4': 'sha512',
    }[algorithm] ??
    {
      '1.2.840.113549.1.1.11': 'sha256',
      '1.2.840.113549.1.1.12': 'sha384',
      '1.2.840.113549.1.1.13': 'sha512',
    }[algorithm];
  if (!digest) return false;
  try {
    const key = signer.publicKey;
    return key.asymmetricKeyType === 'ec'
      ? verify(digest, tbs, { key, dsaEncoding: 'der' }, signature)
      : verify(digest, tbs, key, signature);
  } catch {
    return false;
  }
}

/** BIT STRING content without its unused-bits byte. */
const bits = (element: Element) => element.content.subarray(1);

/** The status a CRL gives the certificate, when the issuer signed the CRL. */
export function statusFromCrl(
  crl: Buffer,
  certificate: X509Certificate,
  issuer: X509Certificate,
): RevocationAnswer | undefined {
  const [tbs, algorithm, signature] = children(readElement(crl));
  if (!verifiedBy(tbs.raw, decodeOid(children(algorithm)[0]), bits(signature), issuer)) {
    return undefined;
  }
  const fields = children(tbs);
  const offset = fields[0].tag === TAG.integer ? 1 : 0;
  const issuerName = fields[offset + 1];
  if (!issuerName.raw.equals(issuerNameOf(certificate))) return undefined;
  const revokedList = fields
    .slice(offset + 3)
    .find((field) => field.tag === TAG.sequence && children(field)[0]?.tag === TAG.sequence);
  const serial = serialOf(certificate);
  for (const entry of revokedList ? children(revokedList) : []) {
    const [number, date, extensions] = children(entry);
    if (decodeInteger(number) === serial) {
      const reason = crlEntryReason(extensions);
      return {
        status: 'revoked',
        revokedAt: decodeTime(date),
        ...(reason ? { reason } : {}),
        source: 'embedded',
      };
    }
  }
  return { status: 'good', source: 'embedded' };
}

function issuerNameOf(certificate: X509Certificate): Buffer {
  const parts = children(children(readElement(certificate.raw))[0]);
  const offset = parts[0]?.tag === 0xa0 ? 1 : 0;
  return parts[offset + 2].raw;
}

function subjectNameOf(certificate: X509Certificate): Buffer {
  const parts = children(children(readElement(certificate.raw))[0]);
  const offset = parts[0]?.tag === 0xa0 ? 1 : 0;
  return parts[offset + 4].raw;
}

/** The status an OCSP response gives the certificate, when its signer is trusted for it. */
export function statusFromOcsp(
  response: Buffer,
  certificate: X509Certificate,
  issuer: X509Certificate,
): RevocationAnswer | undefined {
  const [responseStatus, responseBytes] = children(readElement(response));
  if (responseStatus.content[0] !== 0 || !responseBytes) return undefined;
  const [type, octets] = children(children(responseBytes)[0]);
  if (decodeOid(type) !== OCSP_BASIC) return undefined;
  const [tbs, algorithm, signature, certs] = children(readElement(octets.content));
  const signers = [issuer];
  for (const der of certs ? children(children(certs)[0]) : []) {
    // A delegated responder must be issued by the certificate's issuer and certified for OCSP
    // signing by it (RFC 6960 §4.2.2.2): any other certificate of that issuer — a signer's —
    // must not vouch for its siblings.
    try {
      const responder = new X509Certificate(der.raw);
      if (
        responder.checkIssued(issuer) &&
        responder.verify(issuer.publicKey) &&
        (responder.keyUsage ?? []).includes(OCSP_SIGNING)
      )
        signers.push(responder);
    } catch {
      // Not a certificate: not a signer.
    }
  }
  const algorithmId = decodeOid(children(algorithm)[0]);
  if (!signers.some((signer) => verifiedBy(tbs.raw, algorithmId, bits(signature), signer))) {
    return undefined;
  }
  const fields = children(tbs);
  const responses = fields.find(
    (field, index) =>
      index > 0 && field.tag === TAG.sequence && fields[index - 1].tag === TAG.generalizedTime,
  );
  const serial = serialOf(certificate);
  for (const single of responses ? children(responses) : []) {
    const [certId, status] = children(single);
    const [hashAlgorithm, nameHash, , number] = children(certId);
    const digest = DIGESTS[decodeOid(children(hashAlgorithm)[0])];
    if (!digest || decodeInteger(number) !== serial) continue;
    const expected = createHash(digest).update(subjectNameOf(issuer)).digest();
    if (!expected.equals(nameHash.content)) continue;
    if (status.tag === 0x80) return { status: 'good', source: 'embedded' };
    if (status.tag === 0xa1) {
      // RevokedInfo: revocationTime, then [0] EXPLICIT CRLReason OPTIONAL.
      const [time, explicitReason] = children(status);
      const reason =
        explicitReason?.tag === 0xa0 ? reasonOf(children(explicitReason)[0]) : undefined;
      return {
        status: 'revoked',
        revokedAt: decodeTime(time),
        ...(reason ? { reason } : {}),
        source: 'embedded',
      };
    }
    return { status: 'unknown', source: 'embedded' };
  }
  return undefined;
}

/** The default source: the evidence embedded in the file; 'unknown' without any. */
export function embeddedRevocation(evidence: Evidence): RevocationSource {
  return {
    async revocationStatus({ certificate, issuer }) {
      if (!issuer) return { status: 'unknown' };
      // A revocation anywhere wins over a 'good' elsewhere (an older answer may predate it).
      const answers: RevocationAnswer[] = [];
      for (const response of evidence.ocspResponses) {
        const answer = safely(() => statusFromOcsp(response, certificate, issuer));
        if (answer) answers.push(answer);
      }
      for (const crl of evidence.crls) {
        const answer = safely(() => statusFromCrl(crl, certificate, issuer));
        if (answer) answers.push(answer);
      }
      return (
        answers.find((answer) => answer.status === 'revoked') ??
        answers.find((answer) => answer.status === 'good') ?? { status: 'unknown' }
      );
    },
  };
}

/** Evidence in the file first; for the service's own chain, then what its CA says. */
export function withServiceStatus(
  source: RevocationSource,
  service: ServiceRevocationStatus | undefined,
): RevocationSource {
  if (!service) return source;
  return {
    async revocationStatus(query) {
      const embedded = await source.revocationStatus(query);
      if (embedded.status === 'revoked' || !query.ownChain) return embedded;
      const answer = await service(query.certificate.serialNumber.toLowerCase());
      if (answer.status === 'unknown' && embedded.status === 'good') return embedded;
      return { ...answer, source: 'service' };
    },
  };
}

/** Which evidence covers a certificate (for the LTV status): any parseable answer from the file. */
export async function hasEvidence(
  evidence: Evidence,
  certificate: X509Certificate,
  issuer: X509Certificate,
): Promise<boolean> {
  const answer = await embeddedRevocation(evidence).revocationStatus({
    certificate,
    issuer,
    ownChain: false,
  });
  return answer.status !== 'unknown';
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
