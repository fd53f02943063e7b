// The signing area's public face: what other areas and the server's infrastructure may use.
// Everything else in the folder is the area's own. The direct area's operations sign, confirm
// TANs and finish step-ups through signAsDirect, resendTan, confirmTan and proceedAsDirect.
export { applyPlan } from './apply-plan.ts';
export { proceedAsDirect, signAsDirect } from './direct-signing.ts';
export { withLocks } from './locks.ts';
export { directPartyOf } from './party.ts';
export type { Party } from './party.ts';
export { planFor } from './plan.ts';
export { assertCanSign, needsStepUp, needsTan } from './rules.ts';
export type { Language, SignItem, SigningPlan, SignResultEntry } from './rules.ts';
export { TAN_RESEND_SECONDS, TAN_TTL_SECONDS, maskMobile, resendWait } from './rules/tan.ts';
export { dropTan, findStepUp, findTan } from './store.ts';
export { finishStepUp, requireStepUp } from './step-up.ts';
export { checkTan, confirmTan, issueTan, resendTan } from './tan.ts';
