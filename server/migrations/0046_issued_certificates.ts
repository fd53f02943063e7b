// The certificates the issuing CA issued (signer and seal certificates), so the OCSP
// responder can say "good" for a certificate it knows and "unknown" for one it does not, and the
// maintenance CLI can revoke one by its serial number; the CRL lists the revoked ones.
//
// issued_certificates: serial (lowercase hexadecimal, no leading zeros) of each certificate, its
//   subject as text, its kind (signer | seal), validity end, when it was issued, and once revoked
//   the time and RFC 5280 reason.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('issued_certificates')
    .addColumn('serial', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('not_after', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revocation_reason', 'text')
    .execute();
  // The CRL lists the revoked ones.
  await db.schema
    .createIndex('issued_certificates_revoked')
    .on('issued_certificates')
    .column('revoked_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('issued_certificates').execute();
}
