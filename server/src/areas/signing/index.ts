// The signing area's public face: what other areas and the server's infrastructure may use.
// Everything else in the folder is the area's own.
export { applyPlan, directPartyOf, planFor, withLocks } from './engine.ts';
export { assertCanSign, needsStepUp, needsTan } from './rules.ts';
export { findStepUp, finishStepUp, requireStepUp } from './step-up-flow.ts';
export {
  TAN_RESEND_SECONDS,
  TAN_TTL_SECONDS,
  checkTan,
  dropTan,
  findTan,
  issueTan,
  maskMobile,
  resendWait,
} from './tan.ts';
