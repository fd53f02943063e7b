// The signature-requests area's public face: what other areas and the server's infrastructure may use.
// Everything else in the folder is the area's own.
export { callerUser, contextOf, requestAnswer, signerActor } from './caller.ts';
export { ownerOrRequestParty } from './document-access.ts';
export { declineBySigner } from './lifecycle.ts';
// An attachment made without an operation, for the local development page only.
export { devAttachmentRoutes } from './dev-attachments.ts';
export { listEvents } from './store/events.ts';
export { toContractEvent } from './to-contract.ts';
export type { Actor } from './event-chain.ts';
export { notifyCompleted } from './mails/notify.ts';
// The workflow: the next signer's invitation after a signature, the scheduled jobs
// (expiry, automatic reminders) and the checks signing makes (expiry, turn).
export { notifyInvited } from './mails/workflow-notify.ts';
export { WorkflowJob, runAutoReminders, runExpiry, runWorkflowJobs } from './workflow-jobs.ts';
export { lockRequest, unlockRequest } from './request-lock.ts';
export {
  DEFAULT_PLACEMENT_HEIGHT,
  DEFAULT_PLACEMENT_WIDTH,
  assertNoErrors,
  assertNotExpired,
  assertTurn,
  displayName,
  overlapErrors,
  normalizeEmail,
  parsePlacements,
  signerErrors,
} from './rules/requests.ts';
export type { Legislation, Placement, Quality, RequestRow, SignerRow } from './rules/requests.ts';
export { findRequest, loadRequestParts, requestDocuments } from './store/load.ts';
export { markSigned, recordView } from './store/signing.ts';
// Fenced signing (migration 0007): the signing lock's takes, the commit's conflicts, the trail's
// check for check:data.
export {
  releaseSigningLock,
  renewSigningLock,
  signingLocks,
  takeSigningLock,
  type HeldLock,
} from './request-lock.ts';
export { documentChanged, lockLost } from './rules/requests.ts';
export type { MarkSignedOptions, SignedDocument } from './store/signing.ts';
export { verifyEventChain } from './store/events.ts';
export type { ChainVerdict, EventRow } from './event-chain.ts';
