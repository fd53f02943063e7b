// The pure rules of the Swisscom step-up of a qualified signature (areas/signing/rules/
// step-up.ts), without a database (docs/product.md#calls-signing "POST /v3/swisscom/proceed/{id} (pwdotp)"): the
// plan kept until proceed, a 6-digit one-time code stored as its SHA-256, expiry after
// STEP_UP_TTL_SECONDS, STEP_UP_MAX_ATTEMPTS wrong password/code pairs end it with 429.
import { describe, expect, it } from 'vitest';
import type { SigningPlan } from '../../src/areas/signing/rules/signer.ts';
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
  STEP_UP_MAX_ATTEMPTS,
  STEP_UP_TTL_SECONDS,
} from '../../src/areas/signing/rules/step-up.ts';
import { hashCode } from '../../src/areas/signing/rules/tan.ts';

const now = new Date('2026-11-25T10:00:00.000Z');
const plan: SigningPlan = {
  quality: 'qes',
  certificateQuality: 'qes',
  legislation: 'zertes',
  placements: [{ documentId: 'd-1', page: 3, x: 56, y: 500, width: 200, height: 90 }],
  language: 'de',
};
const row = newStepUp({
  requestId: 'r-1',
  signerId: 's-1',
  userId: 'u-1',
  mobileHint: '+41 79 *** ** 67',
  plan,
  code: '318205',
  now,
});

describe('a step-up', () => {
  it('lasts 5 minutes, allows 3 attempts, with a 6-digit code', () => {
    expect([STEP_UP_TTL_SECONDS, STEP_UP_MAX_ATTEMPTS, OTP_DIGITS]).toEqual([300, 3, 6]);
  });

  it('newStepUp: keeps the plan and the hash of the code, expires after the TTL', () => {
    expect(row).toEqual({
      request_id: 'r-1',
      signer_id: 's-1',
      user_id: 'u-1',
      otp_hash: hashCode('318205'),
      mobile_hint: '+41 79 *** ** 67',
      plan: JSON.stringify(plan),
      created_at: '2026-11-25T10:00:00.000Z',
      expires_at: '2026-11-25T10:05:00.000Z',
      failed_attempts: 0,
    });
    expect(planOf(row)).toEqual(plan);
  });

  it('stepUpExpired: from expires_at on', () => {
    expect(stepUpExpired(row, new Date('2026-11-25T10:04:59.999Z'))).toBe(false);
    expect(stepUpExpired(row, new Date('2026-11-25T10:05:00.000Z'))).toBe(true);
  });

  it('otpMatches: the code it was started with only', () => {
    expect(otpMatches(row, '318205')).toBe(true);
    expect(otpMatches(row, '318206')).toBe(false);
  });
});

describe('wrong passwords or codes', () => {
  it('afterWrongPwdotp: counts; the third ends the step-up', () => {
    expect(afterWrongPwdotp(row)).toEqual({ failed: 1, attemptsLeft: 2 });
    expect(afterWrongPwdotp({ failed_attempts: 2 })).toEqual({ failed: 3, attemptsLeft: 0 });
    expect(afterWrongPwdotp({ failed_attempts: 7 })).toEqual({ failed: 8, attemptsLeft: 0 });
  });

  it('pwdotpRefused: 422 pwdotp_invalid with the attempts left, 429 at none', () => {
    expect(pwdotpRefused(2)).toMatchObject({
      kind: 'rule_violated',
      code: 'pwdotp_invalid',
      message: 'The password or the one-time code was rejected; 2 attempts left.',
    });
    expect(pwdotpRefused(1).message).toContain('1 attempt left');
    expect(pwdotpRefused(0)).toMatchObject({
      kind: 'too_soon',
      code: 'step_up_attempts_exceeded',
      retryAfterSeconds: 1,
    });
  });

  it('stepUpExpiredError: 422 step_up_expired', () => {
    expect(stepUpExpiredError()).toMatchObject({
      kind: 'rule_violated',
      code: 'step_up_expired',
      message: 'The one-time code has expired: sign again to receive a new one.',
    });
  });
});

describe('stepUpText', () => {
  it('the SMS in the plan language, with the sandbox password for a direct signer', () => {
    expect(stepUpText('en', '318205')).toBe(
      'Your one-time code to confirm the qualified signature: 318205 (valid 5 min).',
    );
    expect(stepUpText('it', '318205')).toContain('codice monouso');
    expect(stepUpText('xx', '318205')).toBe(stepUpText('en', '318205'));
    expect(stepUpText('de', '318205', 'sandbox-pw')).toBe(
      'Ihr Einmalcode zur Bestätigung der qualifizierten Signatur: 318205 (5 Min. gültig). Sandbox trust-service password: sandbox-pw',
    );
  });
});
