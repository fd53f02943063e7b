// The Swisscom step-up of a qualified signature, for users and direct-link signers: starting it
// (a one-time code by SMS, the plan kept until proceed) and finishing it with the password and
// the code (pwdotp). The trust service and the SMS gateway are providers (sandboxes by default).
import type { AppContext } from '../../context.ts';
import { systemClock } from '../../clock.ts';
import type { SigningPlan, SignResultEntry } from './rules.ts';
import {
  dropStepUp,
  findStepUp,
  otpMatches,
  planOf,
  recordStepUpFailure,
  startStepUp,
  stepUpExpired,
  STEP_UP_TTL_SECONDS,
  type StepUpRow,
} from './step-up.ts';
import { maskMobile } from './tan.ts';
import { ruleViolated, tooSoon } from '../../domain-errors.ts';
import {
  SANDBOX_TRUST_SERVICE_PASSWORD,
  type StepUpSubject,
} from '../../providers/trust-service.ts';
import { applyPlan, withLocks, type Party } from './engine.ts';

const OTP_TEXT: Record<string, (code: string, minutes: number) => string> = {
  en: (c, m) => `Your one-time code to confirm the qualified signature: ${c} (valid ${m} min).`,
  de: (c, m) =>
    `Ihr Einmalcode zur Bestätigung der qualifizierten Signatur: ${c} (${m} Min. gültig).`,
  fr: (c, m) =>
    `Votre code à usage unique pour confirmer la signature qualifiée : ${c} (valable ${m} min).`,
  it: (c, m) =>
    `Il suo codice monouso per confermare la firma qualificata: ${c} (valido ${m} min).`,
};

/** Starts (or restarts) the step-up of a qes plan: answers the STEP_UP_REQUIRED entry. */
export async function requireStepUp(
  ctx: AppContext,
  party: Party,
  plan: SigningPlan,
): Promise<SignResultEntry> {
  const request = party.request!;
  const mobileHint = party.mobile ? maskMobile(party.mobile) : null;
  const { code, row } = await startStepUp(ctx.db, {
    requestId: request.id,
    signerId: party.signer!.id,
    userId: party.user?.id ?? null,
    mobileHint,
    plan,
    now: systemClock.now(),
  });
  const providers = ctx.providers;
  const text = (OTP_TEXT[plan.language] ?? OTP_TEXT.en)(code, STEP_UP_TTL_SECONDS / 60);
  const sandboxNote =
    party.kind === 'direct' && providers.trustService.sandbox
      ? ` Sandbox trust-service password: ${SANDBOX_TRUST_SERVICE_PASSWORD}`
      : '';
  await providers.sms.send({
    mobile: party.mobile ?? 'the mobile of the account',
    email: party.email,
    language: plan.language,
    text: `${text}${sandboxNote}`,
  });
  return {
    id: request.id,
    status: 'STEP_UP_REQUIRED',
    statusOverall: request.status,
    signedAt: null,
    swisscom: { requestId: request.id, method: 'pwdotp', mobileHint, expiresAt: row.expires_at },
    error: null,
  };
}

const tooManyAttempts = () =>
  tooSoon(
    1,
    'Too many wrong passwords or one-time codes: the qualified signature was cancelled. Sign again to receive a new code.',
    'step_up_attempts_exceeded',
  );

/**
 * Finishes the pending step-up of the party (the caller checked that the request is OPEN and the
 * signature OPEN, and answers its own "no step-up" status when `row` is missing): 422 for an
 * expired step-up or a wrong password/code, 429 when the attempts are used up.
 */
export async function finishStepUp(
  ctx: AppContext,
  party: Party,
  row: StepUpRow,
  pwdotp: { password: string; otp: string },
  address: string | null,
): Promise<SignResultEntry> {
  if (stepUpExpired(row, systemClock.now())) {
    await dropStepUp(ctx.db, row.request_id, row.signer_id);
    throw ruleViolated(
      'The one-time code has expired: sign again to receive a new one.',
      'step_up_expired',
    );
  }
  const subject: StepUpSubject =
    party.kind === 'user'
      ? { kind: 'user', passwordHash: party.user!.password_hash }
      : { kind: 'direct', email: party.email };
  const passwordOk = await ctx.providers.trustService.verifyPassword(subject, pwdotp.password);
  if (!passwordOk || !otpMatches(row, pwdotp.otp)) {
    const left = await recordStepUpFailure(ctx.db, row);
    if (left === 0) throw tooManyAttempts();
    throw ruleViolated(
      `The password or the one-time code was rejected; ${left} attempt${left === 1 ? '' : 's'} left.`,
      'pwdotp_invalid',
    );
  }
  const plan = planOf(row);
  const result = await withLocks(ctx, [row.request_id], party.email, () =>
    applyPlan(ctx, party, plan, address),
  );
  if (result.status === 'SIGNED') await dropStepUp(ctx.db, row.request_id, row.signer_id);
  return result;
}

export { findStepUp };
