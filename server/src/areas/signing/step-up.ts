// The Swisscom step-up of a qualified signature (rules/step-up.ts), for users and direct-link
// signers: starting it (a one-time code by SMS, the plan kept until proceed) and finishing it with
// the password and the code (pwdotp). The trust service and the SMS gateway are providers
// (sandboxes by default on a loopback-only server: provider-choices.ts).
import type { AppContext } from '../../context.ts';
import {
  SANDBOX_TRUST_SERVICE_PASSWORD,
  type StepUpSubject,
} from '../../providers/trust-service.ts';
import { applyPlan } from './apply-plan.ts';
import type { Party } from './party.ts';
import { withReservations } from './reservations.ts';
import type { SigningPlan, SignResultEntry } from './rules/signer.ts';
import {
  afterWrongPwdotp,
  newStepUp,
  otpMatches,
  OTP_DIGITS,
  planOf,
  pwdotpRefused,
  stepUpExpired,
  stepUpExpiredError,
  stepUpText,
  type StepUpRow,
} from './rules/step-up.ts';
import { maskMobile } from './rules/tan.ts';
import { countWrongPwdotp, dropStepUp, replaceStepUp } from './store/codes.ts';
import { newCode } from './tan.ts';

/** Starts (or restarts) the step-up of a qes plan: answers the STEP_UP_REQUIRED entry. */
export async function requireStepUp(
  ctx: AppContext,
  party: Party,
  plan: SigningPlan,
): Promise<SignResultEntry> {
  const request = party.request!;
  const mobileHint = party.mobile ? maskMobile(party.mobile) : null;
  const code = newCode(OTP_DIGITS);
  const row = newStepUp({
    requestId: request.id,
    signerId: party.signer!.id,
    userId: party.user?.id ?? null,
    mobileHint,
    plan,
    code,
    now: ctx.clock.now(),
  });
  await replaceStepUp(ctx.db, row);
  const { sms, trustService } = ctx.providers;
  const sandboxPassword =
    party.kind === 'direct' && trustService.sandbox ? SANDBOX_TRUST_SERVICE_PASSWORD : undefined;
  await sms.send({
    mobile: party.mobile ?? 'the mobile of the account',
    email: party.email,
    language: plan.language,
    text: stepUpText(plan.language, code, sandboxPassword),
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
  if (stepUpExpired(row, ctx.clock.now())) {
    await dropStepUp(ctx.db, row.request_id, row.signer_id);
    throw stepUpExpiredError();
  }
  const subject: StepUpSubject =
    party.kind === 'user'
      ? { kind: 'user', passwordHash: party.user!.password_hash }
      : { kind: 'direct', email: party.email };
  const passwordOk = await ctx.providers.trustService.verifyPassword(subject, pwdotp.password);
  if (!passwordOk || !otpMatches(row, pwdotp.otp)) {
    const { failed, attemptsLeft } = afterWrongPwdotp(row);
    const counted = await countWrongPwdotp(ctx.db, row, failed);
    if (!counted || attemptsLeft === 0) {
      await dropStepUp(ctx.db, row.request_id, row.signer_id);
      throw pwdotpRefused(0);
    }
    throw pwdotpRefused(attemptsLeft);
  }
  // A user's qualified signature spends a free signature (docs/product.md#screens), a direct signer's none.
  const userId = party.kind === 'user' ? party.user!.id : null;
  const result = await withReservations(ctx, { email: party.email, userId }, [party], (held) =>
    applyPlan(ctx, party, planOf(row), address, held.get(row.request_id)!),
  );
  if (result.status === 'SIGNED') await dropStepUp(ctx.db, row.request_id, row.signer_id);
  return result;
}
