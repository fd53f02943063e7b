// Errors and constants of the trust services (./revocation-evidence.ts, ./tsa-authority.ts) that
// callers need without loading pkijs (see index.ts).

/** A body that is not a DER OCSPRequest, or one that asks about too many certificates. */
export class OcspRequestError extends Error {}

/** A body that is not a DER TimeStampReq. */
export class TimestampQueryError extends Error {}

/** RFC 5280 §5.3.1 reason codes the CLI accepts. */
export const REVOCATION_REASONS = {
  unspecified: 0,
  keyCompromise: 1,
  affiliationChanged: 3,
  superseded: 4,
  cessationOfOperation: 5,
} as const;
export type RevocationReason = keyof typeof REVOCATION_REASONS;
