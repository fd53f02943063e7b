// The signer's certificate chain and how far it can be trusted: issuers are looked up among the
// certificates the signature carries, those of the file's DSS and this service's root and
// issuing CA; each link must be issued by (names) and signed by (key) the next. A chain that
// ends in this service's root is `service`, one that ends in another self-signed root is
// `other`, one whose issuer cannot be found is `none`.
import { X509Certificate } from 'node:crypto';
import { chainThrough, parseCertificates, selfSigned } from '../../pades/index.ts';

export type Trust = 'service' | 'other' | 'none';

export interface TrustAnchors {
  /** DER of this service's root certificate. */
  serviceRoot: Buffer;
  /** Further known certificates of the service (its issuing CA). */
  serviceIntermediates: Buffer[];
}

export interface ChainResult {
  /** Signer first, then each issuer found. */
  chain: X509Certificate[];
  trust: Trust;
}

/** Builds the chain of `signer` (at most 10 links) and says who it ends with. */
export function buildChain(
  signer: X509Certificate,
  candidates: Buffer[],
  anchors: TrustAnchors,
): ChainResult {
  const pool = parseCertificates([
    ...candidates,
    ...anchors.serviceIntermediates,
    anchors.serviceRoot,
  ]);
  const chain = chainThrough(signer, pool);
  const end = chain.at(-1)!;
  if (end.raw.equals(anchors.serviceRoot)) return { chain, trust: 'service' };
  return { chain, trust: selfSigned(end) ? 'other' : 'none' };
}

/** The value of the first `key=` line of a node distinguished name ("CN=…\nO=…"). */
function nameField(name: string, key: string): string | undefined {
  for (const line of name.split('\n')) {
    const [field, ...value] = line.split('=');
    // Node escapes special characters of a value (RFC 4514: `\+`, `\,`): read them plain.
    if (field === key) return value.join('=').replace(/\\(.)/g, '$1');
  }
  return undefined;
}

export interface Holder {
  name?: string;
  email?: string;
  organisation?: string;
}

export function holderOf(certificate: X509Certificate): Holder {
  const email =
    /(?:^|,\s*)email:([^,\s]+)/.exec(certificate.subjectAltName ?? '')?.[1] ??
    nameField(certificate.subject, 'emailAddress');
  return {
    name: nameField(certificate.subject, 'CN'),
    email,
    organisation: nameField(certificate.subject, 'O'),
  };
}

/** A node distinguished name as one line ("CN=Anna Meier, emailAddress=…"). */
export const oneLine = (name: string) => name.split('\n').join(', ');

export interface CertificateFacts {
  subject: string;
  issuer: string;
  serialNumber: string;
  notBefore: string;
  notAfter: string;
  sha256: string;
}

export function certificateFacts(certificate: X509Certificate): CertificateFacts {
  return {
    subject: oneLine(certificate.subject),
    issuer: oneLine(certificate.issuer),
    serialNumber: certificate.serialNumber.toLowerCase(),
    notBefore: new Date(certificate.validFrom).toISOString(),
    notAfter: new Date(certificate.validTo).toISOString(),
    sha256: certificate.fingerprint256.replaceAll(':', '').toLowerCase(),
  };
}

/** Whether `at` falls within the certificate's validity. */
export function validAt(certificate: X509Certificate, at: Date): boolean {
  const time = at.getTime();
  return time >= Date.parse(certificate.validFrom) && time <= Date.parse(certificate.validTo);
}
