// Revocation evidence of the service's CA, built with pkijs like its certificates: the CRL of a
// CA (RFC 5280 §5), signed by that CA, and the OCSP responder's answers (RFC 6960), signed by the
// delegated responder certificate the issuing CA certifies (./ocsp-responder.ts says why not by
// the CA itself). What is revoked comes from the caller (the trust area's store).
import * as asn1js from 'asn1js';
import { createHash, X509Certificate } from 'node:crypto';
import * as pkijs from 'pkijs';
import type { IssuerKey } from './certificate-authority.ts';
import { engine, extension, keyIdentifier, time, toCryptoKey } from './certificates.ts';
import { certificateParts, contextPrimitive, integer, sequence, tlv } from './der.ts';
import { OID } from './oids.ts';
import { OcspRequestError, REVOCATION_REASONS, type RevocationReason } from './trust-errors.ts';

export interface RevokedEntry {
  /** Serial number, hexadecimal. */
  serialHex: string;
  revokedAt: Date;
  reason: RevocationReason;
}

export type CertificateStatus =
  | { status: 'good' }
  | { status: 'revoked'; revokedAt: Date; reason: RevocationReason }
  | { status: 'unknown' };

/** Whole seconds: CRL and OCSP times carry no fractions (RFC 5280 §4.1.2.5.2). */
const seconds = (date: Date) => new Date(Math.floor(date.getTime() / 1000) * 1000);

function serialInteger(serialHex: string): asn1js.Integer {
  let hex = serialHex.length % 2 ? `0${serialHex}` : serialHex;
  if (parseInt(hex.slice(0, 2), 16) >= 0x80) hex = `00${hex}`;
  return new asn1js.Integer({ valueHex: new Uint8Array(Buffer.from(hex, 'hex')).buffer });
}

function spkiOf(certificate: Buffer): Buffer {
  return new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' });
}

/** A CRL of `issuer` listing `revoked`, valid from `now` to `nextUpdate`, DER. */
export async function buildCrl(
  issuer: IssuerKey,
  revoked: RevokedEntry[],
  now: Date,
  nextUpdate: Date,
): Promise<Buffer> {
  const crl = new pkijs.CertificateRevocationList();
  crl.version = 1;
  crl.issuer = pkijs.RelativeDistinguishedNames.fromBER(
    certificateParts(issuer.certificate).subject,
  );
  crl.thisUpdate = time(seconds(now));
  crl.nextUpdate = time(seconds(nextUpdate));
  if (revoked.length > 0) {
    // Absent, not empty, when nothing is revoked (RFC 5280 §5.1.2.6).
    crl.revokedCertificates = revoked.map(
      (entry) =>
        new pkijs.RevokedCertificate({
          userCertificate: serialInteger(entry.serialHex),
          revocationDate: time(seconds(entry.revokedAt)),
          crlEntryExtensions: new pkijs.Extensions({
            extensions: [
              extension(
                OID.crlReason,
                false,
                tlv(0x0a, Buffer.from([REVOCATION_REASONS[entry.reason]])),
              ),
            ],
          }),
        }),
    );
  }
  crl.crlExtensions = new pkijs.Extensions({
    extensions: [
      extension(
        OID.authorityKeyIdentifier,
        false,
        sequence(contextPrimitive(0, keyIdentifier(spkiOf(issuer.certificate)))),
      ),
      // A number that grows with each CRL: the issue time in seconds.
      extension(OID.crlNumber, false, integer(BigInt(Math.floor(now.getTime() / 1000)))),
    ],
  });
  await crl.sign((await toCryptoKey(issuer.privateKey)) as never, 'SHA-256', engine);
  return Buffer.from(crl.toSchema(true).toBER());
}

/** A certificate asked about in an OCSP request. */
export interface OcspQuestion {
  serialHex: string;
  /** True when the request names `issuer` (name and key hash match). */
  ourIssuer: boolean;
}

const HASHES: Record<string, string> = { [OID.sha1]: 'sha1', [OID.sha256]: 'sha256' };

/** Reads a DER OCSPRequest: the certificates asked about, for `issuer`. */
export function readOcspRequest(
  der: Buffer,
  issuer: Buffer,
): { questions: Array<OcspQuestion & { certId: pkijs.CertID }>; nonce?: pkijs.Extension } {
  let request: pkijs.OCSPRequest;
  try {
    request = pkijs.OCSPRequest.fromBER(new Uint8Array(der));
  } catch {
    throw new OcspRequestError('is not a DER OCSPRequest');
  }
  const list = request.tbsRequest.requestList;
  if (list.length === 0 || list.length > 20) {
    throw new OcspRequestError('must ask about 1 to 20 certificates');
  }
  const name = certificateParts(issuer).subject;
  const keyBits = Buffer.from(
    pkijs.Certificate.fromBER(new Uint8Array(issuer)).subjectPublicKeyInfo.subjectPublicKey
      .valueBlock.valueHexView,
  );
  const questions = list.map(({ reqCert }) => {
    const hash = HASHES[reqCert.hashAlgorithm.algorithmId];
    const same = (value: asn1js.OctetString, data: Buffer) =>
      !!hash &&
      Buffer.from(value.valueBlock.valueHexView).equals(createHash(hash).update(data).digest());
    return {
      certId: reqCert,
      serialHex: Buffer.from(reqCert.serialNumber.valueBlock.valueHexView).toString('hex'),
      ourIssuer: same(reqCert.issuerNameHash, name) && same(reqCert.issuerKeyHash, keyBits),
    };
  });
  const nonce = request.tbsRequest.requestExtensions?.find((e) => e.extnID === OID.ocspNonce);
  return { questions, nonce };
}

function certStatus(answer: CertificateStatus): asn1js.BaseBlock {
  if (answer.status === 'good') {
    return new asn1js.Primitive({
      idBlock: { tagClass: 3, tagNumber: 0 },
      valueHex: new ArrayBuffer(0),
    });
  }
  if (answer.status === 'unknown') {
    return new asn1js.Primitive({
      idBlock: { tagClass: 3, tagNumber: 2 },
      valueHex: new ArrayBuffer(0),
    });
  }
  return new asn1js.Constructed({
    idBlock: { tagClass: 3, tagNumber: 1 },
    value: [
      new asn1js.GeneralizedTime({ valueDate: seconds(answer.revokedAt) }),
      new asn1js.Constructed({
        idBlock: { tagClass: 3, tagNumber: 0 },
        value: [new asn1js.Enumerated({ value: REVOCATION_REASONS[answer.reason] })],
      }),
    ],
  });
}

/** Who answers for a CA: the CA's certificate and the responder certificate it issued. */
export interface OcspAuthority {
  /** The issuing CA's certificate (DER): the questions about its certificates are answered. */
  issuing: Buffer;
  /** The delegated responder (certificate DER and key) that signs the answers. */
  responder: IssuerKey;
}

/**
 * Answers a DER OCSPRequest for certificates of `authority.issuing`: `lookup` gives each one's
 * status (a certificate of another issuer is unknown). Signed by the responder, whose
 * certificate is the answer's only one (responderID by key hash); DER OCSPResponse.
 */
export async function answerOcsp(
  der: Buffer,
  authority: OcspAuthority,
  lookup: (question: OcspQuestion) => Promise<CertificateStatus>,
  now: Date,
  nextUpdate: Date,
): Promise<Buffer> {
  const { questions, nonce } = readOcspRequest(der, authority.issuing);
  const { responder } = authority;
  const basic = new pkijs.BasicOCSPResponse();
  basic.tbsResponseData.responderID = new asn1js.OctetString({
    valueHex: new Uint8Array(keyIdentifier(spkiOf(responder.certificate))).buffer,
  });
  basic.tbsResponseData.producedAt = seconds(now);
  for (const question of questions) {
    const answer = question.ourIssuer ? await lookup(question) : { status: 'unknown' as const };
    basic.tbsResponseData.responses.push(
      new pkijs.SingleResponse({
        certID: question.certId,
        certStatus: certStatus(answer),
        thisUpdate: seconds(now),
        nextUpdate: seconds(nextUpdate),
      }),
    );
  }
  if (nonce) basic.tbsResponseData.responseExtensions = [nonce];
  // Only the responder's certificate: never the issuing CA's (see ./ocsp-responder.ts).
  basic.certs = [pkijs.Certificate.fromBER(new Uint8Array(responder.certificate))];
  await basic.sign((await toCryptoKey(responder.privateKey)) as never, 'SHA-256', engine);
  const response = new pkijs.OCSPResponse();
  response.responseStatus = new asn1js.Enumerated({ value: 0 });
  response.responseBytes = new pkijs.ResponseBytes({
    responseType: OID.ocspBasic,
    response: new asn1js.OctetString({ valueHex: basic.toSchema().toBER() }),
  });
  return Buffer.from(response.toSchema().toBER());
}
