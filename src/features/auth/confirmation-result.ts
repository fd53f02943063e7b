// What the answer of POST /v1/valid-confirmation means for the person who opened the link: the
// contract answers 409 for an e-mail already confirmed and 422 for an invalid, used or expired
// token (the reference server names them with the codes token_expired and invalid_token).
import { ApiError } from '@/lib/api-client';

export type ConfirmationResult =
  'confirmed' | 'alreadyConfirmed' | 'expired' | 'invalid' | 'missing' | 'failed';

export function confirmationResult(error: unknown): ConfirmationResult {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 409) return 'alreadyConfirmed';
  if (error.status === 422 || error.status === 400) {
    return error.problem?.code === 'token_expired' ? 'expired' : 'invalid';
  }
  return 'failed';
}

/** A new link helps with these results (not once the e-mail is confirmed). */
export const canRequestNewLink = (result: ConfirmationResult) =>
  result === 'expired' || result === 'invalid' || result === 'missing' || result === 'failed';

/**
 * The login address with the e-mail prefilled when it is known (docs/product.md#screens-navigation `email` query), and
 * where to go after it (`redirect`: the invitation the sign-up started from).
 */
export function loginHref(email: string | undefined, redirect?: string): string {
  const query = new URLSearchParams();
  if (email) query.set('email', email);
  if (redirect) query.set('redirect', redirect);
  const search = query.toString();
  return search ? `/login?${search}` : '/login';
}
