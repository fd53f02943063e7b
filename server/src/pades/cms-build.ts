// CAdES detached signatures for PAdES (ETSI EN 319 122-1 / EN 319 142-1 baseline B-B, B-T):
// a CMS SignedData (RFC 5652) over the SHA-256 digest of the signed byte ranges, with the signed
// attributes contentType, messageDigest and ESS signing-certificate-v2 (RFC 5035) and NO
// signingTime (PAdES puts the claimed time in the signature dictionary's /M). B-T adds the
// signature-time-stamp-token as an unsigned attribute.
import { createHash, X509Certificate } from 'node:crypto';
import {
  algorithm,
  certificateParts,
  children,
  contextConstructed,
  contextSetOf,
  decodeOid,
  expectTag,
  integer,
  octetString,
  oid,
  readElement,
  sequence,
  set,
  TAG,
  tlv,
  type CertificateParts,
} from './der.ts';
import { OID } from './oids.ts';
import type { Signer } from './signer.ts';

interface PreparedSigner {
  signer: CertificateParts;
  certificates: Buffer[];
  signatureAlgorithm: Buffer;
  /** The signing-certificate-v2 attribute: fixed for a signer, so built once. */
  signingCertificateAttribute: Buffer;
}

const prepared = new WeakMap<Signer, PreparedSigner>();

// The parts of every SignedData that never change, encoded once (object identifiers are encoded
// arc by arc with BigInts: a fifth of the CMS's own CPU when done per signature).
const CONTENT_TYPE_ATTRIBUTE = sequence(oid(OID.contentType), set(oid(OID.data)));
const MESSAGE_DIGEST = oid(OID.messageDigest);
const SHA256 = algorithm(OID.sha256);
const SHA256_SET = set(SHA256);
const DATA_CONTENT = sequence(oid(OID.data));
const SIGNATURE_TIMESTAMP = oid(OID.signatureTimeStampToken);
const SIGNED_DATA = oid(OID.signedData);
const VERSION_1 = integer(1);

function prepare(signer: Signer): PreparedSigner {
  let result = prepared.get(signer);
  if (result) return result;
  const certificates = signer.certificateChain.map((der) => Buffer.from(der));
  const parts = certificateParts(certificates[0]);
  const keyType = new X509Certificate(certificates[0]).publicKey.asymmetricKeyType;
  let signatureAlgorithm: Buffer;
  if (keyType === 'ec') signatureAlgorithm = algorithm(OID.ecdsaWithSha256);
  else if (keyType === 'rsa') signatureAlgorithm = algorithm(OID.sha256WithRsa, true);
  else throw new Error(`Unsupported signer key type: ${keyType}`);
  const certHash = createHash('sha256').update(parts.der).digest();
  // ESSCertIDv2 with the default hash algorithm (SHA-256) left out, as DER requires.
  const essCertId = sequence(
    octetString(certHash),
    sequence(sequence(tlv(0xa4, parts.issuer)), parts.serialNumber),
  );
  const signingCertificateAttribute = sequence(
    oid(OID.signingCertificateV2),
    set(sequence(sequence(essCertId))),
  );
  result = { signer: parts, certificates, signatureAlgorithm, signingCertificateAttribute };
  prepared.set(signer, result);
  return result;
}

export interface SignedDataOptions {
  /**
   * Adds the signature-time-stamp-token: gets the SHA-256 of the signature value (the message
   * imprint) and returns the RFC 3161 TimeStampToken (a ContentInfo, DER).
   */
  timestamp?: (signatureValue: Buffer) => Promise<Buffer>;
}

/** A DER ContentInfo holding the detached SignedData over `digest` (SHA-256 of the content). */
export async function createSignedData(
  signer: Signer,
  digest: Buffer,
  options: SignedDataOptions = {},
): Promise<Buffer> {
  if (digest.length !== 32) throw new Error('The content digest must be a SHA-256 value');
  const {
    signer: parts,
    certificates,
    signatureAlgorithm,
    signingCertificateAttribute,
  } = prepare(signer);
  const signedAttributes = set(
    CONTENT_TYPE_ATTRIBUTE,
    sequence(MESSAGE_DIGEST, set(octetString(digest))),
    signingCertificateAttribute,
  );
  const signatureValue = await signer.sign(signedAttributes);
  const unsigned: Buffer[] = [];
  if (options.timestamp) {
    const token = await options.timestamp(signatureValue);
    unsigned.push(contextSetOf(1, sequence(SIGNATURE_TIMESTAMP, set(token))));
  }
  const signerInfo = sequence(
    VERSION_1,
    sequence(parts.issuer, parts.serialNumber),
    SHA256,
    // [0] IMPLICIT: the same SET OF, under the context tag.
    Buffer.concat([Buffer.from([0xa0]), signedAttributes.subarray(1)]),
    signatureAlgorithm,
    octetString(signatureValue),
    ...unsigned,
  );
  const signedData = sequence(
    VERSION_1,
    SHA256_SET,
    DATA_CONTENT,
    contextSetOf(0, ...certificates),
    set(signerInfo),
  );
  return sequence(SIGNED_DATA, contextConstructed(0, signedData));
}

// ----- Reading (tests, reports) -----

export interface SignedDataInfo {
  /** OIDs of the signed attributes, in order. */
  signedAttributes: string[];
  /** OIDs of the unsigned attributes. */
  unsignedAttributes: string[];
  /** The messageDigest value. */
  messageDigest?: Buffer;
  /** Hash of the certificate named by signing-certificate-v2. */
  signingCertificateHash?: Buffer;
  /** The signature value (what a signature timestamp covers). */
  signatureValue: Buffer;
  /** The signature-time-stamp-token (ContentInfo DER), when present. */
  timestampToken?: Buffer;
  /** DER certificates carried by the SignedData. */
  certificates: Buffer[];
  /** The SignedData as read, without the unused tail of a PDF /Contents. */
  der: Buffer;
}

/** Reads a ContentInfo/SignedData (also with trailing zero padding, as in a PDF /Contents). */
export function readSignedData(bytes: Uint8Array): SignedDataInfo {
  const contentInfo = expectTag(readElement(Buffer.from(bytes)), TAG.sequence, 'ContentInfo');
  const [type, explicit] = children(contentInfo);
  if (decodeOid(type) !== OID.signedData) throw new Error('Not a CMS SignedData');
  const signedData = children(expectTag(children(explicit)[0], TAG.sequence, 'SignedData'));
  const certificates: Buffer[] = [];
  let signerInfos: ReturnType<typeof readElement> | undefined;
  for (const field of signedData.slice(3)) {
    if (field.tag === 0xa0) certificates.push(...children(field).map((cert) => cert.raw));
    if (field.tag === TAG.set) signerInfos = field;
  }
  const signerInfo = children(expectTag(signerInfos, TAG.set, 'signerInfos'))[0];
  const info: SignedDataInfo = {
    signedAttributes: [],
    unsignedAttributes: [],
    signatureValue: Buffer.alloc(0),
    certificates,
    der: contentInfo.raw,
  };
  for (const field of children(signerInfo)) {
    if (field.tag === TAG.octetString) info.signatureValue = field.content;
    if (field.tag !== 0xa0 && field.tag !== 0xa1) continue;
    for (const attribute of children(field)) {
      const [attributeType, values] = children(attribute);
      const id = decodeOid(attributeType);
      const value = children(values)[0];
      if (field.tag === 0xa0) {
        info.signedAttributes.push(id);
        if (id === OID.messageDigest) info.messageDigest = value.content;
        if (id === OID.signingCertificateV2) {
          const essCertId = children(children(children(value)[0])[0]);
          const hash = essCertId.find((part) => part.tag === TAG.octetString);
          info.signingCertificateHash = hash?.content;
        }
      } else {
        info.unsignedAttributes.push(id);
        if (id === OID.signatureTimeStampToken) info.timestampToken = value.raw;
      }
    }
  }
  return info;
}
