// X.509 certificates of the service's CA, built with pkijs over WebCrypto (node:crypto): the
// self-signed root, the issuing CA, and the end-entity certificates of signers and seals.
// Extension values are DER-encoded by ./der.ts; pkijs assembles and signs the certificate.
import * as asn1js from 'asn1js';
import { createHash, randomBytes, webcrypto, type KeyObject } from 'node:crypto';
import * as pkijs from 'pkijs';
import {
  boolean,
  certificateParts,
  children,
  contextPrimitive,
  decodeOid,
  ia5String,
  integer,
  nullValue,
  oid,
  printableString,
  readElement,
  sequence,
  set,
  tlv,
  utf8String,
} from './der.ts';
import {
  LEGISLATION_POLICY,
  OID,
  QUALITY_POLICY,
  SEAL_POLICY,
  type CertificateLegislation,
  type CertificateQuality,
  type SealQuality,
} from './oids.ts';

// The server's TypeScript lib has no DOM: pkijs's WebCrypto types are satisfied by node's.
const engine = new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as never });

/** A distinguished name as a list of (type OID, value) in order, most significant first. */
export type NameParts = Array<[string, string]>;

function encodeName(parts: NameParts): Buffer {
  return sequence(
    ...parts.map(([type, value]) => {
      const encoded =
        type === OID.emailAddress
          ? ia5String(value)
          : type === OID.countryName
            ? printableString(value)
            : utf8String(value);
      return set(sequence(oid(type), encoded));
    }),
  );
}

/** keyUsage bits (RFC 5280 §4.2.1.3). */
const KEY_USAGE = {
  digitalSignature: 0,
  nonRepudiation: 1,
  keyCertSign: 5,
  cRLSign: 6,
} as const;

function keyUsage(...bits: Array<keyof typeof KEY_USAGE>): Buffer {
  let value = 0;
  for (const bit of bits) value |= 0x80 >> KEY_USAGE[bit];
  let unused = 0;
  while (unused < 7 && !(value & (1 << unused))) unused++;
  return tlv(0x03, Buffer.from([unused, value]));
}

/** RFC 5280 §4.2.1.2 method 1: SHA-1 of the subjectPublicKey bits. */
export function keyIdentifier(spki: Buffer): Buffer {
  const bits = children(readElement(spki))[1];
  return createHash('sha1').update(bits.content.subarray(1)).digest();
}

export function extension(id: string, critical: boolean, value: Buffer): pkijs.Extension {
  const bytes = new Uint8Array(value);
  return new pkijs.Extension({ extnID: id, critical, extnValue: bytes.buffer });
}

/** certificatePolicies: each OID, the first with a user notice explaining it. */
function certificatePolicies(policies: string[], notice: string): Buffer {
  return sequence(
    ...policies.map((policy, index) =>
      index === 0
        ? sequence(
            oid(policy),
            sequence(sequence(oid(OID.policyQualifierUserNotice), sequence(utf8String(notice)))),
          )
        : sequence(oid(policy)),
    ),
  );
}

/** qcStatements (ETSI EN 319 412-5) of a qualified certificate. */
function qcStatements(kind: 'esign' | 'eseal', legislation: CertificateLegislation): Buffer {
  const statements = [
    sequence(oid(OID.qcCompliance)),
    sequence(oid(OID.qcSscd)),
    sequence(oid(OID.qcType), sequence(oid(kind === 'esign' ? OID.qcTypeEsign : OID.qcTypeEseal))),
  ];
  // Compliance with a legislation outside the EU is stated with QcCClegislation (§4.2.4).
  if (legislation === 'zertes') {
    statements.push(sequence(oid(OID.qcCcLegislation), sequence(printableString('CH'))));
  }
  return sequence(...statements);
}

function time(date: Date): pkijs.Time {
  // UTCTime up to 2049, GeneralizedTime from 2050 (RFC 5280 §4.1.2.5).
  return new pkijs.Time({ type: date.getUTCFullYear() >= 2050 ? 1 : 0, value: date });
}

function serialNumber(): asn1js.Integer {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] & 0x7f) | 0x40;
  return new asn1js.Integer({ valueHex: bytes });
}

export interface CertificateTemplate {
  subject: NameParts;
  /** SubjectPublicKeyInfo DER of the subject's key. */
  subjectPublicKeyInfo: Buffer;
  notBefore: Date;
  notAfter: Date;
  extensions: pkijs.Extension[];
}

export interface Issuer {
  /** DER of the issuer's certificate, or undefined for a self-signed root. */
  certificate?: Buffer;
  /** SubjectPublicKeyInfo of the issuer (for the authority key identifier). */
  subjectPublicKeyInfo: Buffer;
  /** The issuer's name when self-signed (otherwise the certificate's subject is used). */
  name?: Buffer;
  privateKey: KeyObject;
}

/** Imports a node KeyObject into WebCrypto for pkijs. */
async function toCryptoKey(key: KeyObject): Promise<webcrypto.CryptoKey> {
  const pkcs8 = key.export({ type: 'pkcs8', format: 'der' });
  const algorithm =
    key.asymmetricKeyType === 'ec'
      ? { name: 'ECDSA', namedCurve: 'P-256' }
      : { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  return webcrypto.subtle.importKey('pkcs8', pkcs8, algorithm, false, ['sign']);
}

export async function buildCertificate(
  template: CertificateTemplate,
  issuer: Issuer,
): Promise<Buffer> {
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = serialNumber();
  certificate.subject = pkijs.RelativeDistinguishedNames.fromBER(encodeName(template.subject));
  certificate.issuer = pkijs.RelativeDistinguishedNames.fromBER(
    issuer.certificate
      ? certificateParts(issuer.certificate).subject
      : (issuer.name ?? encodeName(template.subject)),
  );
  certificate.notBefore = time(template.notBefore);
  certificate.notAfter = time(template.notAfter);
  certificate.subjectPublicKeyInfo = pkijs.PublicKeyInfo.fromBER(template.subjectPublicKeyInfo);
  certificate.extensions = [
    extension(
      OID.subjectKeyIdentifier,
      false,
      tlv(0x04, keyIdentifier(template.subjectPublicKeyInfo)),
    ),
    extension(
      OID.authorityKeyIdentifier,
      false,
      sequence(contextPrimitive(0, keyIdentifier(issuer.subjectPublicKeyInfo))),
    ),
    ...template.extensions,
  ];
  await certificate.sign((await toCryptoKey(issuer.privateKey)) as never, 'SHA-256', engine);
  return Buffer.from(certificate.toSchema().toBER());
}

export { encodeName, engine, time, toCryptoKey };

// ----- Profiles -----

export function caExtensions(pathLength?: number): pkijs.Extension[] {
  return [
    extension(
      OID.basicConstraints,
      true,
      pathLength === undefined
        ? sequence(boolean(true))
        : sequence(boolean(true), integer(pathLength)),
    ),
    extension(OID.keyUsage, true, keyUsage('keyCertSign', 'cRLSign')),
  ];
}

const QUALITY_TEXT: Record<CertificateQuality, string> = {
  ses: 'Simple electronic signature (ses)',
  aes: 'Advanced electronic signature (aes)',
  aesMinimal: 'Advanced electronic signature, minimal identification (aesMinimal)',
  qes: 'Qualified electronic signature (qes)',
  part11: 'Electronic signature under 21 CFR Part 11 (part11)',
  demo: 'Demonstration signature, no legal effect (demo)',
};
const LEGISLATION_TEXT: Record<CertificateLegislation, string> = {
  eidas: 'eIDAS (EU 910/2014)',
  zertes: 'ZertES (SR 943.03)',
};

export function signerExtensions(options: {
  email: string;
  quality: CertificateQuality;
  legislation?: CertificateLegislation;
  caName: string;
}): pkijs.Extension[] {
  const { quality, legislation } = options;
  const policies = [QUALITY_POLICY[quality]];
  if (legislation) policies.push(LEGISLATION_POLICY[legislation]);
  const notice = `${QUALITY_TEXT[quality]}${legislation ? ` under ${LEGISLATION_TEXT[legislation]}` : ''}; certificate of ${options.caName}`;
  const list = [
    extension(OID.basicConstraints, true, sequence()),
    extension(OID.keyUsage, true, keyUsage('digitalSignature', 'nonRepudiation')),
    extension(OID.subjectAltName, false, sequence(contextPrimitive(1, Buffer.from(options.email)))),
    extension(OID.certificatePolicies, false, certificatePolicies(policies, notice.slice(0, 200))),
  ];
  if (quality === 'qes') {
    list.push(extension(OID.qcStatements, false, qcStatements('esign', legislation ?? 'eidas')));
  }
  return list;
}

export function sealExtensions(options: {
  quality: SealQuality;
  caName: string;
}): pkijs.Extension[] {
  const notice = `Electronic seal at ${options.quality === 'qes' ? 'qualified' : 'advanced'} level (seal ${options.quality}); certificate of ${options.caName}`;
  const list = [
    extension(OID.basicConstraints, true, sequence()),
    extension(OID.keyUsage, true, keyUsage('digitalSignature', 'nonRepudiation')),
    extension(
      OID.certificatePolicies,
      false,
      certificatePolicies([SEAL_POLICY[options.quality]], notice.slice(0, 200)),
    ),
  ];
  if (options.quality === 'qes') {
    list.push(extension(OID.qcStatements, false, qcStatements('eseal', 'eidas')));
  }
  return list;
}

/** Where a certificate's issuer and revocation status are published (the trust area serves them). */
export interface RevocationPointers {
  /** URL of the issuer's certificate (DER): AIA caIssuers. */
  caIssuers: string;
  /** URL of the OCSP responder: AIA ocsp; left out for a certificate the root issues. */
  ocsp?: string;
  /** URL of the CRL that covers the certificate. */
  crl: string;
}

/** Authority Information Access and CRL distribution point (RFC 5280 §4.2.2.1, §4.2.1.13). */
export function revocationExtensions(pointers: RevocationPointers): pkijs.Extension[] {
  const uri = (url: string) => contextPrimitive(6, Buffer.from(url, 'ascii'));
  const access = [sequence(oid(OID.caIssuers), uri(pointers.caIssuers))];
  if (pointers.ocsp) access.unshift(sequence(oid(OID.ocsp), uri(pointers.ocsp)));
  return [
    extension(OID.authorityInfoAccess, false, sequence(...access)),
    // DistributionPoint { distributionPoint [0] { fullName [0] { URI } } }
    extension(
      OID.crlDistributionPoints,
      false,
      sequence(sequence(tlv(0xa0, tlv(0xa0, uri(pointers.crl))))),
    ),
  ];
}

/** The time-stamping authority's profile: RFC 3161 §2.3 wants timeStamping as the only, critical EKU. */
export function timestampingExtensions(): pkijs.Extension[] {
  return [
    extension(OID.basicConstraints, true, sequence()),
    extension(OID.keyUsage, true, keyUsage('digitalSignature', 'nonRepudiation')),
    extension(OID.extKeyUsage, true, sequence(oid(OID.timeStamping))),
  ];
}

/**
 * The delegated OCSP responder's profile (RFC 6960 §4.2.2.2): id-kp-OCSPSigning as its only
 * extended key usage, and id-pkix-ocsp-nocheck (§4.2.2.2.1) so validators do not ask about the
 * responder's own status (it is short-lived instead).
 */
export function ocspResponderExtensions(): pkijs.Extension[] {
  return [
    extension(OID.basicConstraints, true, sequence()),
    extension(OID.keyUsage, true, keyUsage('digitalSignature')),
    extension(OID.extKeyUsage, true, sequence(oid(OID.ocspSigning))),
    extension(OID.ocspNoCheck, false, nullValue()),
  ];
}

// ----- Reading back -----

export interface CertificateDescription {
  kind: 'signer' | 'seal' | 'ca' | 'other';
  quality?: CertificateQuality;
  sealQuality?: SealQuality;
  legislation?: CertificateLegislation;
  /** QC statement OIDs present (qcStatements extension). */
  qcStatements: string[];
  /** QcType of a qualified certificate. */
  qcType?: 'esign' | 'eseal';
  /** Countries of QcCClegislation (compliance with a non-EU legislation). */
  qcLegislation?: string[];
  policies: string[];
}

function invert<K extends string>(map: Record<K, string>): Map<string, K> {
  return new Map(Object.entries(map).map(([key, value]) => [value as string, key as K]));
}
const QUALITY_BY_OID = invert(QUALITY_POLICY);
const LEGISLATION_BY_OID = invert(LEGISLATION_POLICY);
const SEAL_BY_OID = invert(SEAL_POLICY);

/** Quality, legislation and kind of a certificate issued by this CA, read from its policies. */
export function describeCertificate(der: Uint8Array): CertificateDescription {
  const certificate = pkijs.Certificate.fromBER(der);
  const result: CertificateDescription = { kind: 'other', qcStatements: [], policies: [] };
  for (const ext of certificate.extensions ?? []) {
    const value = Buffer.from(ext.extnValue.valueBlock.valueHexView);
    if (ext.extnID === OID.basicConstraints) {
      const fields = children(readElement(value));
      if (fields[0]?.tag === 0x01 && fields[0].content[0] !== 0) result.kind = 'ca';
    } else if (ext.extnID === OID.certificatePolicies) {
      for (const info of children(readElement(value))) {
        const policy = decodeOid(children(info)[0]);
        result.policies.push(policy);
        const quality = QUALITY_BY_OID.get(policy);
        const legislation = LEGISLATION_BY_OID.get(policy);
        const seal = SEAL_BY_OID.get(policy);
        if (quality) [result.kind, result.quality] = ['signer', quality];
        if (legislation) result.legislation = legislation;
        if (seal) [result.kind, result.sealQuality] = ['seal', seal];
      }
    } else if (ext.extnID === OID.qcStatements) {
      for (const statement of children(readElement(value))) {
        const [id, info] = children(statement);
        const statementId = decodeOid(id);
        result.qcStatements.push(statementId);
        if (statementId === OID.qcType && info) {
          const type = decodeOid(children(info)[0]);
          if (type === OID.qcTypeEsign) result.qcType = 'esign';
          if (type === OID.qcTypeEseal) result.qcType = 'eseal';
        }
        if (statementId === OID.qcCcLegislation && info) {
          result.qcLegislation = children(info).map((country) => country.content.toString());
        }
      }
    }
  }
  return result;
}
