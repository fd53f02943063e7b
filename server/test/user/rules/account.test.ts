// The account rules of user/rules/account.ts, without a database: e-mails and usernames, names,
// the PUT /v1/user profile, the terms of POST /v1/user/accept, the password that confirms, the
// referral token's 24 hours and the autocomplete pattern.
import { describe, expect, it } from 'vitest';
import {
  acceptedTerms,
  assertPasswordConfirms,
  assertSomethingAccepted,
  checkedNames,
  containsPattern,
  MAX_SUGGESTIONS,
  normalizeEmail,
  REFERRAL_TOKEN_HOURS,
  referralTokenExpiry,
  updatedProfile,
  usernameFor,
} from '../../../src/areas/user/rules/account.ts';
import { parts, thrown } from '../../auth/thrown.ts';

const anna = { firstName: 'Anna', lastName: 'Meier' };

describe('e-mails and usernames', () => {
  it('normalises an e-mail to trimmed lower case', () => {
    expect(normalizeEmail('  Anna.Meier@Muster-Treuhand.CH ')).toBe(
      'anna.meier@muster-treuhand.ch',
    );
  });

  it('derives the username from the local part, without +tags and odd characters', () => {
    expect(usernameFor('Anna.Meier+sign@muster-treuhand.ch')).toBe('anna.meier');
    expect(usernameFor('anna.meier@x.ch', 2)).toBe('anna.meier-2');
    expect(usernameFor(".zoë_o'brien.@x.ch")).toBe('zo_obrien');
    expect(usernameFor('+++@x.ch')).toBe('user');
    expect(usernameFor(`${'a'.repeat(80)}@x.ch`)).toHaveLength(60);
  });
});

describe('checkedNames', () => {
  it('trims the names', () => {
    expect(checkedNames({ firstName: ' Anna-Lena ', lastName: 'Meier ' }, anna, {})).toEqual({
      firstName: 'Anna-Lena',
      lastName: 'Meier',
    });
  });

  it('answers 400 with a pointer per blank name', () => {
    const error = thrown(() => checkedNames({ firstName: ' ', lastName: '' }, anna, {}));
    expect(parts(error)).toEqual({
      kind: 'invalid_input',
      code: 'validation_failed',
      detail: 'The names must not be blank.',
      errors: [
        { pointer: '/body/firstName', detail: 'must not be blank', code: 'blank' },
        { pointer: '/body/lastName', detail: 'must not be blank', code: 'blank' },
      ],
    });
  });

  it('refuses to change a name fixed by an identification with 422, with the extra errors', () => {
    const fixed = { immutable_eid_fields: ['lastName'] };
    expect(checkedNames({ firstName: 'Annette', lastName: 'Meier' }, anna, fixed)).toEqual({
      firstName: 'Annette',
      lastName: 'Meier',
    });
    const extra = { pointer: '/body/x', detail: 'other rule', code: 'other' };
    const error = thrown(() =>
      checkedNames({ firstName: 'Anna', lastName: 'Muster' }, anna, fixed, [extra]),
    );
    expect(parts(error)).toEqual({
      kind: 'rule_violated',
      code: 'immutable_field',
      detail: 'lastName: fixed by an identification; x: other rule',
      errors: [
        {
          pointer: '/body/lastName',
          detail: 'fixed by an identification',
          code: 'immutable_field',
        },
        extra,
      ],
    });
  });
});

describe('updatedProfile', () => {
  it('changes the attributes (an empty list removes one) and trims mobile numbers', () => {
    const profile = updatedProfile(
      {
        firstName: ' Anna ',
        lastName: 'Meier',
        attributes: { lang: ['de'], mobile: [' +41 79 000 00 00 '], default_legislation: [] },
      },
      anna,
      { lang: ['en'], default_legislation: ['zertes'], avatar: ['f2'] },
    );
    expect(profile).toEqual({
      firstName: 'Anna',
      lastName: 'Meier',
      attributes: { lang: ['de'], mobile: ['+41 79 000 00 00'], avatar: ['f2'] },
    });
  });

  it('refuses Italian (docs/product.md#overview-languages "it is not selectable and applies only to direct signing")', () => {
    const error = thrown(() => updatedProfile({ ...anna, attributes: { lang: ['it'] } }, anna, {}));
    expect(parts(error)).toEqual({
      kind: 'rule_violated',
      code: 'language_not_selectable',
      detail: 'attributes/lang/0: Italian applies only to direct signing',
      errors: [
        {
          pointer: '/body/attributes/lang/0',
          detail: 'Italian applies only to direct signing',
          code: 'language_not_selectable',
        },
      ],
    });
  });
});

describe('accepting terms', () => {
  const none = { business_invite: false, gtc: false, tou_swisscom: false };

  it('refuses nothing accepted with 422', () => {
    expect(parts(thrown(() => assertSomethingAccepted(none)))).toEqual({
      kind: 'rule_violated',
      code: 'nothing_accepted',
      detail: 'Accept at least one item.',
    });
    expect(thrown(() => acceptedTerms(none)).code).toBe('nothing_accepted');
    expect(() => assertSomethingAccepted({ ...none, gtc: true })).not.toThrow();
  });

  it('accepts each true item; false leaves it unchanged', () => {
    expect(acceptedTerms({ ...none, gtc: true, tou_swisscom: true })).toEqual({
      accepted_gtc: ['true'],
      accepted_tou_swisscom: ['true'],
    });
  });

  it('accepts a business invitation only when there is one to accept', () => {
    const invite = { ...none, business_invite: true };
    expect(acceptedTerms(invite, true)).toEqual({ accepted_business_invite: ['true'] });
    expect(parts(thrown(() => acceptedTerms({ ...invite, gtc: true }, false)))).toEqual({
      kind: 'rule_violated',
      code: 'no_pending_invitation',
      detail: 'There is no pending business invitation.',
      errors: [
        {
          pointer: '/body/business_invite',
          detail: 'There is no pending business invitation.',
          code: 'no_pending_invitation',
        },
      ],
    });
  });
});

describe('assertPasswordConfirms', () => {
  it('passes a matching password and refuses a wrong one with 422 at the field', () => {
    expect(() => assertPasswordConfirms(true, '/body/password', 'wrong')).not.toThrow();
    expect(
      parts(
        thrown(() => assertPasswordConfirms(false, '/body/old', 'The current password is wrong.')),
      ),
    ).toEqual({
      kind: 'rule_violated',
      code: 'wrong_password',
      detail: 'The current password is wrong.',
      errors: [
        { pointer: '/body/old', detail: 'The current password is wrong.', code: 'wrong_password' },
      ],
    });
  });
});

describe('referral token', () => {
  it('is valid 24 hours', () => {
    expect(REFERRAL_TOKEN_HOURS).toBe(24);
    expect(referralTokenExpiry(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe(
      '2026-11-26T10:00:00.000Z',
    );
  });
});

describe('autocomplete', () => {
  it('answers at most 20 contacts, matching the input literally in lower case', () => {
    expect(MAX_SUGGESTIONS).toBe(20);
    expect(containsPattern('Beat')).toBe('%beat%');
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
