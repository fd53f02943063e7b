// The OCSP responder's own certificate (RFC 6960 §4.2.2.2, a delegated responder): the issuing CA
// issues it and it signs every OCSP answer, instead of the issuing CA signing them itself.
//
// Why not the CA itself: pdfsig (poppler 22.12 on NSS) imports the certificates of each
// signature's CMS as NSS temporary certificates without copying their bytes, and frees the CMS
// after the signature. NSS keeps the issuing CA's temporary certificate cached, pointing at freed
// memory; from the second signature on, making the issuing CA a certificate again from its DER
// fails with SEC_ERROR_REUSED_ISSUER_AND_SERIAL — and NSS's OCSP check does exactly that when the
// issuing CA signed the answer. The answer is refused, the soft-failure policy still accepts the
// chain, but the error stays set and poppler reports "Unknown issue with Certificate or corrupted
// data." (measured; it depends on whether the freed bytes were reused yet). An answer signed by a
// responder certificate carried in the answer never makes NSS rebuild the issuing CA.
//
// Kept beside the CA's files: ocsp-responder.pem and ocsp-responder.key.pem (encrypted with the CA
// passphrase). It carries id-pkix-ocsp-nocheck, so nobody asks about its own status; it is
// short-lived instead and replaced when less than a week is left (an answer is valid a day).
import type { KeyObject } from 'node:crypto';
import { ocspResponderExtensions } from './certificates.ts';
import { loadOrIssueDelegated, type DelegatedCertificate } from './delegated-certificate.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Validity of a responder certificate. */
export const OCSP_RESPONDER_DAYS = 30;
/** A responder certificate with less than this left is replaced before it signs again. */
export const OCSP_RESPONDER_RENEW_BEFORE_MS = 7 * DAY;
const FILES = { certificate: 'ocsp-responder.pem', key: 'ocsp-responder.key.pem' } as const;

/** The responder's certificate (DER) and key: what signs the OCSP answers. */
export type OcspResponder = DelegatedCertificate;

export interface OcspResponderOptions {
  /** The CA's folder (<dataDir>/ca). */
  directory: string;
  passphrase: string;
  organisation: string;
  /** The issuing CA, which issues the responder certificate. */
  issuer: { certificate: Buffer; subjectPublicKeyInfo: Buffer; privateKey: KeyObject };
  now: () => Date;
}

const loadOrIssue = (options: OcspResponderOptions) =>
  loadOrIssueDelegated({
    ...options,
    files: FILES,
    role: 'OCSP Responder',
    lifetimeMs: OCSP_RESPONDER_DAYS * DAY,
    renewBeforeMs: OCSP_RESPONDER_RENEW_BEFORE_MS,
    extensions: ocspResponderExtensions(),
  });

/**
 * The current responder of a CA: read from its files or issued on first use, and replaced when
 * it nears its end (a long-running server moves to a new one without restarting).
 */
export function ocspResponderOf(options: OcspResponderOptions): () => Promise<OcspResponder> {
  let current: Promise<OcspResponder> | undefined;
  return async () => {
    const held = await current?.catch(() => undefined);
    const left = held ? held.notAfter.getTime() - options.now().getTime() : 0;
    if (held && left >= OCSP_RESPONDER_RENEW_BEFORE_MS) return held;
    current = loadOrIssue(options);
    return current;
  };
}
