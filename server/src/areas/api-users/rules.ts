// Rules of API users' names and secrets (pure). An API user's username is made from its
// business's name ("api-" and up to 40 letters, digits and hyphens of the name, then a random
// suffix), so an admin recognises it among the senders of requests, and it is a valid Username
// (the id of its users row). The secret is 24 random bytes (32 characters of base64url, 192 bits):
// far beyond guessing, so the scrypt hash guards only against a leaked table.
export const SECRET_BYTES = 24;
/** The suffix that makes a username unique: 8 hex characters. */
export const SUFFIX_BYTES = 4;
const NAME_PART_MAX = 40;
/** The e-mail of an API user's users row: a reserved domain no mail reaches (RFC 2606). */
export const API_USER_EMAIL_DOMAIN = 'api-users.invalid';

/** The base of usernames for a business name: "api-muster-treuhand-ag". */
export function usernameBase(businessName: string): string {
  const slug = businessName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, NAME_PART_MAX)
    .replace(/-+$/g, '');
  return slug ? `api-${slug}` : 'api';
}

/** A username from the base and a random hex suffix ("api-muster-treuhand-ag-3f9a1c07"). */
export const apiUsername = (businessName: string, suffixHex: string) =>
  `${usernameBase(businessName)}-${suffixHex}`;

/** The users-row e-mail of an API user (never used to send mail or to log in). */
export const apiUserEmail = (username: string) => `${username}@${API_USER_EMAIL_DOMAIN}`;

/** True for the e-mail of an API user's account (mails to it are never sent). */
export const isApiUserEmail = (email: string) =>
  email.toLowerCase().endsWith(`@${API_USER_EMAIL_DOMAIN}`);
