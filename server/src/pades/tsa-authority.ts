// The service's own time-stamping authority (RFC 3161), in-process: every signature of the
// service is stamped by it (PAdES B-T) unless an external TSA_URL replaces it, and the trust area
// serves it over HTTP at /tsa. Its certificate is issued by the issuing CA with the profile RFC
// 3161 §2.3 demands (extended key usage timeStamping only, critical) and kept beside the CA's
// files: tsa.pem and tsa.key.pem (encrypted with the CA passphrase). A new one is issued when
// the current one has less than a year left, so no token is made by a certificate about to
// expire (documents are re-stamped a year before that: ./ltv/add-long-term-validation.ts,
// areas/signing/ltv/rules.ts).
//
// A token is a CMS SignedData (version 3) whose content is the DER TSTInfo, with the signed
// attributes contentType (id-ct-TSTInfo), messageDigest and ESS signing-certificate-v2, which
// `openssl ts -verify` requires.
import { createHash, randomBytes, sign, X509Certificate } from 'node:crypto';
import {
  revocationExtensions,
  timestampingExtensions,
  type RevocationPointers,
} from './certificates.ts';
import {
  algorithm,
  boolean,
  certificateParts,
  children,
  contextConstructed,
  contextSetOf,
  decodeInteger,
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
} from './der.ts';
import { loadOrIssueDelegated } from './delegated-certificate.ts';
import { OID, TSA_POLICY } from './oids.ts';
import { TimestampQueryError } from './trust-errors.ts';
import type { KeyObject } from 'node:crypto';

const DAY = 24 * 60 * 60 * 1000;
/** Validity of a TSA certificate. */
export const TSA_CERTIFICATE_YEARS = 6;
/** A TSA certificate with less than this left is replaced before it stamps again. */
export const TSA_RENEW_BEFORE_MS = 365 * DAY;
const FILES = { certificate: 'tsa.pem', key: 'tsa.key.pem' } as const;

export interface TimestampAuthority {
  /** The TSA certificate (DER) that signs the tokens. */
  certificate: Buffer;
  /** The TSA certificate followed by the CA chain up to the root. */
  chain: Buffer[];
  /** When the TSA certificate expires. */
  notAfter: Date;
  /** A TimeStampToken (ContentInfo DER) over SHA-256(`data`). */
  stamp(data: Buffer): Promise<Buffer>;
  /** A TimeStampToken over a SHA-256 message imprint, with the requester's nonce. */
  stampImprint(imprint: Buffer, nonce?: bigint, includeCertificates?: boolean): Buffer;
  /** Answers a DER TimeStampReq with a DER TimeStampResp (RFC 3161 §2.4). */
  respond(query: Buffer): Buffer;
}

interface Options {
  directory: string;
  passphrase: string;
  organisation: string;
  issuer: { certificate: Buffer; subjectPublicKeyInfo: Buffer; privateKey: KeyObject };
  /** Issuing CA and root, DER. */
  chain: Buffer[];
  pointers?: RevocationPointers;
  now: () => Date;
}

/** GeneralizedTime with milliseconds, trailing zeros dropped (RFC 3161 §2.4.2). */
function generalizedTime(date: Date): Buffer {
  const iso = date.toISOString(); // 2026-11-26T15:04:05.120Z
  const whole = iso.slice(0, 19).replace(/[-:T]/g, '');
  const fraction = iso.slice(20, 23).replace(/0+$/, '');
  return tlv(TAG.generalizedTime, Buffer.from(`${whole}${fraction ? `.${fraction}` : ''}Z`));
}

const loadOrIssue = (options: Options) =>
  loadOrIssueDelegated({
    ...options,
    files: FILES,
    role: 'Time-Stamping Authority',
    lifetimeMs: TSA_CERTIFICATE_YEARS * 365 * DAY,
    renewBeforeMs: TSA_RENEW_BEFORE_MS,
    extensions: [
      ...timestampingExtensions(),
      ...(options.pointers ? revocationExtensions(options.pointers) : []),
    ],
  });

export async function openTimestampAuthority(options: Options): Promise<TimestampAuthority> {
  const { certificate, privateKey: key } = await loadOrIssue(options);
  const parts = certificateParts(certificate);
  const chain = [certificate, ...options.chain];
  const essCertId = sequence(
    octetString(createHash('sha256').update(certificate).digest()),
    sequence(sequence(tlv(0xa4, parts.issuer)), parts.serialNumber),
  );
  const signingCertificate = sequence(
    oid(OID.signingCertificateV2),
    set(sequence(sequence(essCertId))),
  );

  function stampImprint(imprint: Buffer, nonce?: bigint, includeCertificates = true): Buffer {
    if (imprint.length !== 32) throw new TimestampQueryError('The imprint must be SHA-256');
    const serial = randomBytes(16);
    serial[0] &= 0x7f;
    const tstInfo = sequence(
      integer(1),
      oid(TSA_POLICY),
      sequence(algorithm(OID.sha256), octetString(imprint)),
      integer(serial),
      generalizedTime(options.now()),
      sequence(integer(1)), // accuracy: one second
      ...(nonce === undefined ? [] : [integer(nonce)]),
    );
    const signedAttributes = set(
      sequence(oid(OID.contentType), set(oid(OID.tstInfo))),
      sequence(
        oid(OID.messageDigest),
        set(octetString(createHash('sha256').update(tstInfo).digest())),
      ),
      signingCertificate,
    );
    const signerInfo = sequence(
      integer(1),
      sequence(parts.issuer, parts.serialNumber),
      algorithm(OID.sha256),
      Buffer.concat([Buffer.from([0xa0]), signedAttributes.subarray(1)]),
      algorithm(OID.ecdsaWithSha256),
      octetString(sign('sha256', signedAttributes, key)),
    );
    const signedData = sequence(
      integer(3),
      set(algorithm(OID.sha256)),
      sequence(oid(OID.tstInfo), contextConstructed(0, octetString(tstInfo))),
      ...(includeCertificates ? [contextSetOf(0, ...chain.slice(0, 2))] : []),
      set(signerInfo),
    );
    return sequence(oid(OID.signedData), contextConstructed(0, signedData));
  }

  return {
    certificate,
    chain,
    notAfter: new Date(new X509Certificate(certificate).validTo),
    stampImprint,
    async stamp(data) {
      return stampImprint(createHash('sha256').update(data).digest());
    },
    respond(query) {
      let imprintAlgorithm: string;
      let imprint: Buffer;
      let nonce: bigint | undefined;
      let certReq = false;
      try {
        const fields = children(expectTag(readElement(query), TAG.sequence, 'TimeStampReq'));
        if (decodeInteger(fields[0]) !== 1n) throw new Error('version');
        const messageImprint = children(expectTag(fields[1], TAG.sequence, 'messageImprint'));
        imprintAlgorithm = decodeOid(children(messageImprint[0])[0]);
        imprint = expectTag(messageImprint[1], TAG.octetString, 'hashedMessage').content;
        for (const field of fields.slice(2)) {
          if (field.tag === TAG.integer) nonce = decodeInteger(field);
          if (field.tag === TAG.boolean) certReq = field.content[0] !== 0;
        }
      } catch {
        throw new TimestampQueryError('is not a DER TimeStampReq');
      }
      if (imprintAlgorithm !== OID.sha256 || imprint.length !== 32) {
        // PKIStatusInfo rejection (2), failInfo badAlg (bit 0).
        return sequence(sequence(integer(2), tlv(0x03, Buffer.from([7, 0x80]))));
      }
      const token = stampImprint(imprint, nonce, certReq);
      return sequence(sequence(integer(0)), token);
    },
  };
}

/** A TimeStampReq over a SHA-256 imprint, as openssl or a PDF tool sends it (tests, tools). */
export function timestampQuery(imprint: Buffer, nonce?: bigint, certReq = true): Buffer {
  return sequence(
    integer(1),
    sequence(algorithm(OID.sha256, true), octetString(imprint)),
    ...(nonce === undefined ? [] : [integer(nonce)]),
    boolean(certReq),
  );
}
