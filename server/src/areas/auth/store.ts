// Accounts, sessions and one-time e-mail tokens in the database. Tokens (sessions, confirmation,
// reset) are random and only their SHA-256 is stored (tokens.ts); every one-time token is consumed
// by one conditional UPDATE, so it works once even when two requests race.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connect.ts';
import type { EmailTokensTable } from '../../db/schema.ts';
import { addSeconds, iso, systemClock, type Clock } from '../../clock.ts';
import { hashToken, newToken } from '../../security/tokens.ts';
import {
  normalizeEmail,
  readAttributes,
  usernameFor,
  withAttributes,
  type StoredAttributes,
  type UserRow,
} from '../user/index.ts';

/** Seed 000 §4/§9: "token lifetime 24 hours (48 hours if remember is set)". */
export const SESSION_HOURS = 24;
export const REMEMBER_SESSION_HOURS = 48;
/** Lifetime of the link in the confirmation e-mail. */
export const CONFIRMATION_TOKEN_HOURS = 48;
/** Lifetime of the link in the password-reset e-mail. */
export const RESET_TOKEN_MINUTES = 60;

export type EmailTokenPurpose = EmailTokensTable['purpose'];

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', normalizeEmail(email)))
    .executeTakeFirst();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this e-mail already exists.');
  }
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  attributes: StoredAttributes;
}

/**
 * Creates the account with a username from the e-mail's local part (a suffix "-2", "-3"… when it
 * is taken). Throws EmailTakenError when the e-mail has an account, also when a concurrent
 * registration wins the race (the unique index decides).
 */
export async function createAccount(
  db: Db,
  account: NewAccount,
  clock: Clock = systemClock,
): Promise<UserRow> {
  const email = normalizeEmail(account.email);
  if (await findUserByEmail(db, email)) throw new EmailTakenError();
  const now = iso(clock.now());
  for (let n = 1; n <= 50; n++) {
    const id =
      n <= 20 ? usernameFor(email, n) : `${usernameFor(email)}-${randomUUID().slice(0, 8)}`;
    const taken = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    if (taken) continue;
    try {
      await db
        .insertInto('users')
        .values({
          id,
          email,
          password_hash: account.passwordHash,
          first_name: account.firstName.trim(),
          last_name: account.lastName.trim(),
          email_verified: 0,
          has_sso: 0,
          retention: null,
          attributes: JSON.stringify(account.attributes),
          qualities: JSON.stringify(['ses:any']),
          disabled_qualities: '[]',
          created_at: now,
          updated_at: now,
          last_login_at: null,
        })
        .execute();
    } catch (error) {
      // A unique violation: the e-mail (concurrent registration) or the id (retry with the next).
      if (await findUserByEmail(db, email)) throw new EmailTakenError();
      const idNowTaken = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (idNowTaken) continue;
      throw error;
    }
    return (await findUserById(db, id))!;
  }
  throw new Error(`no free username for ${email}`);
}

/** Reads, changes and writes the user's attributes; returns the new attributes. */
export async function updateAttributes(
  db: Db,
  user: UserRow,
  changes: Record<string, string[] | undefined>,
  clock: Clock = systemClock,
): Promise<StoredAttributes> {
  const next = withAttributes(readAttributes(user), changes);
  await db
    .updateTable('users')
    .set({ attributes: JSON.stringify(next), updated_at: iso(clock.now()) })
    .where('id', '=', user.id)
    .execute();
  return next;
}

// Sessions

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Db,
  userId: string,
  remember: boolean,
  clock: Clock = systemClock,
): Promise<IssuedSession> {
  const now = clock.now();
  const hours = remember ? REMEMBER_SESSION_HOURS : SESSION_HOURS;
  const expiresAt = addSeconds(now, hours * 3600);
  const token = newToken();
  // Housekeeping: the user's sessions that can no longer be used.
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<=', iso(now)), eb('revoked_at', 'is not', null)]))
    .execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: iso(now),
      expires_at: iso(expiresAt),
      revoked_at: null,
    })
    .execute();
  return { token, expiresAt };
}

export async function revokeSession(db: Db, tokenHash: string, clock: Clock = systemClock) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: iso(clock.now()) })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every session of the user, except `keepTokenHash` (the caller's own) if given. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  keepTokenHash?: string,
  clock: Clock = systemClock,
) {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: iso(clock.now()) })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
}

// One-time e-mail tokens

/** A new token for the purpose; earlier unused tokens of the same purpose stop working. */
export async function issueEmailToken(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  lifetimeSeconds: number,
  clock: Clock = systemClock,
): Promise<string> {
  const now = clock.now();
  await db
    .updateTable('email_tokens')
    .set({ used_at: iso(now) })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  const token = newToken();
  await db
    .insertInto('email_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      created_at: iso(now),
      expires_at: iso(addSeconds(now, lifetimeSeconds)),
      used_at: null,
    })
    .execute();
  return token;
}

export type EmailTokenState =
  | { state: 'valid'; tokenHash: string; user: UserRow }
  | { state: 'used' | 'expired'; tokenHash: string; user: UserRow }
  | { state: 'unknown' };

/** What a token of the e-mail link is, without consuming it. */
export async function inspectEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
  clock: Clock = systemClock,
): Promise<EmailTokenState> {
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('email_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return { state: 'unknown' };
  const user = await findUserById(db, row.user_id);
  if (!user) return { state: 'unknown' };
  if (row.used_at) return { state: 'used', tokenHash, user };
  if (row.expires_at <= iso(clock.now())) return { state: 'expired', tokenHash, user };
  return { state: 'valid', tokenHash, user };
}

/** Marks the token used; false when it was used (or expired) in the meantime. */
export async function consumeEmailToken(
  db: Db,
  tokenHash: string,
  clock: Clock = systemClock,
): Promise<boolean> {
  const now = iso(clock.now());
  const result = await db
    .updateTable('email_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
