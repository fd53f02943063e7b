// The trust area's public face: the published trust chain (root and issuing CA certificates),
// revocation (status, CRLs, OCSP), the time-stamping authority, the CA as the server opens it,
// and the revocation the maintenance CLI performs.
export { openServiceAuthority } from './authority.ts';
export { revokeCertificate, type RevokeOutcome } from './revoke.ts';
export {
  issuingRevocationList,
  ocspResponse,
  revocationStatus,
  rootRevocationList,
  trustAnchors,
} from './revocation-status.ts';
export {
  normalizeSerial,
  REVOCATION_REASON_NAMES,
  type RevocationReasonName,
  type RevocationStatus,
} from './rules.ts';
export { timestampReply } from './timestamping.ts';
