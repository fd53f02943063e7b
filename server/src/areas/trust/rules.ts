// Pure rules of the trust area: how serial numbers are written, how long revocation evidence is
// valid, what a certificate's recorded state means as a revocation status.

const HOUR = 60 * 60 * 1000;
/** The issuing CA's CRL and the OCSP answers are valid for a day (next-update). */
export const REVOCATION_VALIDITY_MS = 24 * HOUR;
/** The root CRL (covering the issuing CA certificate) is valid for 30 days. */
export const ROOT_CRL_VALIDITY_MS = 30 * 24 * HOUR;

export const REVOCATION_REASON_NAMES = [
  'unspecified',
  'keyCompromise',
  'affiliationChanged',
  'superseded',
  'cessationOfOperation',
] as const;
export type RevocationReasonName = (typeof REVOCATION_REASON_NAMES)[number];

export class SerialFormatError extends Error {}

/**
 * A serial number as stored: lowercase hexadecimal without leading zeros. Accepts what openssl
 * prints (upper case, `serial=` prefix, colons between bytes).
 */
export function normalizeSerial(input: string): string {
  const hex = input
    .trim()
    .replace(/^serial=/i, '')
    .replace(/:/g, '')
    .toLowerCase();
  if (!/^[0-9a-f]{1,64}$/.test(hex)) {
    throw new SerialFormatError(`${input} is not a hexadecimal serial number`);
  }
  return hex.replace(/^0+(?=.)/, '');
}

export function isRevocationReason(value: string): value is RevocationReasonName {
  return (REVOCATION_REASON_NAMES as readonly string[]).includes(value);
}

export interface RecordedCertificate {
  serial: string;
  revoked_at: string | null;
  revocation_reason: string | null;
}

export type RevocationStatus =
  | { status: 'good' }
  | { status: 'revoked'; revokedAt: Date; reason: RevocationReasonName }
  | { status: 'unknown' };

/** The status of a certificate as recorded: unknown when the CA has no record of it. */
export function statusOf(row: RecordedCertificate | undefined): RevocationStatus {
  if (!row) return { status: 'unknown' };
  if (!row.revoked_at) return { status: 'good' };
  const reason = row.revocation_reason ?? 'unspecified';
  return {
    status: 'revoked',
    revokedAt: new Date(row.revoked_at),
    reason: isRevocationReason(reason) ? reason : 'unspecified',
  };
}
