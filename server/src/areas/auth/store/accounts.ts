// Accounts in the database, as far as auth changes them: creation with a free username, the
// credentials (password, confirmed e-mail) and the last login. A change that consumes a one-time
// token or ends sessions runs in one transaction with them, so it happens whole or not at all.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/connect.ts';
import { iso } from '../../../clock.ts';
import {
  findUserByEmail,
  findUserById,
  identityEmailAttributes,
  normalizeEmail,
  readAttributes,
  usernameFor,
  withAttributes,
  type StoredAttributes,
  type UserRow,
} from '../../user/index.ts';
import { consumeEmailToken } from './email-tokens.ts';
import { revokeUserSessions } from './sessions.ts';
import { inTransaction } from '../../../db/transaction.ts';

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

const idTaken = async (db: Db, id: string) =>
  Boolean(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst());

/**
 * Creates the account with a username from the e-mail's local part (a suffix "-2", "-3"… when it
 * is taken). Throws EmailTakenError when the e-mail has an account, also when a concurrent
 * registration wins the race (the unique index decides).
 */
export async function createAccount(db: Db, account: NewAccount, now: Date): Promise<UserRow> {
  const email = normalizeEmail(account.email);
  if (await findUserByEmail(db, email)) throw new EmailTakenError();
  const at = iso(now);
  for (let n = 1; n <= 50; n++) {
    const id =
      n <= 20 ? usernameFor(email, n) : `${usernameFor(email)}-${randomUUID().slice(0, 8)}`;
    if (await idTaken(db, id)) continue;
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
          created_at: at,
          updated_at: at,
          last_login_at: null,
        })
        .execute();
    } catch (error) {
      // A unique violation: the e-mail (concurrent registration) or the id (retry with the next).
      if (await findUserByEmail(db, email)) throw new EmailTakenError();
      if (await idTaken(db, id)) continue;
      throw error;
    }
    return (await findUserById(db, id))!;
  }
  throw new Error(`no free username for ${email}`);
}

export async function recordLogin(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ last_login_at: iso(now) })
    .where('id', '=', userId)
    .execute();
}

export interface NewPassword {
  passwordHash: string;
  /** The user's attributes after the change (weak_password cleared). */
  attributes: StoredAttributes;
}

/** Sets the password and ends the user's other sessions (the caller's `keepTokenHash` stays). */
export async function changePassword(
  db: Db,
  userId: string,
  change: NewPassword,
  keepTokenHash: string,
  now: Date,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({
        password_hash: change.passwordHash,
        attributes: JSON.stringify(change.attributes),
        updated_at: iso(now),
      })
      .where('id', '=', userId)
      .execute();
    await revokeUserSessions(trx, userId, keepTokenHash, now);
  });
}

/**
 * Consumes the reset token, sets the password, confirms the e-mail (the link proves the user
 * reads it) and ends every session; false (nothing changed) when the token was used meanwhile.
 */
export async function resetPasswordWithToken(
  db: Db,
  tokenHash: string,
  userId: string,
  change: NewPassword,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await consumeEmailToken(trx, tokenHash, now))) return false;
    await trx
      .updateTable('users')
      .set({
        password_hash: change.passwordHash,
        email_verified: 1,
        attributes: JSON.stringify(change.attributes),
        updated_at: iso(now),
      })
      .where('id', '=', userId)
      .execute();
    await revokeUserSessions(trx, userId, undefined, now);
    return true;
  });
}

/** Consumes the confirmation token and confirms the e-mail; false when it was used meanwhile. */
export async function confirmEmailWithToken(
  db: Db,
  tokenHash: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await consumeEmailToken(trx, tokenHash, now))) return false;
    await trx
      .updateTable('users')
      .set({ email_verified: 1, updated_at: iso(now) })
      .where('id', '=', userId)
      .execute();
    return true;
  });
}

/**
 * Consumes the identity-e-mail token and makes `email` the account's verified signer identity
 * e-mail; false when the token was used meanwhile.
 */
export async function confirmIdentityEmailWithToken(
  db: Db,
  tokenHash: string,
  userId: string,
  email: string,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await consumeEmailToken(trx, tokenHash, now))) return false;
    const user = await findUserById(trx, userId);
    if (!user) return false;
    const attributes = withAttributes(readAttributes(user), identityEmailAttributes(email));
    await trx
      .updateTable('users')
      .set({ attributes: JSON.stringify(attributes), updated_at: iso(now) })
      .where('id', '=', userId)
      .execute();
    return true;
  });
}
