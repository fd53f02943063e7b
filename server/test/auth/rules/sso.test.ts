// The single-sign-on onboarding rules of auth/rules/sso.ts, without a database: the 30-minute
// secret (ours), its check in constant time, and the onboarding's states (pending → completed
// or cancelled; 404 unknown, 409 finished).
import { describe, expect, it } from 'vitest';
import {
  assertCancelled,
  assertPending,
  checkSecret,
  emailDomain,
  foundOnboarding,
  noLongerPending,
  onboardingNotFound,
  refusedSecret,
  SSO_SECRET_MINUTES,
  ssoSecretExpiry,
  type Onboarding,
} from '../../../src/areas/auth/rules/sso.ts';
import { hashToken } from '../../../src/security/tokens.ts';
import { parts, thrown } from '../thrown.ts';

const NOW = new Date('2026-11-25T10:00:00Z');
const onboarding: Onboarding = {
  id: 'onb-1',
  user_id: 'anna.meier',
  provider_domain: 'muster-treuhand.ch',
  secret_hash: hashToken('042917'),
  status: 'pending',
  created_at: NOW.toISOString(),
  secret_expires_at: ssoSecretExpiry(NOW).toISOString(),
  updated_at: NOW.toISOString(),
};

describe('secret', () => {
  it('works for 30 minutes', () => {
    expect(SSO_SECRET_MINUTES).toBe(30);
    expect(ssoSecretExpiry(NOW).toISOString()).toBe('2026-11-25T10:30:00.000Z');
  });

  it('is ok when it matches (surrounding blanks ignored), wrong otherwise', () => {
    expect(checkSecret(onboarding, '042917', NOW)).toBe('ok');
    expect(checkSecret(onboarding, ' 042917 ', NOW)).toBe('ok');
    expect(checkSecret(onboarding, '042918', NOW)).toBe('wrong');
    expect(checkSecret(onboarding, '', NOW)).toBe('wrong');
  });

  it('is expired from its expiry on, even when it matches', () => {
    expect(checkSecret(onboarding, '042917', new Date('2026-11-25T10:29:59Z'))).toBe('ok');
    expect(checkSecret(onboarding, '042917', new Date('2026-11-25T10:30:00Z'))).toBe('expired');
  });

  it('answers a refused secret with 422 pointing at /body/secret', () => {
    expect(parts(refusedSecret('wrong'))).toEqual({
      kind: 'rule_violated',
      code: 'wrong_secret',
      detail: 'The secret is wrong.',
      errors: [{ pointer: '/body/secret', detail: 'wrong secret', code: 'wrong_secret' }],
    });
    expect(parts(refusedSecret('expired'))).toEqual({
      kind: 'rule_violated',
      code: 'secret_expired',
      detail: 'The secret has expired. Ask for a new one.',
      errors: [{ pointer: '/body/secret', detail: 'expired', code: 'secret_expired' }],
    });
  });
});

describe('onboarding states', () => {
  it('answers 404 for an onboarding the store did not find', () => {
    expect(foundOnboarding(onboarding)).toBe(onboarding);
    const error = thrown(() => foundOnboarding(undefined));
    expect(parts(error)).toEqual(parts(onboardingNotFound()));
    expect(parts(error)).toEqual({
      kind: 'not_found',
      code: 'not_found',
      detail: 'There is no single-sign-on onboarding with this id.',
    });
  });

  it('lets only a pending onboarding be answered or resent (409 invalid_transition)', () => {
    expect(() => assertPending(onboarding)).not.toThrow();
    expect(parts(thrown(() => assertPending({ status: 'completed' })))).toEqual({
      kind: 'conflict',
      code: 'invalid_transition',
      detail: 'The onboarding is completed.',
    });
    expect(thrown(() => assertPending({ status: 'cancelled' })).message).toBe(
      'The onboarding is cancelled.',
    );
    expect(parts(noLongerPending())).toEqual({
      kind: 'conflict',
      code: 'invalid_transition',
      detail: 'The onboarding is no longer pending.',
    });
  });

  it('cancels pending and cancelled onboardings alike, never a completed one', () => {
    expect(() => assertCancelled({ status: 'cancelled' })).not.toThrow();
    expect(() => assertCancelled({ status: 'pending' })).not.toThrow();
    expect(parts(thrown(() => assertCancelled({ status: 'completed' })))).toEqual({
      kind: 'conflict',
      code: 'invalid_transition',
      detail: 'The onboarding is already completed.',
    });
  });
});

describe('emailDomain', () => {
  it('is the lower-case domain of the e-mail', () => {
    expect(emailDomain(' Lea.Huber@Alpine-Tech.CH ')).toBe('alpine-tech.ch');
    expect(emailDomain('no-at-sign')).toBe('no-at-sign');
  });
});
