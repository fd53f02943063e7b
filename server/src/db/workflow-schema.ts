// Columns and table of migration 0048 (a signature request's workflow). They join the
// Database and SignatureRequestsTable of ./schema.ts by module augmentation.
import type { ColumnType } from 'kysely';

declare module './schema.ts' {
  interface Database {
    signature_request_observers: SignatureRequestObserversTable;
  }
  interface SignatureRequestsTable {
    /** 'parallel' or 'sequential'; defaults to 'parallel' on insert. */
    signing_order: ColumnType<SigningOrder, SigningOrder | undefined, SigningOrder>;
    /** ISO time the request expires at (OPEN → EXPIRED), null for never. */
    expires_at: ColumnType<string | null, string | null | undefined, string | null>;
    /** Days between automatic reminders while OPEN, null for none. */
    reminder_interval_days: ColumnType<number | null, number | null | undefined, number | null>;
    /** When the reminder job sends the next automatic reminder; null when none is due. */
    next_reminder_at: ColumnType<string | null, string | null | undefined, string | null>;
  }
}

export type SigningOrder = 'parallel' | 'sequential';

/** A person copied on a request (CC): the completion mail, and read access with an account. */
export interface SignatureRequestObserversTable {
  request_id: string;
  position: number;
  /** Lower-case e-mail. */
  email: string;
  name: string | null;
}
