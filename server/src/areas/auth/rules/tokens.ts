// The lifetimes of the auth tokens and what a one-time e-mail token is worth at a given time.
//   session             24 hours, 48 hours with remember (docs/product.md#states-session "token lifetime 24 hours
//                       (48 hours if remember is set)", docs/product.md#constants-timing "Token lifetime 24 h (48 h with
//                       remember)")
//   confirmation link   48 hours (ours: the product gives none), works once
//   reset link          60 minutes (ours), works once
//   identity-e-mail link 48 hours (like the confirmation), works once; it confirms the address it
//                       was mailed to as the account's signer_identity_email
// A new e-mail token of a purpose ends the earlier ones (store/email-tokens.ts). Pure.
import { addSeconds, iso } from '../../../clock.ts';
import type { EmailTokensTable } from '../../../db/schema.ts';
import { conflict, ruleViolated } from '../../../domain-errors.ts';
import type { UserRow } from '../../user/index.ts';
import { assertNotConfirmed } from './registration.ts';

export const SESSION_HOURS = 24;
export const REMEMBER_SESSION_HOURS = 48;
/** Lifetime of the link in the confirmation e-mail. */
export const CONFIRMATION_TOKEN_HOURS = 48;
/** Lifetime of the link in the password-reset e-mail. */
export const RESET_TOKEN_MINUTES = 60;

export type EmailTokenPurpose = EmailTokensTable['purpose'];

/** When a session that starts `now` ends. */
export const sessionExpiry = (now: Date, remember: boolean) =>
  addSeconds(now, (remember ? REMEMBER_SESSION_HOURS : SESSION_HOURS) * 3600);

/** When an e-mail token of the purpose issued `now` stops working. */
export function emailTokenExpiry(purpose: EmailTokenPurpose, now: Date): Date {
  return addSeconds(
    now,
    purpose === 'reset' ? RESET_TOKEN_MINUTES * 60 : CONFIRMATION_TOKEN_HOURS * 3600,
  );
}

/** An e-mail token as the store finds it, with the account it belongs to. */
export interface StoredEmailToken {
  tokenHash: string;
  usedAt: string | null;
  expiresAt: string;
  user: UserRow;
  purpose?: EmailTokenPurpose;
  /** The address an identity_email token confirms. */
  email?: string | null;
}

export type EmailTokenState =
  | { state: 'valid'; tokenHash: string; user: UserRow }
  | { state: 'used' | 'expired'; tokenHash: string; user: UserRow }
  | { state: 'unknown' };

/** What the token of an e-mail link is at `now` (unknown when the store found none). */
export function emailTokenState(found: StoredEmailToken | undefined, now: Date): EmailTokenState {
  if (!found) return { state: 'unknown' };
  const { tokenHash, user } = found;
  if (found.usedAt) return { state: 'used', tokenHash, user };
  if (found.expiresAt <= iso(now)) return { state: 'expired', tokenHash, user };
  return { state: 'valid', tokenHash, user };
}

const INVALID_CONFIRMATION = 'The confirmation link is invalid or has expired. Ask for a new one.';
const INVALID_RESET = 'The reset link is invalid or has expired. Ask for a new one.';

type Unusable = Exclude<EmailTokenState['state'], 'valid'>;
function codeOf(state: Unusable) {
  return state === 'expired' ? 'token_expired' : 'invalid_token';
}

/** 422 for a confirmation link that cannot be used: token_expired, else invalid_token. */
export const invalidConfirmationLink = (state: Unusable) =>
  ruleViolated(INVALID_CONFIRMATION, codeOf(state));

/** 422 for a reset link that cannot be used: token_expired, else invalid_token. */
export const invalidResetLink = (state: Unusable) => ruleViolated(INVALID_RESET, codeOf(state));

/**
 * The confirmation link can confirm its e-mail: 422 invalid_token when unknown, 409
 * email_already_confirmed when the e-mail is confirmed already, else 422 token_expired or
 * invalid_token (used) unless valid.
 */
export function assertConfirmable(
  found: EmailTokenState,
): asserts found is Extract<EmailTokenState, { state: 'valid' }> {
  if (found.state === 'unknown') throw invalidConfirmationLink('unknown');
  assertNotConfirmed(found.user);
  if (found.state !== 'valid') throw invalidConfirmationLink(found.state);
}

/**
 * The address an identity-e-mail link confirms, with its token and account: 422 like a
 * confirmation link (token_expired, else invalid_token) unless it is valid.
 */
export function identityEmailToConfirm(
  found: StoredEmailToken,
  now: Date,
): { tokenHash: string; user: UserRow; email: string } {
  const state = emailTokenState(found, now);
  if (state.state !== 'valid') throw invalidConfirmationLink(state.state);
  if (found.purpose !== 'identity_email' || !found.email) throw invalidConfirmationLink('unknown');
  return { tokenHash: state.tokenHash, user: state.user, email: found.email };
}

/**
 * 409 email_taken when the address an identity-e-mail link confirms is the confirmed login e-mail
 * of another account: the address is that account's (both would otherwise claim the same
 * requests). An unconfirmed login e-mail proves nothing and does not stand in the way.
 */
export function assertIdentityEmailFree(
  holder: Pick<UserRow, 'id' | 'email_verified'> | undefined,
  user: Pick<UserRow, 'id'>,
): void {
  if (holder && holder.email_verified === 1 && holder.id !== user.id) {
    throw conflict('This e-mail is the login of another account.', 'email_taken');
  }
}
