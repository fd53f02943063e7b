// Reading and checking a CMS SignedData (RFC 5652) as PDF signatures and RFC 3161 time-stamp
// tokens carry it: the signer's identifier, digest and signature algorithms, the signed
// attributes (re-encoded as the SET OF they were signed as), the signature value, the
// certificates, the encapsulated content (a time-stamp's TSTInfo) and the unsigned attributes.
// The check is the one RFC 5652 §5.4 describes: the content's digest equals messageDigest and
// the signature over the signed attributes verifies with the signer certificate's public key.
import { createHash, verify, X509Certificate } from 'node:crypto';
import {
  children,
  decodeOid,
  decodeTime,
  expectTag,
  readElement,
  TAG,
  type Element,
} from '../../pades/der.ts';
import { OID } from '../../pades/oids.ts';

export interface ParsedCms {
  digestAlgorithm: string;
  signatureAlgorithm: string;
  /** issuer Name DER + serialNumber INTEGER DER of the signer (issuerAndSerialNumber). */
  signerIssuer?: Buffer;
  signerSerial?: Buffer;
  /** subjectKeyIdentifier of the signer (the [0] choice). */
  signerKeyId?: Buffer;
  /** The signed attributes as a DER SET OF (what the signature covers). */
  signedAttributes?: Buffer;
  messageDigest?: Buffer;
  signatureValue: Buffer;
  certificates: Buffer[];
  contentType: string;
  /** The encapsulated content (eContent), absent for a detached signature. */
  content?: Buffer;
  /** The signature-time-stamp-token (a ContentInfo DER), when present. */
  timestampToken?: Buffer;
}

export const DIGESTS: Record<string, string> = {
  [OID.sha256]: 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
  '1.3.14.3.2.26': 'sha1',
};

/** Reads a ContentInfo holding a SignedData (also with zero padding after it). */
export function parseSignedData(bytes: Uint8Array): ParsedCms {
  const contentInfo = expectTag(readElement(Buffer.from(bytes)), TAG.sequence, 'ContentInfo');
  const [type, explicit] = children(contentInfo);
  if (decodeOid(type) !== OID.signedData) throw new Error('Not a CMS SignedData');
  const fields = children(expectTag(children(explicit)[0], TAG.sequence, 'SignedData'));
  const encapsulated = children(expectTag(fields[2], TAG.sequence, 'encapContentInfo'));
  const result: ParsedCms = {
    digestAlgorithm: '',
    signatureAlgorithm: '',
    signatureValue: Buffer.alloc(0),
    certificates: [],
    contentType: decodeOid(encapsulated[0]),
  };
  if (encapsulated[1]) result.content = octets(children(encapsulated[1])[0]);
  let signerInfos: Element | undefined;
  for (const field of fields.slice(3)) {
    if (field.tag === 0xa0) {
      // Only X.509 certificates (SEQUENCE); other choices of CertificateChoices are skipped.
      result.certificates.push(
        ...children(field)
          .filter((entry) => entry.tag === TAG.sequence)
          .map((entry) => Buffer.from(entry.raw)),
      );
    }
    if (field.tag === TAG.set) signerInfos = field;
  }
  const signerInfo = children(expectTag(signerInfos, TAG.set, 'signerInfos'))[0];
  const parts = children(expectTag(signerInfo, TAG.sequence, 'SignerInfo'));
  const identifier = parts[1];
  if (identifier.tag === TAG.sequence) {
    const [issuer, serial] = children(identifier);
    result.signerIssuer = Buffer.from(issuer.raw);
    result.signerSerial = Buffer.from(serial.raw);
  } else if (identifier.tag === 0x80) {
    result.signerKeyId = Buffer.from(identifier.content);
  }
  result.digestAlgorithm = decodeOid(children(parts[2])[0]);
  let index = 3;
  if (parts[index]?.tag === 0xa0) {
    // Signed over as a SET OF (tag 0x31), carried as [0] IMPLICIT.
    result.signedAttributes = Buffer.concat([Buffer.from([0x31]), parts[index].raw.subarray(1)]);
    for (const attribute of children(parts[index])) {
      const [id, values] = children(attribute);
      if (decodeOid(id) === OID.messageDigest) result.messageDigest = children(values)[0].content;
    }
    index++;
  }
  result.signatureAlgorithm = decodeOid(children(parts[index])[0]);
  result.signatureValue = Buffer.from(
    expectTag(parts[index + 1], TAG.octetString, 'signature').content,
  );
  const unsigned = parts[index + 2];
  if (unsigned?.tag === 0xa1) {
    for (const attribute of children(unsigned)) {
      const [id, values] = children(attribute);
      if (decodeOid(id) === OID.signatureTimeStampToken) {
        result.timestampToken = Buffer.from(children(values)[0].raw);
      }
    }
  }
  return result;
}

/** The content of an OCTET STRING, also when BER splits it into constructed chunks. */
function octets(element: Element): Buffer {
  if (element.tag === TAG.octetString) return Buffer.from(element.content);
  if (element.tag === (TAG.octetString | 0x20)) {
    return Buffer.concat(children(element).map((chunk) => octets(chunk)));
  }
  throw new Error('DER: expected eContent OCTET STRING');
}

/** The certificate of the CMS signer, found by issuer and serial number or key identifier. */
export function signerCertificate(cms: ParsedCms): X509Certificate | undefined {
  for (const der of cms.certificates) {
    let certificate: X509Certificate;
    try {
      certificate = new X509Certificate(der);
    } catch {
      continue;
    }
    if (cms.signerSerial && cms.signerIssuer) {
      const parts = children(children(readElement(der))[0]);
      const offset = parts[0]?.tag === 0xa0 ? 1 : 0;
      if (
        parts[offset].raw.equals(cms.signerSerial) &&
        parts[offset + 2].raw.equals(cms.signerIssuer)
      ) {
        return certificate;
      }
    } else if (cms.signerKeyId) {
      const keyId = subjectKeyId(der);
      if (keyId?.equals(cms.signerKeyId)) return certificate;
    }
  }
  return undefined;
}

function subjectKeyId(der: Buffer): Buffer | undefined {
  const parts = children(children(readElement(der))[0]);
  const extensions = parts.find((part) => part.tag === 0xa3);
  if (!extensions) return undefined;
  for (const extension of children(children(extensions)[0])) {
    const [id, ...rest] = children(extension);
    if (decodeOid(id) === OID.subjectKeyIdentifier) {
      return readElement(rest[rest.length - 1].content).content;
    }
  }
  return undefined;
}

export interface CmsCheck {
  /** The content's digest equals the signed messageDigest. */
  digestMatches: boolean;
  /** The signature over the signed attributes verifies with the certificate's key. */
  signatureVerified: boolean;
}

/** Digest of `content` with the CMS's digest algorithm; undefined when it is not supported. */
export function digestOf(cms: ParsedCms, content: Buffer[]): Buffer | undefined {
  const name = DIGESTS[cms.digestAlgorithm];
  if (!name) return undefined;
  const hash = createHash(name);
  for (const part of content) hash.update(part);
  return hash.digest();
}

/** RFC 5652 §5.4 over the given content (the signed byte ranges, or the eContent). */
export function checkCms(
  cms: ParsedCms,
  content: Buffer[],
  certificate: X509Certificate,
): CmsCheck {
  const digest = digestOf(cms, content);
  if (!digest) throw new Error(`unsupported digest algorithm ${cms.digestAlgorithm}`);
  const signed = cms.signedAttributes ?? Buffer.concat(content);
  const digestMatches = cms.signedAttributes ? Boolean(cms.messageDigest?.equals(digest)) : true;
  return { digestMatches, signatureVerified: verifySignature(cms, signed, certificate) };
}

const ECDSA = new Set([
  OID.ecdsaWithSha256,
  '1.2.840.10045.4.3.3',
  '1.2.840.10045.4.3.4',
  OID.ecPublicKey,
]);
const RSA = new Set([
  OID.rsaEncryption,
  OID.sha256WithRsa,
  '1.2.840.113549.1.1.12',
  '1.2.840.113549.1.1.13',
  '1.2.840.113549.1.1.5',
]);

function verifySignature(cms: ParsedCms, data: Buffer, certificate: X509Certificate): boolean {
  const hash = DIGESTS[cms.digestAlgorithm];
  const key = certificate.publicKey;
  if (ECDSA.has(cms.signatureAlgorithm) && key.asymmetricKeyType === 'ec') {
    return verify(hash, data, { key, dsaEncoding: 'der' }, cms.signatureValue);
  }
  if (RSA.has(cms.signatureAlgorithm) && key.asymmetricKeyType === 'rsa') {
    return verify(hash, data, key, cms.signatureValue);
  }
  throw new Error(`unsupported signature algorithm ${cms.signatureAlgorithm}`);
}

export interface TimestampInfo {
  /** genTime of the TSTInfo. */
  time: Date;
  /** The token's own CMS check and its imprint equal the digest of what it stamps. */
  valid: boolean;
  certificate?: X509Certificate;
}

/**
 * Reads an RFC 3161 TimeStampToken and checks it against `stamped` (the bytes it must cover: a
 * signature value, or a document time-stamp's byte ranges).
 */
export function checkTimestampToken(token: Uint8Array, stamped: Buffer[]): TimestampInfo {
  const cms = parseSignedData(token);
  if (cms.contentType !== OID.tstInfo || !cms.content) throw new Error('Not a TSTInfo');
  const tstInfo = children(readElement(cms.content));
  // TSTInfo: version, policy, messageImprint, serialNumber, genTime, …
  const [hashAlgorithm, hashed] = children(tstInfo[2]);
  const imprintDigest = DIGESTS[decodeOid(children(hashAlgorithm)[0])];
  const time = decodeTime(tstInfo[4]);
  const certificate = signerCertificate(cms);
  if (!imprintDigest || !certificate) return { time, valid: false, certificate };
  const hash = createHash(imprintDigest);
  for (const part of stamped) hash.update(part);
  const imprintMatches = hash.digest().equals(hashed.content);
  let cmsValid = false;
  try {
    const check = checkCms(cms, [cms.content], certificate);
    cmsValid = check.digestMatches && check.signatureVerified;
  } catch {
    cmsValid = false;
  }
  return { time, valid: imprintMatches && cmsValid, certificate };
}
