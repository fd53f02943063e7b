// The pure rules of signing (areas/signing/rules/signer.ts), without a database:
// who may sign (409 not_a_signer / invalid_transition / already_signed / request_locked), the
// certificate quality for the signer's asked quality and the caller's grants (docs/product.md#states-quality "qes
// (or demo if the quality is demo)"), Part 11 name, reason and password, the free-signature rule
// (docs/product.md#screens-navigation "A free user (neither member nor admin) needs free_signatures_remaining above 0,
// except in direct signing") and what the trail says. Where the signature goes is in
// placement-rules.test.ts.
import { describe, expect, it } from 'vitest';
import type { RequestRow, SignerRow } from '../../src/areas/signature-requests/index.ts';
import { parseGrants } from '../../src/areas/user/index.ts';
import {
  ADVANCED,
  assertCanSign,
  assertListedOnce,
  certificateQualityFor,
  freeSignaturesAfter,
  freeSignaturesLeft,
  lockedByOther,
  needsPassword,
  needsStepUp,
  needsTan,
  noFreeSignatures,
  part11PasswordRefused,
  requestLocked,
  signatureDetail,
  signingDetails,
  type SigningPlan,
} from '../../src/areas/signing/rules/signer.ts';
import { thrown } from './rules-support.ts';

const request = (status: RequestRow['status'] = 'OPEN') =>
  ({ id: 'r-1', status, locked_by: null, locked_until: null }) as RequestRow;
const signer = (status: SignerRow['status'] = 'OPEN') => ({ id: 's-1', status }) as SignerRow;
const NOW = new Date('2026-11-25T10:00:00.000Z');
const grants = (...list: string[]) => parseGrants(JSON.stringify(list));

describe('assertCanSign: who may sign', () => {
  it('passes an OPEN signer of an OPEN request', () => {
    expect(() => assertCanSign(request(), signer(), NOW)).not.toThrow();
  });

  it('409 not_a_signer without request or signer, with one detail for both (no leak)', () => {
    const noRequest = thrown(() => assertCanSign(undefined, signer(), NOW));
    const noSigner = thrown(() => assertCanSign(request(), undefined, NOW));
    expect(noRequest).toMatchObject({ kind: 'conflict', code: 'not_a_signer' });
    expect(noSigner.message).toBe(noRequest.message);
  });

  it('409 invalid_transition unless the request is OPEN', () => {
    for (const status of ['DRAFT', 'SIGNED', 'DECLINED', 'WITHDRAWN'] as const) {
      const error = thrown(() => assertCanSign(request(status), signer(), NOW));
      expect(error).toMatchObject({ kind: 'conflict', code: 'invalid_transition' });
      expect(error.message).toContain(status);
    }
  });

  it('409 request_expired once the expiry has come, even before the job marks it EXPIRED', () => {
    const open = { ...request(), expires_at: '2026-11-25T10:00:00.000Z' } as RequestRow;
    expect(thrown(() => assertCanSign(open, signer(), NOW))).toMatchObject({
      kind: 'conflict',
      code: 'request_expired',
    });
    const expired = { ...request('EXPIRED'), expires_at: '2026-11-24T10:00:00.000Z' } as RequestRow;
    expect(thrown(() => assertCanSign(expired, signer(), NOW))).toMatchObject({
      code: 'request_expired',
    });
    const later = { ...request(), expires_at: '2026-11-25T10:00:01.000Z' } as RequestRow;
    expect(() => assertCanSign(later, signer(), NOW)).not.toThrow();
  });

  it('409 not_your_turn for a sequential signer not invited yet', () => {
    const sequential = { ...request(), signing_order: 'sequential' } as RequestRow;
    const waiting = { ...signer(), invited_at: null } as SignerRow;
    expect(thrown(() => assertCanSign(sequential, waiting, NOW))).toMatchObject({
      kind: 'conflict',
      code: 'not_your_turn',
    });
    const invited = { ...signer(), invited_at: '2026-11-25T09:00:00.000Z' } as SignerRow;
    expect(() => assertCanSign(sequential, invited, NOW)).not.toThrow();
    const parallel = { ...request(), signing_order: 'parallel' } as RequestRow;
    expect(() => assertCanSign(parallel, waiting, NOW)).not.toThrow();
  });

  it('409 already_signed unless the signature is OPEN', () => {
    expect(thrown(() => assertCanSign(request(), signer('SIGNED'), NOW))).toMatchObject({
      kind: 'conflict',
      code: 'already_signed',
    });
  });
});

describe('the signing lock', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const lock = (by: string | null, until: string | null) => ({
    locked_by: by,
    locked_until: until,
  });

  it('lockedByOther: another holder with an unexpired lock only', () => {
    expect(lockedByOther(lock('beat@x.ch', '2026-11-25T10:01:00.000Z'), 'anna@x.ch', now)).toBe(
      true,
    );
    expect(lockedByOther(lock('anna@x.ch', '2026-11-25T10:01:00.000Z'), 'anna@x.ch', now)).toBe(
      false,
    );
    expect(lockedByOther(lock('beat@x.ch', '2026-11-25T09:59:00.000Z'), 'anna@x.ch', now)).toBe(
      false,
    );
    expect(lockedByOther(lock(null, null), 'anna@x.ch', now)).toBe(false);
  });

  it('requestLocked: 409 request_locked naming the holder when known', () => {
    expect(requestLocked('beat@x.ch')).toMatchObject({ kind: 'conflict', code: 'request_locked' });
    expect(requestLocked('beat@x.ch').message).toContain('by beat@x.ch');
    expect(requestLocked(null).message).not.toContain(' by ');
  });
});

describe('certificateQualityFor: the quality of the certificate', () => {
  const user = { direct: false };

  it('ses needs a ses grant and has no legislation', () => {
    expect(
      certificateQualityFor({ quality: 'ses', legislation: null }, grants('ses:any'), user),
    ).toEqual({ certificateQuality: 'ses', legislation: null });
    expect(
      thrown(() => certificateQualityFor({ quality: 'ses', legislation: null }, [], user)),
    ).toMatchObject({ kind: 'rule_violated', code: 'quality_unavailable' });
  });

  it('advanced: aes:any, or an aesMinimal/qes grant of the legislation (a higher one counts)', () => {
    expect(
      certificateQualityFor({ quality: 'aes', legislation: 'zertes' }, grants('aes:any'), user),
    ).toEqual({ certificateQuality: 'aes', legislation: 'zertes' });
    expect(
      certificateQualityFor({ quality: 'aes', legislation: null }, grants('qes:zertes'), user),
    ).toEqual({ certificateQuality: 'aes', legislation: 'zertes' });
    expect(
      certificateQualityFor(
        { quality: 'part11', legislation: 'eidas' },
        grants('aesMinimal:eidas'),
        user,
      ),
    ).toEqual({ certificateQuality: 'part11', legislation: 'eidas' });
    const error = thrown(() =>
      certificateQualityFor({ quality: 'aes', legislation: 'eidas' }, grants('qes:zertes'), user),
    );
    expect(error).toMatchObject({ kind: 'rule_violated', code: 'quality_unavailable' });
    expect(error.message).toContain('aes (eidas)');
  });

  it('advanced for a direct-link signer rests on the TAN, not on grants', () => {
    expect(
      certificateQualityFor({ quality: 'aesMinimal', legislation: 'eidas' }, [], { direct: true }),
    ).toEqual({ certificateQuality: 'aesMinimal', legislation: 'eidas' });
  });

  it('qes needs a qes grant of the legislation; a demo grant signs at demo (docs/product.md#states-quality)', () => {
    expect(
      certificateQualityFor({ quality: 'qes', legislation: 'zertes' }, grants('qes:zertes'), user),
    ).toEqual({ certificateQuality: 'qes', legislation: 'zertes' });
    expect(
      certificateQualityFor({ quality: 'qes', legislation: null }, grants('qes:eidas:demo'), user),
    ).toEqual({ certificateQuality: 'demo', legislation: 'eidas' });
    expect(
      thrown(() =>
        certificateQualityFor({ quality: 'qes', legislation: 'eidas' }, grants('aes:any'), user),
      ),
    ).toMatchObject({ code: 'quality_unavailable' });
  });

  it('a seal needs sealAccountName (422 seal_required)', () => {
    expect(
      thrown(() =>
        certificateQualityFor({ quality: 'seal', legislation: null }, grants('seal:aes'), user),
      ),
    ).toMatchObject({ kind: 'rule_violated', code: 'seal_required' });
  });
});

describe('what confirms a signature', () => {
  it('needsTan: a direct-link signer confirms the advanced qualities with a TAN', () => {
    expect(ADVANCED).toEqual(['aes', 'aesMinimal', 'part11']);
    for (const quality of ADVANCED) expect(needsTan(true, quality)).toBe(true);
    expect(needsTan(true, 'ses')).toBe(false);
    expect(needsTan(true, 'qes')).toBe(false);
    expect(needsTan(false, 'aes')).toBe(false);
  });

  it('needsStepUp: a qualified certificate (qes, demo) waits for the Swisscom step-up', () => {
    expect(needsStepUp('qes')).toBe(true);
    expect(needsStepUp('demo')).toBe(true);
    expect(needsStepUp('aes')).toBe(false);
    expect(needsStepUp('part11')).toBe(false);
  });
});

describe('the body of POST /v3/sign', () => {
  it('assertListedOnce: 422 duplicate_request at the second listing (ids case-insensitive)', () => {
    const items = [{ id: 'AAAA' }, { id: 'bbbb' }, { id: 'aaaa' }];
    expect(() => assertListedOnce(items, 0, '/body/signatureRequests/0')).not.toThrow();
    expect(() => assertListedOnce(items, 1, '/body/signatureRequests/1')).not.toThrow();
    const error = thrown(() => assertListedOnce(items, 2, '/body/signatureRequests/2'));
    expect(error).toMatchObject({ kind: 'rule_violated', code: 'duplicate_request' });
    expect(error.errors).toEqual([
      {
        pointer: '/body/signatureRequests/2/id',
        detail: 'is listed twice',
        code: 'duplicate_request',
      },
    ]);
  });
});

describe('Part 11', () => {
  const attributes = { p11_signing_name: [' Anna Meier '], p11_signing_reason: ['Approved'] };

  it('signingDetails: the item first, else the p11_ attributes, trimmed and cut to 200/500', () => {
    expect(signingDetails('part11', {}, attributes, '/p')).toEqual({
      signingName: 'Anna Meier',
      signingReason: 'Approved',
    });
    expect(
      signingDetails(
        'aes',
        { signingName: 'x'.repeat(300), signingReason: 'y'.repeat(600) },
        {},
        '/p',
      ),
    ).toEqual({ signingName: 'x'.repeat(200), signingReason: 'y'.repeat(500) });
    expect(signingDetails('aes', {}, {}, '/p')).toEqual({});
  });

  it('signingDetails: a part11 signature without name and reason is 422 with both pointers', () => {
    const error = thrown(() => signingDetails('part11', { signingName: ' ' }, {}, '/body/x/0'));
    expect(error).toMatchObject({ kind: 'rule_violated', code: 'part11_details_required' });
    expect(error.errors?.map((e) => e.pointer)).toEqual([
      '/body/x/0/signingName',
      '/body/x/0/signingReason',
    ]);
  });

  it('needsPassword: a part11 plan re-authenticates with the password', () => {
    expect(needsPassword([{ quality: 'aes' }, { quality: 'part11' }])).toBe(true);
    expect(needsPassword([{ quality: 'aes' }, { quality: 'qes' }])).toBe(false);
    expect(needsPassword([])).toBe(false);
  });

  it('part11PasswordRefused: required without a password, invalid with a wrong one', () => {
    expect(part11PasswordRefused(false)).toMatchObject({
      kind: 'rule_violated',
      code: 'part11_password_required',
      message: 'A Part 11 signature needs your password.',
      errors: [{ pointer: '/body/password', code: 'part11_password_required' }],
    });
    expect(part11PasswordRefused(true)).toMatchObject({
      code: 'part11_password_invalid',
      message: 'The password is not correct.',
      errors: [{ pointer: '/body/password' }],
    });
  });
});

describe('free signatures (docs/product.md#screens)', () => {
  const counted = (value: string) => ({ free_signatures_remaining: [value] });

  it('freeSignaturesLeft: undefined when not counted, else a whole number not below 0', () => {
    expect(freeSignaturesLeft({})).toBeUndefined();
    expect(freeSignaturesLeft(counted('3'))).toBe(3);
    expect(freeSignaturesLeft(counted('2.7'))).toBe(2);
    expect(freeSignaturesLeft(counted('0'))).toBe(0);
    expect(freeSignaturesLeft(counted('-4'))).toBe(0);
    expect(freeSignaturesLeft(counted('many'))).toBe(0);
  });

  it('freeSignaturesAfter: takes and gives back; never below 0; not counted stays untouched', () => {
    expect(freeSignaturesAfter(counted('2'), -2)?.free_signatures_remaining).toEqual(['0']);
    expect(freeSignaturesAfter(counted('0'), 1)?.free_signatures_remaining).toEqual(['1']);
    expect(freeSignaturesAfter({ lang: ['de'], ...counted('1') }, -1)?.lang).toEqual(['de']);
    expect(freeSignaturesAfter({}, -5)).toBeUndefined();
    const error = thrown(() => freeSignaturesAfter(counted('1'), -2));
    expect(error).toMatchObject({ kind: 'rule_violated', code: 'no_free_signatures' });
    expect(error.message).toBe(
      'You have 1 free signature left but asked for 2: upgrade to sign more.',
    );
  });

  it('noFreeSignatures: 422 no_free_signatures, worded for none left and for too few', () => {
    expect(noFreeSignatures(0, 1)).toMatchObject({
      code: 'no_free_signatures',
      message: 'Your free signatures are used up: upgrade to sign more.',
    });
    expect(noFreeSignatures(2, 3).message).toBe(
      'You have 2 free signatures left but asked for 3: upgrade to sign more.',
    );
  });
});

describe('signatureDetail: what the trail says', () => {
  const plan = (over: Partial<SigningPlan> = {}): SigningPlan => ({
    quality: 'aes',
    certificateQuality: 'aes',
    legislation: 'zertes',
    placements: [],
    language: 'en',
    ...over,
  });

  it('documents and the PAdES level; the certificate when it differs; Part 11 details', () => {
    expect(signatureDetail(plan(), 1, false)).toBe('1 document signed (PAdES B-B)');
    expect(signatureDetail(plan(), 3, true)).toBe('3 documents signed (PAdES B-T)');
    expect(
      signatureDetail(
        plan({
          quality: 'qes',
          certificateQuality: 'demo',
          signingName: 'Anna Meier',
          signingReason: 'Approved',
        }),
        2,
        false,
      ),
    ).toBe(
      'certificate demo; signing name: Anna Meier; reason: Approved; 2 documents signed (PAdES B-B)',
    );
  });
});
