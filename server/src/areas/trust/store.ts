// Every query of the trust area, on issued_certificates: what the issuing CA issued, what the
// maintenance CLI revoked.
import type { Db } from '../../db/connect.ts';
import type { IssuedCertificatesTable } from '../../db/schema.ts';

export type IssuedCertificateRow = IssuedCertificatesTable;

export async function recordIssuedCertificate(db: Db, row: IssuedCertificateRow): Promise<void> {
  await db.insertInto('issued_certificates').values(row).execute();
}

export function findIssuedCertificate(
  db: Db,
  serial: string,
): Promise<IssuedCertificateRow | undefined> {
  return db
    .selectFrom('issued_certificates')
    .selectAll()
    .where('serial', '=', serial)
    .executeTakeFirst();
}

/** The revoked certificates that have not expired (an expired one leaves the CRL). */
export function revokedCertificates(db: Db, nowIso: string): Promise<IssuedCertificateRow[]> {
  return db
    .selectFrom('issued_certificates')
    .selectAll()
    .where('revoked_at', 'is not', null)
    .where('not_after', '>', nowIso)
    .orderBy('revoked_at')
    .execute();
}

/** Revokes a certificate not yet revoked; answers the row as it is afterwards, if it exists. */
export async function revokeIssuedCertificate(
  db: Db,
  serial: string,
  at: string,
  reason: string,
): Promise<IssuedCertificateRow | undefined> {
  await db
    .updateTable('issued_certificates')
    .set({ revoked_at: at, revocation_reason: reason })
    .where('serial', '=', serial)
    .where('revoked_at', 'is', null)
    .execute();
  return findIssuedCertificate(db, serial);
}
