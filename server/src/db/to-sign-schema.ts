// Table of migration 0055 (the requests each account has to sign), kept by triggers and
// read by the dashboard list (areas/signature-requests/store/list.ts). It joins the Database of
// ./schema.ts by module augmentation.
declare module './schema.ts' {
  interface Database {
    signature_requests_to_sign: SignatureRequestsToSignTable;
    signature_requests_to_sign_counts: SignatureRequestsToSignCountsTable;
  }
}

/** An OPEN request whose account's signer row is OPEN and invited; never written by the app. */
export interface SignatureRequestsToSignTable {
  /** Lower-case account e-mail of the signer row. */
  account_email: string;
  request_id: string;
  /** The request's created_at (the list's default order). */
  created_at: string;
}

/** How many rows of signature_requests_to_sign an account has (no row: none yet). */
export interface SignatureRequestsToSignCountsTable {
  account_email: string;
  requests: number;
}
