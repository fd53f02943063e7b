// Revocation status of the issuing CA's certificates, as the OCSP responder, the CRLs and the
// public verification tell it.
import { createHash, X509Certificate } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { invalidInput } from '../../domain-errors.ts';
import {
  answerOcsp,
  buildCrl,
  OcspRequestError,
  type CertificateStatus,
} from '../../pades/index.ts';
import {
  normalizeSerial,
  REVOCATION_VALIDITY_MS,
  ROOT_CRL_VALIDITY_MS,
  statusOf,
  type RevocationReasonName,
  type RevocationStatus,
} from './rules.ts';
import { findIssuedCertificate, revokedCertificates } from './store.ts';

/** SHA-1 and SHA-256 of the issuing CA's public key bits (an OCSP CertID's issuerKeyHash). */
function issuingKeyHashes(issuing: Buffer): string[] {
  const spki = new X509Certificate(issuing).publicKey.export({ type: 'spki', format: 'der' });
  // The key bits follow the algorithm identifier: for P-256, the last 65 bytes.
  const bits = spki.subarray(spki.length - 65);
  return ['sha1', 'sha256'].map((hash) => createHash(hash).update(bits).digest('hex'));
}

/**
 * Whether a certificate of the service's issuing CA is revoked. `issuerKeyHash` (hex SHA-1 or
 * SHA-256 of the issuer's key, as in an OCSP CertID), when given, must name the issuing CA,
 * otherwise the answer is unknown. The TSA certificate is good while no record says otherwise.
 */
export async function revocationStatus(
  ctx: AppContext,
  serialHex: string,
  issuerKeyHash?: string,
): Promise<RevocationStatus> {
  let serial: string;
  try {
    serial = normalizeSerial(serialHex);
  } catch {
    return { status: 'unknown' };
  }
  const ca = await ctx.certificateAuthority();
  if (
    issuerKeyHash &&
    !issuingKeyHashes(ca.issuing.certificate).includes(issuerKeyHash.toLowerCase())
  ) {
    return { status: 'unknown' };
  }
  const recorded = statusOf(await findIssuedCertificate(ctx.db, serial));
  if (recorded.status !== 'unknown') return recorded;
  const tsa = await ca.timestampAuthority();
  const tsaSerial = normalizeSerial(new X509Certificate(tsa.certificate).serialNumber);
  return tsaSerial === serial ? { status: 'good' } : recorded;
}

/** The root and issuing CA certificates (DER), for validators and the public verification. */
export async function trustAnchors(
  ctx: AppContext,
): Promise<{ root: Buffer; issuing: Buffer; rootPem: string; issuingPem: string }> {
  const ca = await ctx.certificateAuthority();
  return {
    root: (await ca.root()).certificate,
    issuing: ca.issuing.certificate,
    rootPem: ca.rootCertificatePem,
    issuingPem: ca.issuingCertificatePem,
  };
}

/** The issuing CA's CRL (DER): its revoked certificates that have not expired. */
export async function issuingRevocationList(ctx: AppContext): Promise<Buffer> {
  const ca = await ctx.certificateAuthority();
  const now = ctx.clock.now();
  const revoked = await revokedCertificates(ctx.db, now.toISOString());
  return buildCrl(
    ca.issuing,
    revoked.map((row) => {
      const status = statusOf(row) as Extract<RevocationStatus, { status: 'revoked' }>;
      return { serialHex: row.serial, revokedAt: status.revokedAt, reason: status.reason };
    }),
    now,
    new Date(now.getTime() + REVOCATION_VALIDITY_MS),
  );
}

/** The root CA's CRL (DER): the issuing CA certificate is the root's only issue, never revoked. */
export async function rootRevocationList(ctx: AppContext): Promise<Buffer> {
  const ca = await ctx.certificateAuthority();
  const now = ctx.clock.now();
  return buildCrl(await ca.root(), [], now, new Date(now.getTime() + ROOT_CRL_VALIDITY_MS));
}

/** Answers a DER OCSPRequest (400 validation_failed at `pointer` when it is not one). */
export async function ocspResponse(ctx: AppContext, der: Buffer, pointer: string): Promise<Buffer> {
  const ca = await ctx.certificateAuthority();
  const now = ctx.clock.now();
  try {
    return await answerOcsp(
      der,
      { issuing: ca.issuing.certificate, responder: await ca.ocspResponder() },
      async ({ serialHex }): Promise<CertificateStatus> => {
        const status = await revocationStatus(ctx, serialHex);
        return status.status === 'revoked'
          ? { ...status, reason: status.reason satisfies RevocationReasonName }
          : status;
      },
      now,
      new Date(now.getTime() + REVOCATION_VALIDITY_MS),
    );
  } catch (error) {
    if (error instanceof OcspRequestError) {
      throw invalidInput('The request is not an OCSP request.', [
        { pointer, detail: error.message, code: 'format' },
      ]);
    }
    throw error;
  }
}
