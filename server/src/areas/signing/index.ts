// The signing area's public face: what other areas and the server's infrastructure may use.
// Everything else in the folder is the area's own. The direct area's operations sign, confirm
// TANs and finish step-ups through signAsDirect, resendTan, confirmTan and proceedAsDirect.
export { proceedAsDirect, signAsDirect } from './direct-signing.ts';
export { directPartyOf } from './party.ts';
// A direct signer's attributes and visual signature (the direct area answers them too).
export {
  directAttributes,
  directOwner,
  directSignatureId,
  directVisualSignature,
  SIGNATURE_DEFAULTS_ATTRIBUTE,
  storedDirectSignature,
} from './direct-signer.ts';
export type { Party } from './party.ts';
export { planFor } from './plan.ts';
export { assertCanSign, needsStepUp, needsTan } from './rules/signer.ts';
export type { Language, SignItem, SigningPlan, SignResultEntry } from './rules/signer.ts';
export { TAN_RESEND_SECONDS, TAN_TTL_SECONDS, maskMobile, resendWait } from './rules/tan.ts';
export { dropTan, findStepUp, findTan } from './store/codes.ts';
export { finishStepUp, requireStepUp } from './step-up.ts';
export { checkTan, confirmTan, issueTan, resendTan } from './tan.ts';
// Fenced, crash-safe signing: the recovery (start-up, periodic, check:data --repair), the crash
// test hook's points and the names of signed-version files.
export { findAbandoned, recoverSigning, startSigningRecovery } from './recovery.ts';
export type { Abandoned, RecoveryDeps, RecoveryReport } from './recovery.ts';
export { CRASH_POINTS, type CrashPoint } from './crash-points.ts';
export { SIGNED_DOCUMENT_KEY } from './rules/fence.ts';
// Long-term validation: the worker the server starts, its pass (tests run it).
export { LtvJob, runLtvPass, type LtvPass } from './ltv/job.ts';
