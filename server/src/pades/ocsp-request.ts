// An RFC 6960 OCSPRequest for one certificate, as a validator sends it: the long-term validation
// asks the service's own responder (areas/trust) for a fresh answer about each end-entity
// certificate it puts in a document's DSS. CertID with SHA-1 (RFC 6960 §4.1.1, what responders
// and validators expect by default), no nonce (the answer is stored in the PDF, not used live).
import { createHash, X509Certificate } from 'node:crypto';
import {
  algorithm,
  certificateParts,
  children,
  octetString,
  readElement,
  sequence,
} from './der.ts';
import { OID } from './oids.ts';

const sha1 = (data: Buffer) => createHash('sha1').update(data).digest();

/** The bits of a certificate's subjectPublicKey BIT STRING (without the unused-bits byte). */
function publicKeyBits(certificate: Buffer): Buffer {
  const spki = new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' });
  // SubjectPublicKeyInfo ::= SEQUENCE { algorithm, subjectPublicKey BIT STRING }
  return children(readElement(spki))[1].content.subarray(1);
}

/** DER OCSPRequest asking `issuer`'s responder about `certificate` (both DER). */
export function ocspRequestFor(certificate: Buffer, issuer: Buffer): Buffer {
  const certId = sequence(
    algorithm(OID.sha1, true),
    octetString(sha1(certificateParts(issuer).subject)),
    octetString(sha1(publicKeyBits(issuer))),
    certificateParts(certificate).serialNumber,
  );
  // OCSPRequest { tbsRequest { requestList SEQUENCE OF Request { reqCert } } }
  return sequence(sequence(sequence(sequence(certId))));
}
