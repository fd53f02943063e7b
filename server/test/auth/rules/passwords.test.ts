// The password rules of auth/rules/passwords.ts, without a database. docs/product.md#validation-password: "Password
// validity is checked by the server: the answer gives validPassword and an error code"; the
// codes, their order and the limits (8 to 128 characters) are ours.
import { describe, expect, it } from 'vitest';
import {
  assertAcceptablePassword,
  checkPassword,
  commonPasswords,
  MAX_LENGTH,
  MIN_LENGTH,
  PASSWORD_MESSAGES,
  passwordContextOf,
  weakPasswordChange,
} from '../../../src/areas/auth/rules/passwords.ts';
import { parts, thrown } from '../thrown.ts';

const anna = {
  email: 'anna.meier@muster-treuhand.ch',
  first_name: 'Anna',
  last_name: 'Meier',
};

describe('password rules', () => {
  it('ships a list of a few hundred common passwords', () => {
    expect(commonPasswords().size).toBeGreaterThan(300);
    expect(commonPasswords().has('123456')).toBe(true);
    expect(commonPasswords().has('passwort')).toBe(true);
  });

  it('keeps the common list in lower case, without comments or blanks', () => {
    const list = [...commonPasswords()];
    expect(list.every((entry) => entry === entry.toLowerCase() && /^\S+$/.test(entry))).toBe(true);
    expect(list.some((entry) => entry.startsWith('#'))).toBe(false);
  });

  it.each([
    ['short1!', {}, 'too_short'],
    ['x'.repeat(129), {}, 'too_long'],
    ['password123', {}, 'too_common'],
    ['Passwort2026!', {}, 'too_common'],
    ['QWERTZUIOP', {}, 'too_common'],
    ['anna2026!x', { email: 'anna.meier@muster-treuhand.ch' }, 'contains_email'],
    [
      'xx-anna.meier@muster-treuhand.ch',
      { email: 'anna.meier@muster-treuhand.ch' },
      'contains_email',
    ],
    ['Meier-Zurich-7', { firstName: 'Anna', lastName: 'Meier' }, 'contains_name'],
    ['aaaaabbbbb', {}, 'too_simple'],
    ['zuerichberg', {}, 'too_simple'],
    ['Zurich-Treuhand-2026!', { email: 'anna.meier@muster-treuhand.ch' }, undefined],
    ['correct horse battery staple', {}, undefined],
    ['zürichbergstrasse', {}, undefined],
  ] as const)('%s → %s', (password, context, code) => {
    expect(checkPassword(password, context)).toBe(code);
  });

  it('accepts 8 to 128 characters, counting characters and not bytes', () => {
    expect([MIN_LENGTH, MAX_LENGTH]).toEqual([8, 128]);
    expect(checkPassword('Zü-7Bern')).toBeUndefined();
    expect(checkPassword('Zü-7Ber')).toBe('too_short');
    const longest = 'Zurich-Treuhand-2026!'.repeat(7).slice(0, 128);
    expect(checkPassword(longest)).toBeUndefined();
    expect(checkPassword(`${longest}x`)).toBe('too_long');
  });

  it('checks the rules in order: the first broken one gives the code', () => {
    // Common and containing the name: too_common comes first.
    expect(checkPassword('sommer2026!', { firstName: 'Sommer' })).toBe('too_common');
    // Containing the e-mail part and the name: contains_email comes first.
    expect(checkPassword('Meier-Berg-77', { email: 'meier@x.ch', lastName: 'Meier' })).toBe(
      'contains_email',
    );
    // Name parts shorter than 4 characters do not count.
    expect(checkPassword('Li-Zurich-Berg-7', { firstName: 'Li' })).toBeUndefined();
  });

  it('lets long passphrases of one character class pass from 16 characters', () => {
    expect(checkPassword('zuerichbergbahn')).toBe('too_simple');
    expect(checkPassword('zuerichbergbahnx')).toBeUndefined();
  });

  it('has a message per code', () => {
    expect(PASSWORD_MESSAGES).toEqual({
      too_short: 'The password must have at least 8 characters.',
      too_long: 'The password must have at most 128 characters.',
      too_common: 'The password is too common.',
      contains_email: 'The password must not contain the e-mail address.',
      contains_name: 'The password must not contain your name.',
      too_simple: 'The password is too simple: mix letters, digits or symbols.',
    });
  });
});

describe('passwordContextOf', () => {
  it('takes the e-mail and the names of a users row', () => {
    expect(passwordContextOf(anna)).toEqual({
      email: 'anna.meier@muster-treuhand.ch',
      firstName: 'Anna',
      lastName: 'Meier',
    });
  });
});

describe('assertAcceptablePassword', () => {
  it('passes an acceptable password', () => {
    expect(() =>
      assertAcceptablePassword('Zurich-Treuhand-2026!', passwordContextOf(anna), '/body/new'),
    ).not.toThrow();
  });

  it('answers the rule as a 422 with its code and a pointer to the field', () => {
    const error = thrown(() =>
      assertAcceptablePassword('Meier-Zurich-7', passwordContextOf(anna), '/body/password'),
    );
    expect(parts(error)).toEqual({
      kind: 'rule_violated',
      code: 'contains_email',
      detail: 'The password must not contain the e-mail address.',
      errors: [
        {
          pointer: '/body/password',
          detail: 'The password must not contain the e-mail address.',
          code: 'contains_email',
        },
      ],
    });
  });
});

describe('weakPasswordChange', () => {
  const user = (weak?: string) => ({
    ...anna,
    attributes: JSON.stringify(weak ? { weak_password: [weak] } : {}),
  });

  it('flags a password that breaks today’s rules, once', () => {
    expect(weakPasswordChange(user('false'), 'password123')).toEqual({
      weak_password: ['true'],
    });
    expect(weakPasswordChange(user('true'), 'password123')).toBeUndefined();
  });

  it('clears the flag for a password that passes, and sets it when missing', () => {
    expect(weakPasswordChange(user('true'), 'Zurich-Treuhand-2026!')).toEqual({
      weak_password: ['false'],
    });
    expect(weakPasswordChange(user('false'), 'Zurich-Treuhand-2026!')).toBeUndefined();
    expect(weakPasswordChange(user(), 'Zurich-Treuhand-2026!')).toEqual({
      weak_password: ['false'],
    });
  });

  it('counts the account’s own e-mail and names', () => {
    expect(weakPasswordChange(user('false'), 'Anna-Zurich-2026!')).toEqual({
      weak_password: ['true'],
    });
  });
});
