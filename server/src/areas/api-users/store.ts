// Every query of the API users: the api_users row with its users row (made and removed together
// in one transaction), the secret hash, and the lookups of the token exchange.
import type { Db } from '../../db/connect.ts';
import type { ApiUsersTable } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';

export type ApiUserRow = ApiUsersTable;

export interface NewApiUser {
  username: string;
  email: string;
  businessId: string;
  description: string;
  secretHash: string;
  /** Hash of a random value nobody knows: the users row cannot log in by password. */
  unusablePasswordHash: string;
  /** First and last name of the users row (what other parties see as the sender). */
  firstName: string;
  lastName: string;
  at: string;
}

export async function usernameTaken(db: Db, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', username)
    .executeTakeFirst();
  return row !== undefined;
}

/** The users row and the api_users row, together. */
export async function insertApiUser(db: Db, user: NewApiUser): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id: user.username,
        email: user.email,
        password_hash: user.unusablePasswordHash,
        first_name: user.firstName,
        last_name: user.lastName,
        email_verified: 1,
        has_sso: 0,
        retention: null,
        attributes: '{}',
        qualities: JSON.stringify(['ses:any']),
        disabled_qualities: '[]',
        created_at: user.at,
        updated_at: user.at,
        last_login_at: null,
      })
      .execute();
    await trx
      .insertInto('api_users')
      .values({
        username: user.username,
        business_id: user.businessId,
        description: user.description,
        secret_hash: user.secretHash,
        created_at: user.at,
        secret_changed_at: user.at,
        deleted_at: null,
      })
      .execute();
  });
}

export function listApiUsersOf(db: Db, businessId: string): Promise<ApiUserRow[]> {
  return db
    .selectFrom('api_users')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('username')
    .execute();
}

/** A live (not deleted) API user. */
export function findApiUser(db: Db, username: string): Promise<ApiUserRow | undefined> {
  return db
    .selectFrom('api_users')
    .selectAll()
    .where('username', '=', username)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function setDescription(db: Db, username: string, description: string) {
  await db.updateTable('api_users').set({ description }).where('username', '=', username).execute();
}

/**
 * Replaces the secret and revokes every session of the API user in one transaction: the old
 * secret and the tokens it gave stop working together.
 */
export async function replaceSecret(db: Db, username: string, secretHash: string, at: string) {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('api_users')
      .set({ secret_hash: secretHash, secret_changed_at: at })
      .where('username', '=', username)
      .execute();
    await revokeSessions(trx, username, at);
  });
}

/**
 * Deletes the API user: marked deleted with its secret hash replaced by an unusable one, and its
 * sessions revoked. The rows stay: the requests it sent remain the business's.
 */
export async function markApiUserDeleted(
  db: Db,
  username: string,
  unusableHash: string,
  at: string,
) {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('api_users')
      .set({ deleted_at: at, secret_hash: unusableHash, secret_changed_at: at })
      .where('username', '=', username)
      .execute();
    await revokeSessions(trx, username, at);
  });
}

async function revokeSessions(db: Db, userId: string, at: string) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Usernames of every API user the business ever had, deleted ones included: the senders whose
 * requests are the business's (activity).
 */
export async function apiUsernamesOf(db: Db, businessId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('api_users')
    .select('username')
    .where('business_id', '=', businessId)
    .execute();
  return rows.map((row) => row.username);
}

/** Number of live API users of the business (its statistics). */
export async function countApiUsers(db: Db, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('api_users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('business_id', '=', businessId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
