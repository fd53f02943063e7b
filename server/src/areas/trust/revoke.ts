// Revocation of an issued certificate (the maintenance CLI's revoke-certificate): from then on
// the OCSP responder answers "revoked" and the issuing CA's CRL lists it.
import type { Db } from '../../db/connect.ts';
import { normalizeSerial, type RevocationReasonName } from './rules.ts';
import { findIssuedCertificate, revokeIssuedCertificate } from './store.ts';

export type RevokeOutcome =
  | { outcome: 'revoked'; serial: string; subject: string; revokedAt: string }
  | { outcome: 'already-revoked'; serial: string; revokedAt: string }
  | { outcome: 'unknown'; serial: string };

export async function revokeCertificate(
  db: Db,
  serialInput: string,
  reason: RevocationReasonName,
  now: Date,
): Promise<RevokeOutcome> {
  const serial = normalizeSerial(serialInput);
  const before = await findIssuedCertificate(db, serial);
  if (!before) return { outcome: 'unknown', serial };
  if (before.revoked_at) {
    return { outcome: 'already-revoked', serial, revokedAt: before.revoked_at };
  }
  const after = await revokeIssuedCertificate(db, serial, now.toISOString(), reason);
  return {
    outcome: 'revoked',
    serial,
    subject: before.subject,
    revokedAt: after?.revoked_at ?? now.toISOString(),
  };
}
