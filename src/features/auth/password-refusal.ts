// The server refuses a weak password with a 422 whose field error names the rule at the password
// (server rules: too_short, too_long, too_common, contains_email, contains_name, too_simple).
// The screen shows that one rule, translated, at the field, instead of the server's English detail
// next to a general alert.
import { ApiError } from '@/lib/api-client';

export const PASSWORD_RULES = [
  'too_short',
  'too_long',
  'too_common',
  'contains_email',
  'contains_name',
  'too_simple',
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

const isRule = (code: unknown): code is PasswordRule =>
  (PASSWORD_RULES as readonly unknown[]).includes(code);

/** The rule a 422 answer refused the password for, if that is what it says. */
export function passwordRefusal(error: unknown, field = 'password'): PasswordRule | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const entry = error.problem?.errors?.find((item) =>
    [`/${field}`, `/body/${field}`].includes(item.pointer),
  );
  if (entry && isRule(entry.code)) return entry.code;
  return isRule(error.problem?.code) ? error.problem?.code : undefined;
}
