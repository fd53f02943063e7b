// Which overlay follows a sign call (docs/product.md#errors: "Specific signing errors are named only by
// overlays (signing failure, signing locked, TAN expired, TAN invalid, TAN locked)"), the sign
// language, and the confirmation link's results.
import { describe, expect, it } from 'vitest';
import {
  canRequestNewLink,
  confirmationResult,
  loginHref,
} from '@/features/auth/confirmation-result';
import { signLanguage } from '@/features/signing/sign-language';
import { errorOutcome, resultOutcome } from '@/features/signing/sign-outcome';
import { ApiError } from '@/lib/api-client';

const problem = (status: number, code?: string, detail?: string) =>
  new ApiError(status, { type: 'about:blank', title: 'x', status, code, detail }, new Headers());

describe('sign outcome', () => {
  it('a SIGNED result is a success', () => {
    expect(resultOutcome({ id: 'r', status: 'SIGNED', statusOverall: 'SIGNED' })).toEqual({
      kind: 'signed',
    });
  });

  it('a FAILED result names the lock, else shows the detail', () => {
    const failed = (code: string) =>
      resultOutcome({
        id: 'r',
        status: 'FAILED',
        statusOverall: 'OPEN',
        error: { code, detail: 'why' },
      });
    expect(failed('request_locked')).toEqual({ kind: 'locked' });
    // The code travels along: the overlay shows the catalogue's translated text of it.
    expect(failed('quality_unavailable')).toEqual({
      kind: 'failed',
      detail: 'why',
      code: 'quality_unavailable',
    });
    expect(resultOutcome(undefined)).toEqual({ kind: 'failed' });
  });

  it('maps the Problems of POST /v3/sign to their overlays', () => {
    expect(errorOutcome(problem(422, 'tan_required'))).toEqual({ kind: 'tanRequired' });
    expect(errorOutcome(problem(422, 'tan_invalid', 'Wrong TAN, 2 attempts left'))).toEqual({
      kind: 'tanInvalid',
      attemptsLeft: 2,
    });
    expect(errorOutcome(problem(422, 'tan_expired'))).toEqual({ kind: 'tanExpired' });
    expect(errorOutcome(problem(429))).toEqual({ kind: 'tanLocked' });
    expect(errorOutcome(problem(409, 'request_locked'))).toEqual({ kind: 'locked' });
    expect(errorOutcome(problem(422, 'no_free_signatures'))).toEqual({ kind: 'exhausted' });
    expect(errorOutcome(problem(409, 'invalid_transition', 'not open'))).toEqual({
      kind: 'failed',
      detail: 'not open',
      code: 'invalid_transition',
    });
    // Unconfirmed e-mail: a failure named by its code.
    expect(errorOutcome(problem(422, 'email_unverified', 'confirm first'))).toMatchObject({
      kind: 'failed',
      code: 'email_unverified',
    });
    expect(errorOutcome(new Error('offline'))).toEqual({ kind: 'failed' });
  });

  it('sends the contract language of the interface locale', () => {
    expect(signLanguage('en-gb')).toBe('en');
    expect(signLanguage('de-ch')).toBe('de');
    expect(signLanguage('fr-ch')).toBe('fr');
    expect(signLanguage('it')).toBe('it');
    expect(signLanguage('xx')).toBe('en');
  });
});

describe('confirmation link', () => {
  it('reads the contract answers: 409 already confirmed, 422 expired or invalid', () => {
    expect(confirmationResult(problem(409, 'email_already_confirmed'))).toBe('alreadyConfirmed');
    expect(confirmationResult(problem(422, 'token_expired'))).toBe('expired');
    expect(confirmationResult(problem(422, 'invalid_token'))).toBe('invalid');
    expect(confirmationResult(new Error('offline'))).toBe('failed');
  });

  it('offers a new link only while the e-mail is not confirmed', () => {
    expect(canRequestNewLink('expired')).toBe(true);
    expect(canRequestNewLink('invalid')).toBe(true);
    expect(canRequestNewLink('confirmed')).toBe(false);
    expect(canRequestNewLink('alreadyConfirmed')).toBe(false);
  });

  it('prefills the login e-mail through the query (docs/product.md#screens-navigation)', () => {
    expect(loginHref('anna+1@example.org')).toBe('/login?email=anna%2B1%40example.org');
    expect(loginHref(undefined)).toBe('/login');
  });
});
