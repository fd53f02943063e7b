// Tables of migration 0056 (the dashboard list's counts per account and status), kept by
// triggers and read by the dashboard list (areas/signature-requests/store/list.ts). They join the
// Database of ./schema.ts by module augmentation.
import type { SignatureRequestStatus } from './statuses.ts';

declare module './schema.ts' {
  interface Database {
    signature_requests_of_account: SignatureRequestsOfAccountTable;
    signature_request_counts: SignatureRequestCountsTable;
  }
}

/** A request one of whose signer rows carries an account e-mail; never written by the app. */
export interface SignatureRequestsOfAccountTable {
  /** Lower-case account e-mail of the signer row(s). */
  account_email: string;
  request_id: string;
  /** The request's sender, status and created_at, copied. */
  sender_id: string;
  status: SignatureRequestStatus;
  created_at: string;
}

/**
 * Requests per key, a column per status: a sender's (account_email ''), an account's pairs
 * (sender_id ''), or the pairs of one account on one sender's requests (both set).
 */
export interface SignatureRequestCountsTable {
  sender_id: string;
  account_email: string;
  draft: number;
  open: number;
  signed: number;
  declined: number;
  withdrawn: number;
  expired: number;
}
