// The attribute rules of user/rules/attributes.ts, without a database. docs/product.md#entities-user "attributes
// (lists of strings)" and its list of user attributes; docs/product.md#calls-conventions "answers are converted to camel case".
import { describe, expect, it } from 'vitest';
import {
  ANSWERED_ATTRIBUTES,
  answeredAttributes,
  camelCase,
  flag,
  FREE_SIGNATURES_AT_SIGN_UP,
  newAccountAttributes,
  readAttributes,
  trimmedMobiles,
  userLanguage,
  withAttributes,
} from '../../../src/areas/user/rules/attributes.ts';

describe('answered attributes', () => {
  it('are the user attributes of docs/product.md#entities-user, and accepted_tou_swisscom', () => {
    const listed =
      'lang, accepted_gtc, accepted_business_invite, removed_from_business, business_deleted, ' +
      'weak_password, free_signatures_remaining, free_account_type, immutable_eid_fields, mobile, ' +
      'signer_identity_email, p11_signing_name, p11_signing_reason, email_notification_level, ' +
      'default_legislation, default_quality, visual_signature_name, frontend_version';
    expect([...ANSWERED_ATTRIBUTES].sort()).toEqual(
      [...listed.split(', '), 'accepted_tou_swisscom'].sort(),
    );
  });

  it('are answered in camelCase, only the listed ones and only when not empty', () => {
    expect(camelCase('free_signatures_remaining')).toBe('freeSignaturesRemaining');
    expect(camelCase('p11_signing_name')).toBe('p11SigningName');
    expect(camelCase('lang')).toBe('lang');
    expect(
      answeredAttributes({
        lang: ['de'],
        accepted_tou_swisscom: ['true'],
        avatar: ['f2'],
        mobile: [],
      }),
    ).toEqual({ lang: ['de'], acceptedTouSwisscom: ['true'] });
  });
});

describe('readAttributes', () => {
  it('reads the stored JSON, keeping only lists of strings', () => {
    expect(
      readAttributes({ attributes: '{"lang":["fr"],"bad":"x","mixed":["a",1],"none":[]}' }),
    ).toEqual({ lang: ['fr'], none: [] });
  });

  it('answers no attributes for broken or non-object JSON', () => {
    expect(readAttributes({ attributes: 'not json' })).toEqual({});
    expect(readAttributes({ attributes: '["lang"]' })).toEqual({});
    expect(readAttributes({ attributes: 'null' })).toEqual({});
  });
});

describe('withAttributes', () => {
  it('sets values and removes an attribute for an empty list or undefined, on a copy', () => {
    const before = { lang: ['de'], mobile: ['+41 79 123 45 67'], gtc: ['true'] };
    const after = withAttributes(before, { lang: ['fr'], mobile: [], gtc: undefined, new: ['x'] });
    expect(after).toEqual({ lang: ['fr'], new: ['x'] });
    expect(before).toEqual({ lang: ['de'], mobile: ['+41 79 123 45 67'], gtc: ['true'] });
  });
});

describe('flag', () => {
  it('stores a boolean as ["true"] or ["false"]', () => {
    expect(flag(true)).toEqual(['true']);
    expect(flag(false)).toEqual(['false']);
  });
});

describe('userLanguage', () => {
  it('is de, fr or it when stored, else en (docs/product.md#constants-locale-platform "Default language en")', () => {
    expect(userLanguage({ lang: ['de'] })).toBe('de');
    expect(userLanguage({ lang: ['fr'] })).toBe('fr');
    expect(userLanguage({ lang: ['it'] })).toBe('it');
    expect(userLanguage({ lang: ['es'] })).toBe('en');
    expect(userLanguage({})).toBe('en');
  });
});

describe('newAccountAttributes', () => {
  it('gives a new account its language, avatar f2, 5 free signatures and all notifications', () => {
    expect(FREE_SIGNATURES_AT_SIGN_UP).toBe(5);
    expect(newAccountAttributes({})).toEqual({
      lang: ['en'],
      avatar: ['f2'],
      weak_password: ['false'],
      free_signatures_remaining: ['5'],
      email_notification_level: ['all'],
    });
  });

  it('keeps a trimmed mobile; the register form sends it empty (docs/product.md#calls-auth-user), then none', () => {
    expect(
      newAccountAttributes({ lang: 'de', mobile: ' +41 79 123 45 67 ', avatar: 'm1' }),
    ).toMatchObject({ lang: ['de'], mobile: ['+41 79 123 45 67'], avatar: ['m1'] });
    expect(newAccountAttributes({ mobile: '', avatar: '' })).not.toHaveProperty('mobile');
    expect(newAccountAttributes({ avatar: '' }).avatar).toEqual(['f2']);
  });
});

describe('trimmedMobiles', () => {
  it('trims the numbers it stores', () => {
    expect(trimmedMobiles([' +41 79 123 45 67 '])).toEqual(['+41 79 123 45 67']);
  });

  it('refuses (400) a number the pattern only let through for its spaces, at its pointer', () => {
    expect(() => trimmedMobiles(['+41 79 123 45 67', '+57779 '])).toThrow(
      expect.objectContaining({
        kind: 'invalid_input',
        errors: [
          {
            pointer: '/body/attributes/mobile/1',
            detail: 'is too short once trimmed',
            code: 'pattern',
          },
        ],
      }),
    );
  });
});
