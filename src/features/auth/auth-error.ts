// General messages for auth errors the Problem's own text would leave untranslated; field errors
// (`errors[]` with pointers) are shown on their fields by the schema form.
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** The translated message for `status`s the screen names, or for 429; undefined otherwise. */
export function authErrorMessage(
  error: unknown,
  t: TFunction,
  byStatus: Partial<Record<number, string>> = {},
): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const key =
    byStatus[error.status] ?? (error.status === 429 ? 'error.tooManyAttempts' : undefined);
  return key && t(key, { ns: 'auth' });
}
