// The sign-up rules of auth/rules/registration.ts besides the password, without a database.
import { describe, expect, it } from 'vitest';
import {
  assertNotConfirmed,
  emailTaken,
  registrationNames,
} from '../../../src/areas/auth/rules/registration.ts';
import { parts, thrown } from '../thrown.ts';

describe('registrationNames', () => {
  it('trims the names', () => {
    expect(registrationNames({ firstName: ' Anna ', lastName: 'Meier\t' })).toEqual({
      firstName: 'Anna',
      lastName: 'Meier',
    });
  });

  it('answers 400 pointing at the first blank name', () => {
    expect(parts(thrown(() => registrationNames({ firstName: '  ', lastName: '' })))).toEqual({
      kind: 'invalid_input',
      code: 'validation_failed',
      detail: 'The names must not be blank.',
      errors: [{ pointer: '/body/firstName', detail: 'must not be blank', code: 'blank' }],
    });
    expect(thrown(() => registrationNames({ firstName: 'Anna', lastName: ' ' })).errors).toEqual([
      { pointer: '/body/lastName', detail: 'must not be blank', code: 'blank' },
    ]);
  });
});

describe('emailTaken', () => {
  it('is a 409 email_taken', () => {
    expect(parts(emailTaken())).toEqual({
      kind: 'conflict',
      code: 'email_taken',
      detail: 'An account with this e-mail already exists.',
    });
  });
});

describe('assertNotConfirmed', () => {
  it('passes an unconfirmed or unknown account, refuses a confirmed one with 409', () => {
    expect(() => assertNotConfirmed(undefined)).not.toThrow();
    expect(() => assertNotConfirmed({ email_verified: 0 })).not.toThrow();
    expect(parts(thrown(() => assertNotConfirmed({ email_verified: 1 })))).toEqual({
      kind: 'conflict',
      code: 'email_already_confirmed',
      detail: 'This e-mail is already confirmed.',
    });
  });
});
