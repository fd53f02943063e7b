// Rules of the step-up of a qualified signature (docs/product.md#calls-signing "POST /v3/swisscom/proceed/{id}
// (pwdotp)"): `POST /v3/sign` of a qes signer does not sign yet; it stores what is to be signed
// (the plan), sends a one-time code by SMS and answers STEP_UP_REQUIRED.
// `POST …/swisscom/proceed/{id}` with the trust-service password and the code finishes it.
//
//   - one pending step-up per signer and request (a new sign call replaces it);
//   - it expires STEP_UP_TTL_SECONDS after it was started (422 step_up_expired);
//   - STEP_UP_MAX_ATTEMPTS wrong password/code pairs end it (429): sign again for a new code;
//   - only the SHA-256 of the code is stored.
//
// Pure: the rows are read and written by ../store.ts, the flow is ../step-up.ts.
import { addSeconds, iso } from '../../../clock.ts';
import type { Row, StepUpsTable } from '../../../db/schema.ts';
import { ruleViolated, tooSoon } from '../../../domain-errors.ts';
import type { SigningPlan } from './signer.ts';
import { codeMatches, hashCode } from './tan.ts';

export type StepUpRow = Row<StepUpsTable>;

export const STEP_UP_TTL_SECONDS = 5 * 60;
export const STEP_UP_MAX_ATTEMPTS = 3;
export const OTP_DIGITS = 6;

/** The row of a step-up started now for `plan`, confirmed by `code`. */
export function newStepUp(input: {
  requestId: string;
  signerId: string;
  userId: string | null;
  mobileHint: string | null;
  plan: SigningPlan;
  code: string;
  now: Date;
}): StepUpRow {
  return {
    request_id: input.requestId,
    signer_id: input.signerId,
    user_id: input.userId,
    otp_hash: hashCode(input.code),
    mobile_hint: input.mobileHint,
    plan: JSON.stringify(input.plan),
    created_at: iso(input.now),
    expires_at: iso(addSeconds(input.now, STEP_UP_TTL_SECONDS)),
    failed_attempts: 0,
  };
}

export const stepUpExpired = (row: Pick<StepUpRow, 'expires_at'>, now: Date) =>
  row.expires_at <= iso(now);

export const otpMatches = (row: Pick<StepUpRow, 'otp_hash'>, otp: string) =>
  codeMatches(otp, row.otp_hash);

/** The count after one more wrong password or code, and the attempts left (0: it ends). */
export function afterWrongPwdotp(row: Pick<StepUpRow, 'failed_attempts'>): {
  failed: number;
  attemptsLeft: number;
} {
  const failed = Number(row.failed_attempts) + 1;
  return { failed, attemptsLeft: Math.max(0, STEP_UP_MAX_ATTEMPTS - failed) };
}

export function planOf(row: Pick<StepUpRow, 'plan'>): SigningPlan {
  return JSON.parse(row.plan) as SigningPlan;
}

export const stepUpExpiredError = () =>
  ruleViolated(
    'The one-time code has expired: sign again to receive a new one.',
    'step_up_expired',
  );

/** 422 pwdotp_invalid with the attempts left; 429 step_up_attempts_exceeded at none. */
export function pwdotpRefused(attemptsLeft: number) {
  if (attemptsLeft <= 0) {
    return tooSoon(
      1,
      'Too many wrong passwords or one-time codes: the qualified signature was cancelled. Sign again to receive a new code.',
      'step_up_attempts_exceeded',
    );
  }
  return ruleViolated(
    `The password or the one-time code was rejected; ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`,
    'pwdotp_invalid',
  );
}

const OTP_TEXT: Record<string, (code: string, minutes: number) => string> = {
  en: (c, m) => `Your one-time code to confirm the qualified signature: ${c} (valid ${m} min).`,
  de: (c, m) =>
    `Ihr Einmalcode zur Bestätigung der qualifizierten Signatur: ${c} (${m} Min. gültig).`,
  fr: (c, m) =>
    `Votre code à usage unique pour confirmer la signature qualifiée : ${c} (valable ${m} min).`,
  it: (c, m) =>
    `Il suo codice monouso per confermare la firma qualificata: ${c} (valido ${m} min).`,
};

/**
 * The SMS of a step-up in the plan's language (English for another). A direct-link signer has
 * no trust-service account: in the sandbox the SMS also tells the sandbox password.
 */
export function stepUpText(language: string, code: string, sandboxPassword?: string): string {
  const text = (OTP_TEXT[language] ?? OTP_TEXT.en)(code, STEP_UP_TTL_SECONDS / 60);
  return sandboxPassword ? `${text} Sandbox trust-service password: ${sandboxPassword}` : text;
}
