// Table of migration 0046 (the certificates the issuing CA issued and their revocation, issue
// 17). It joins the Database of ./schema.ts by module augmentation; ./schema.ts re-exports it.
declare module './schema.ts' {
  interface Database {
    issued_certificates: IssuedCertificatesTable;
  }
}

/** A certificate the issuing CA issued. */
export interface IssuedCertificatesTable {
  /** Lowercase hexadecimal, no leading zeros. */
  serial: string;
  kind: 'signer' | 'seal';
  subject: string;
  /** ISO time. */
  not_after: string;
  /** ISO time. */
  issued_at: string;
  /** ISO time; null while the certificate is not revoked. */
  revoked_at: string | null;
  /** RFC 5280 reason name (areas/trust/rules.ts); null while not revoked. */
  revocation_reason: string | null;
}
