// The one step of a signature that needs the private key. Everything else (PDF placeholder,
// CMS, timestamp) works from the certificate chain, so an HSM or a remote signing service can
// implement Signer with no other change.
import { sign as signWithKey, X509Certificate, type KeyObject } from 'node:crypto';

export interface Signer {
  /**
   * DER certificates: the signer's own first, then its issuers up to (and including) the root.
   * The CMS carries all of them.
   */
  readonly certificateChain: readonly Buffer[];
  /**
   * Signs `dataToBeSigned` (the DER of the CMS signed attributes) with SHA-256: ECDSA with a
   * DER-encoded (r, s) for an EC key, RSASSA-PKCS1-v1_5 for an RSA key (as the certificate's
   * public key says).
   */
  sign(dataToBeSigned: Buffer): Promise<Buffer>;
  /**
   * The time-stamping authority that stamps this signer's signatures when the caller names no
   * external one: gets the signature value, answers an RFC 3161 TimeStampToken (DER). The
   * service's CA sets its built-in TSA here.
   */
  timestamp?: (signatureValue: Buffer) => Promise<Buffer>;
}

/** A Signer over a key held in memory (the service's own CA issues these). */
export class KeySigner implements Signer {
  readonly certificateChain: readonly Buffer[];
  readonly #key: KeyObject;
  timestamp?: (signatureValue: Buffer) => Promise<Buffer>;

  constructor(privateKey: KeyObject, certificateChain: readonly Buffer[]) {
    if (certificateChain.length === 0) throw new Error('A signer needs its certificate');
    const certificate = new X509Certificate(certificateChain[0]);
    if (!certificate.checkPrivateKey(privateKey)) {
      throw new Error("The private key does not match the signer's certificate");
    }
    this.#key = privateKey;
    this.certificateChain = certificateChain;
  }

  async sign(dataToBeSigned: Buffer): Promise<Buffer> {
    return signWithKey('sha256', dataToBeSigned, this.#key);
  }

  /** The signer's certificate as PEM. */
  get certificatePem(): string {
    return toPem(this.certificateChain[0]);
  }
}

export function toPem(der: Uint8Array, label = 'CERTIFICATE'): string {
  const base64 = Buffer.from(der)
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .replace(/\n$/, '');
  return `-----BEGIN ${label}-----\n${base64}\n-----END ${label}-----\n`;
}

export function fromPem(pem: string): Buffer {
  const body = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  return Buffer.from(body, 'base64');
}
