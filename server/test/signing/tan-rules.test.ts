// The pure TAN rules of direct-link signers (areas/signing/rules/tan.ts), without a database
// (docs/product.md#calls-auth-user "POST /v1/direct/tan/resend and /v1/direct/tan/check | TAN handling"): a 6-digit
// code stored as its SHA-256, valid TAN_TTL_SECONDS, locked at the TAN_MAX_ATTEMPTS-th wrong
// attempt, resent at most every TAN_RESEND_SECONDS, sent to a masked mobile, in the signer's
// language (Italian included: docs/product.md#validation-language "Italian is ignored unless direct sign").
import { describe, expect, it } from 'vitest';
import { thrown } from './rules-support.ts';
import {
  afterWrongTan,
  assertWaitsForTan,
  codeMatches,
  hashCode,
  maskMobile,
  newTan,
  resendTooSoon,
  resendWait,
  tanAccepted,
  tanLocked,
  tanMobile,
  tanRefused,
  tanRequired,
  tanText,
  tanVerdict,
  TAN_DIGITS,
  TAN_MAX_ATTEMPTS,
  TAN_RESEND_SECONDS,
  TAN_TTL_SECONDS,
  type TanRow,
} from '../../src/areas/signing/rules/tan.ts';

const now = new Date('2026-11-25T10:00:00.000Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const tan = (over: Partial<TanRow> = {}): TanRow => ({
  ...newTan({ requestId: 'r-1', signerId: 's-1', sentTo: '+41 79 *** ** 67', code: '042917', now }),
  ...over,
});

describe('the code', () => {
  it('is 6 digits, valid 10 minutes, 3 attempts, resent after 60 s', () => {
    expect([TAN_DIGITS, TAN_TTL_SECONDS, TAN_MAX_ATTEMPTS, TAN_RESEND_SECONDS]).toEqual([
      6, 600, 3, 60,
    ]);
  });

  it('is stored as its SHA-256 and compared in constant time', () => {
    expect(hashCode('042917')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode('042917')).not.toContain('042917');
    expect(codeMatches('042917', hashCode('042917'))).toBe(true);
    expect(codeMatches('42917', hashCode('042917'))).toBe(false);
    expect(codeMatches('042917', 'not-a-hash')).toBe(false);
  });

  it('newTan: the row of a TAN sent now, expiring after TAN_TTL_SECONDS', () => {
    expect(tan()).toEqual({
      request_id: 'r-1',
      signer_id: 's-1',
      code_hash: hashCode('042917'),
      sent_to: '+41 79 *** ** 67',
      created_at: '2026-11-25T10:00:00.000Z',
      expires_at: '2026-11-25T10:10:00.000Z',
      failed_attempts: 0,
      locked_at: null,
      verified_at: null,
      used_at: null,
    });
  });
});

describe('maskMobile', () => {
  it('keeps the first four and the last two digits and the spacing', () => {
    expect(maskMobile('+41 79 555 12 67')).toBe('+41 79 *** ** 67');
    expect(maskMobile(' 0795551267 ')).toBe('0795****67');
  });
});

describe('tanVerdict', () => {
  it('valid for the right code before it expires', () => {
    expect(tanVerdict(tan(), '042917', later(599))).toBe('valid');
  });

  it('invalid for another code', () => {
    expect(tanVerdict(tan(), '000000', now)).toBe('invalid');
  });

  it('expired from expires_at on', () => {
    expect(tanVerdict(tan(), '042917', later(TAN_TTL_SECONDS))).toBe('expired');
  });

  it('locked once locked or at the attempt limit, before expiry and the code', () => {
    expect(tanVerdict(tan({ locked_at: now.toISOString() }), '042917', now)).toBe('locked');
    expect(tanVerdict(tan({ failed_attempts: TAN_MAX_ATTEMPTS }), '042917', later(9999))).toBe(
      'locked',
    );
  });

  it('missing without a TAN or once used by a signature', () => {
    expect(tanVerdict(undefined, '042917', now)).toBe('missing');
    expect(tanVerdict(tan({ used_at: now.toISOString() }), '042917', now)).toBe('missing');
  });
});

describe('wrong attempts', () => {
  it('afterWrongTan: counts; the third wrong attempt locks it', () => {
    expect(afterWrongTan(tan(), now)).toEqual({
      failed_attempts: 1,
      locked_at: null,
      attemptsLeft: 2,
    });
    expect(afterWrongTan(tan({ failed_attempts: 2 }), now)).toEqual({
      failed_attempts: 3,
      locked_at: '2026-11-25T10:00:00.000Z',
      attemptsLeft: 0,
    });
  });

  it('tanAccepted: the attempts left and the expiry', () => {
    expect(tanAccepted(tan({ failed_attempts: 1 }))).toEqual({
      attemptsLeft: 2,
      expiresAt: '2026-11-25T10:10:00.000Z',
    });
  });

  it('tanRefused: 422 tan_invalid with the attempts left, 409 tan_locked at none', () => {
    expect(tanRefused('invalid', 2)).toMatchObject({
      kind: 'rule_violated',
      code: 'tan_invalid',
      message: 'The TAN is wrong; 2 attempts left.',
    });
    expect(tanRefused('invalid', 1).message).toBe('The TAN is wrong; 1 attempt left.');
    expect(tanRefused('invalid', 0)).toMatchObject({ kind: 'conflict', code: 'tan_locked' });
    expect(tanRefused('locked')).toMatchObject({ kind: 'conflict', code: 'tan_locked' });
    expect(tanLocked().message).toContain('POST /v1/direct/tan/resend');
  });

  it('tanRefused: 422 tan_expired, and tan_invalid when none was sent', () => {
    expect(tanRefused('expired')).toMatchObject({ kind: 'rule_violated', code: 'tan_expired' });
    const missing = tanRefused('missing');
    expect(missing).toMatchObject({ kind: 'rule_violated', code: 'tan_invalid' });
    expect(missing.message).toContain('No TAN was sent to you');
  });

  it('tanRequired: 422 tan_required at /body/tan', () => {
    expect(tanRequired()).toMatchObject({
      kind: 'rule_violated',
      code: 'tan_required',
      errors: [{ pointer: '/body/tan', code: 'tan_required' }],
    });
  });
});

describe('resending', () => {
  it('resendWait: 0 without a TAN, else the seconds left of TAN_RESEND_SECONDS', () => {
    expect(resendWait(undefined, now)).toBe(0);
    expect(resendWait(tan(), later(1))).toBe(59);
    expect(resendWait(tan(), later(59.2))).toBe(1);
    expect(resendWait(tan(), later(60))).toBe(0);
  });

  it('resendTooSoon: 429 with Retry-After', () => {
    expect(resendTooSoon(42)).toMatchObject({
      kind: 'too_soon',
      retryAfterSeconds: 42,
      message: 'A new TAN can be sent in 42 seconds.',
    });
  });

  it('tanMobile: the mobile attribute, else the identity mobile; 409 mobile_missing', () => {
    expect(tanMobile({ mobile: [' +41 79 555 12 67 '] }, { mobile: '+41 78 000 00 00' })).toBe(
      '+41 79 555 12 67',
    );
    expect(tanMobile({ mobile: [' '] }, { mobile: ' +41 78 000 00 00' })).toBe('+41 78 000 00 00');
    expect(thrown(() => tanMobile({}, { mobile: null }))).toMatchObject({
      kind: 'conflict',
      code: 'mobile_missing',
    });
  });

  it('tanText: the SMS in the signer language, English otherwise', () => {
    expect(tanText('en', '042917')).toBe(
      'Your TAN to confirm your signature: 042917 (valid 10 min).',
    );
    expect(tanText('it', '042917')).toBe(
      'Il suo TAN per confermare la firma: 042917 (valido 10 min).',
    );
    expect(tanText('de', '042917')).toContain('Ihre TAN');
    expect(tanText('fr', '042917')).toContain('Votre TAN');
    expect(tanText('rm', '042917', 5)).toBe(
      'Your TAN to confirm your signature: 042917 (valid 5 min).',
    );
  });
});

describe('assertWaitsForTan', () => {
  const open = { status: 'OPEN' as const };

  it('passes an OPEN advanced signature of an OPEN request', () => {
    for (const quality of ['aes', 'aesMinimal', 'part11']) {
      expect(() => assertWaitsForTan(open, { status: 'OPEN', quality })).not.toThrow();
    }
  });

  it('409 no_signature_pending when the request or the signature is not OPEN', () => {
    const error = thrown(() =>
      assertWaitsForTan({ status: 'WITHDRAWN' }, { status: 'OPEN', quality: 'aes' }),
    );
    expect(error).toMatchObject({ kind: 'conflict', code: 'no_signature_pending' });
    expect(error.message).toContain('the request is WITHDRAWN and your signature OPEN');
    expect(
      thrown(() => assertWaitsForTan(open, { status: 'SIGNED', quality: 'aes' })),
    ).toMatchObject({ code: 'no_signature_pending' });
  });

  it('409 tan_not_needed for ses and qes signatures', () => {
    for (const quality of ['ses', 'qes']) {
      expect(thrown(() => assertWaitsForTan(open, { status: 'OPEN', quality }))).toMatchObject({
        kind: 'conflict',
        code: 'tan_not_needed',
      });
    }
  });
});
