// Our password rules (docs/product.md#validation-password: "Password validity is checked by the server: the answer gives
// validPassword and an error code"). Checked in this order, the first failing rule gives the code:
//   too_short      fewer than MIN_LENGTH characters
//   too_long       more than MAX_LENGTH characters
//   too_common     on the list of common/breached passwords of common-passwords.ts, also when
//                  only digits and symbols are added around such a word ("Passwort2026!")
//   contains_email contains the e-mail, or a part of its local part of 4+ characters
//                  ("anna.meier@…" → "anna", "meier")
//   contains_name  contains the first or last name (4+ characters) of the user
//   too_simple     fewer than 5 different characters, or only one character class (lower, upper,
//                  digit, other) below 16 characters (long passphrases of one class are fine)
// Pure: register, change-password and reset-password refuse a password with a 422 that names the
// rule (assertAcceptablePassword); login only flags a stored password that has become weak.
import { ruleViolated } from '../../../domain-errors.ts';
import { flag, readAttributes, type UserRow } from '../../user/index.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const MIN_LENGTH = 8;
export const MAX_LENGTH = 128;

export type PasswordErrorCode =
  'too_short' | 'too_long' | 'too_common' | 'contains_email' | 'contains_name' | 'too_simple';

export interface PasswordContext {
  email?: string;
  firstName?: string;
  lastName?: string;
}

let common: Set<string> | undefined;

/** The common-password list (lower-case). */
export function commonPasswords(): Set<string> {
  common ??= new Set(COMMON_PASSWORDS.split(/\s+/).filter(Boolean));
  return common;
}

const length = (value: string) => [...value].length;

function isCommon(lower: string): boolean {
  const list = commonPasswords();
  if (list.has(lower)) return true;
  // The classic decoration of a common word: digits and symbols before or after it.
  const core = lower.replace(/^[\d\W_]+/u, '').replace(/[\d\W_]+$/u, '');
  return core.length >= 4 && core !== lower && list.has(core);
}

function parts(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => length(part) >= 4);
}

function containsEmail(lower: string, email: string | undefined): boolean {
  if (!email) return false;
  const address = email.toLowerCase();
  if (lower.includes(address)) return true;
  return parts(address.split('@')[0]).some((part) => lower.includes(part));
}

function characterClasses(password: string): number {
  return [/\p{Ll}/u, /\p{Lu}/u, /\p{N}/u, /[^\p{L}\p{N}]/u].filter((re) => re.test(password))
    .length;
}

/** The first rule the password breaks, or undefined when it is acceptable. */
export function checkPassword(
  password: string,
  context: PasswordContext = {},
): PasswordErrorCode | undefined {
  const size = length(password);
  if (size < MIN_LENGTH) return 'too_short';
  if (size > MAX_LENGTH) return 'too_long';
  const lower = password.toLowerCase();
  if (isCommon(lower)) return 'too_common';
  if (containsEmail(lower, context.email)) return 'contains_email';
  if ([...parts(context.firstName), ...parts(context.lastName)].some((n) => lower.includes(n))) {
    return 'contains_name';
  }
  if (new Set(password).size < 5) return 'too_simple';
  if (characterClasses(password) < 2 && size < 16) return 'too_simple';
  return undefined;
}

export const PASSWORD_MESSAGES: Record<PasswordErrorCode, string> = {
  too_short: `The password must have at least ${MIN_LENGTH} characters.`,
  too_long: `The password must have at most ${MAX_LENGTH} characters.`,
  too_common: 'The password is too common.',
  contains_email: 'The password must not contain the e-mail address.',
  contains_name: 'The password must not contain your name.',
  too_simple: 'The password is too simple: mix letters, digits or symbols.',
};

/** What the password of an existing account must not contain: its e-mail and names. */
export const passwordContextOf = (
  user: Pick<UserRow, 'email' | 'first_name' | 'last_name'>,
): PasswordContext => ({ email: user.email, firstName: user.first_name, lastName: user.last_name });

/** 422 with the rule's code and a pointer to the field when the password breaks a rule. */
export function assertAcceptablePassword(
  password: string,
  context: PasswordContext,
  pointer: string,
): void {
  const code = checkPassword(password, context);
  if (code) {
    throw ruleViolated(PASSWORD_MESSAGES[code], code, [
      { pointer, detail: PASSWORD_MESSAGES[code], code },
    ]);
  }
}

/**
 * The attribute change that keeps weak_password in step with today's rules after a successful
 * login (the password may have become weak since it was set: stricter rules, a longer common
 * list; the flag forces the change-password page), or undefined when the flag is already right.
 */
export function weakPasswordChange(
  user: Pick<UserRow, 'email' | 'first_name' | 'last_name' | 'attributes'>,
  password: string,
): { weak_password: string[] } | undefined {
  const weak = flag(Boolean(checkPassword(password, passwordContextOf(user))));
  return readAttributes(user).weak_password?.[0] === weak[0] ? undefined : { weak_password: weak };
}
