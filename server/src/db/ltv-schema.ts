// Table of migration 0051 (long-term validation of signed documents). It joins
// the Database of ./schema.ts by module augmentation; ./schema.ts re-exports it.
import type { Generated } from 'kysely';

declare module './schema.ts' {
  interface Database {
    document_ltv: DocumentLtvTable;
  }
}

/** The LTV job of one signed document. */
export interface DocumentLtvTable {
  document_id: string;
  /** pending: no DSS/document time-stamp yet; archived: B-LTA, waiting for its re-stamp. */
  status: 'pending' | 'archived';
  /** Failures in a row (back-off); 0 after a success. */
  attempts: Generated<number>;
  /** ISO time: the retry after a failure, or when the re-stamp is due. */
  next_attempt_at: string;
  claimed_by: string | null;
  /** ISO time; another worker may take the row after it. */
  claimed_until: string | null;
  last_error: string | null;
  /** ISO genTime of the last document time-stamp. */
  timestamped_at: string | null;
  /** ISO notAfter of the certificate that signed the last document time-stamp. */
  timestamp_expires_at: string | null;
  created_at: string;
  updated_at: string;
}
