// Token lifetimes and e-mail token states of auth/rules/tokens.ts, without a database.
// docs/product.md#states-session: "Session: token lifetime 24 hours (48 hours if remember is set)"; docs/product.md#constants-timing: "Token
// lifetime 24 h (48 h with remember)". The confirmation link (48 hours) and the reset link
// (60 minutes) are ours: the product names no lifetime for them.
import { describe, expect, it } from 'vitest';
import {
  assertConfirmable,
  assertIdentityEmailFree,
  identityEmailToConfirm,
  CONFIRMATION_TOKEN_HOURS,
  emailTokenExpiry,
  emailTokenState,
  invalidConfirmationLink,
  invalidResetLink,
  REMEMBER_SESSION_HOURS,
  RESET_TOKEN_MINUTES,
  SESSION_HOURS,
  sessionExpiry,
  type StoredEmailToken,
} from '../../../src/areas/auth/rules/tokens.ts';
import type { UserRow } from '../../../src/areas/user/index.ts';
import { parts, thrown } from '../thrown.ts';

const NOW = new Date('2026-11-25T10:00:00Z');
const user = { id: 'anna.meier', email_verified: 0 } as UserRow;
const stored = (overrides: Partial<StoredEmailToken> = {}): StoredEmailToken => ({
  tokenHash: 'hash',
  usedAt: null,
  expiresAt: '2026-11-25T11:00:00.000Z',
  user,
  ...overrides,
});

describe('lifetimes', () => {
  it('are 24 h / 48 h for sessions (docs/product.md#states-session, docs/product.md#constants-timing), 48 h and 60 min for the mail links', () => {
    expect(SESSION_HOURS).toBe(24);
    expect(REMEMBER_SESSION_HOURS).toBe(48);
    expect(CONFIRMATION_TOKEN_HOURS).toBe(48);
    expect(RESET_TOKEN_MINUTES).toBe(60);
  });

  it('ends a session 24 hours after login, 48 hours with remember', () => {
    expect(sessionExpiry(NOW, false).toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(sessionExpiry(NOW, true).toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('ends a confirmation link after 48 hours and a reset link after 60 minutes', () => {
    expect(emailTokenExpiry('confirm', NOW).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(emailTokenExpiry('reset', NOW).toISOString()).toBe('2026-11-25T11:00:00.000Z');
  });
});

describe('emailTokenState', () => {
  it('is unknown when the store found no token (or no account)', () => {
    expect(emailTokenState(undefined, NOW)).toEqual({ state: 'unknown' });
  });

  it('is valid until its expiry, expired from then on', () => {
    expect(emailTokenState(stored(), NOW)).toEqual({ state: 'valid', tokenHash: 'hash', user });
    expect(emailTokenState(stored(), new Date('2026-11-25T10:59:59.999Z')).state).toBe('valid');
    expect(emailTokenState(stored(), new Date('2026-11-25T11:00:00Z'))).toEqual({
      state: 'expired',
      tokenHash: 'hash',
      user,
    });
  });

  it('is used once used, also after its expiry', () => {
    const used = stored({ usedAt: '2026-11-25T10:30:00.000Z' });
    expect(emailTokenState(used, NOW)).toEqual({ state: 'used', tokenHash: 'hash', user });
    expect(emailTokenState(used, new Date('2026-11-26T00:00:00Z')).state).toBe('used');
  });
});

describe('unusable links', () => {
  it('answer 422 token_expired when expired, else invalid_token', () => {
    expect(parts(invalidConfirmationLink('expired'))).toEqual({
      kind: 'rule_violated',
      code: 'token_expired',
      detail: 'The confirmation link is invalid or has expired. Ask for a new one.',
    });
    expect(invalidConfirmationLink('used').code).toBe('invalid_token');
    expect(invalidConfirmationLink('unknown').code).toBe('invalid_token');
    expect(parts(invalidResetLink('unknown'))).toEqual({
      kind: 'rule_violated',
      code: 'invalid_token',
      detail: 'The reset link is invalid or has expired. Ask for a new one.',
    });
    expect(invalidResetLink('expired').code).toBe('token_expired');
    expect(invalidResetLink('used').code).toBe('invalid_token');
  });
});

describe('assertConfirmable', () => {
  it('passes a valid token of an unconfirmed e-mail', () => {
    expect(() => assertConfirmable(emailTokenState(stored(), NOW))).not.toThrow();
  });

  it('refuses unknown with 422, a confirmed e-mail with 409 before expired or used', () => {
    expect(thrown(() => assertConfirmable({ state: 'unknown' })).code).toBe('invalid_token');
    const confirmedUser = { ...user, email_verified: 1 };
    for (const state of ['valid', 'expired', 'used'] as const) {
      const error = thrown(() =>
        assertConfirmable({ state, tokenHash: 'hash', user: confirmedUser }),
      );
      expect(parts(error)).toEqual({
        kind: 'conflict',
        code: 'email_already_confirmed',
        detail: 'This e-mail is already confirmed.',
      });
    }
    expect(
      thrown(() => assertConfirmable({ state: 'expired', tokenHash: 'hash', user })).code,
    ).toBe('token_expired');
    expect(thrown(() => assertConfirmable({ state: 'used', tokenHash: 'hash', user })).code).toBe(
      'invalid_token',
    );
  });
});

describe('identity-e-mail links', () => {
  const identity = (overrides: Partial<StoredEmailToken> = {}) =>
    stored({ purpose: 'identity_email', email: 'signer@example.org', ...overrides });

  it('live 48 hours like a confirmation link', () => {
    expect(emailTokenExpiry('identity_email', NOW).toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('confirm the address they were mailed to while valid, else 422 like a confirmation link', () => {
    expect(identityEmailToConfirm(identity(), NOW)).toEqual({
      tokenHash: 'hash',
      user,
      email: 'signer@example.org',
    });
    const later = new Date('2026-11-25T11:00:00Z');
    expect(parts(thrown(() => identityEmailToConfirm(identity(), later)))).toEqual(
      parts(invalidConfirmationLink('expired')),
    );
    const used = identity({ usedAt: '2026-11-25T09:00:00.000Z' });
    expect(parts(thrown(() => identityEmailToConfirm(used, NOW))).code).toBe('invalid_token');
    expect(parts(thrown(() => identityEmailToConfirm(stored(), NOW))).code).toBe('invalid_token');
  });

  it('answer 409 email_taken for the confirmed login e-mail of another account only', () => {
    const owner = { id: 'anna.meier' };
    expect(() => assertIdentityEmailFree(undefined, owner)).not.toThrow();
    expect(() =>
      assertIdentityEmailFree({ id: 'anna.meier', email_verified: 1 }, owner),
    ).not.toThrow();
    expect(() =>
      assertIdentityEmailFree({ id: 'mallory', email_verified: 0 }, owner),
    ).not.toThrow();
    expect(
      parts(thrown(() => assertIdentityEmailFree({ id: 'beat', email_verified: 1 }, owner))),
    ).toEqual({
      kind: 'conflict',
      code: 'email_taken',
      detail: 'This e-mail is the login of another account.',
    });
  });
});
