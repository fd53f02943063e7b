// The rules of a sign-up besides the password: the names must not be blank once trimmed (400
// pointing at the first blank one), an e-mail has at most one account (409) and is confirmed once
// (409 for a further confirmation). Pure.
import { conflict, invalidInput } from '../../../domain-errors.ts';
import type { PersonNames, UserRow } from '../../user/index.ts';

/** The trimmed names of the sign-up; 400 pointing at the first blank one. */
export function registrationNames(body: PersonNames): PersonNames {
  const names = { firstName: body.firstName.trim(), lastName: body.lastName.trim() };
  if (!names.firstName || !names.lastName) {
    const pointer = names.firstName ? '/body/lastName' : '/body/firstName';
    throw invalidInput('The names must not be blank.', [
      { pointer, detail: 'must not be blank', code: 'blank' },
    ]);
  }
  return names;
}

/** 409 email_taken: the e-mail (in any case) already has an account. */
export const emailTaken = () =>
  conflict('An account with this e-mail already exists.', 'email_taken');

/** 409 email_already_confirmed: a confirmation (link or new mail) for a confirmed e-mail. */
export function assertNotConfirmed(user: Pick<UserRow, 'email_verified'> | undefined): void {
  if (user?.email_verified) {
    throw conflict('This e-mail is already confirmed.', 'email_already_confirmed');
  }
}
