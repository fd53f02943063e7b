// The verification area's public face. The server wires a revocation source of the service's
// own CA in here (`ServiceRevocationStatus`); without it, revocation comes from the evidence the
// verified PDF carries (its DSS) or is 'unknown'.
export type {
  RevocationAnswer,
  RevocationSource,
  RevocationStatus,
  ServiceRevocationStatus,
} from './revocation-check.ts';
export { verifyPdf, type VerifyInput, type VerifyOptions } from './verify-pdf.ts';
