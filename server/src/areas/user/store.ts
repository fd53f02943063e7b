// The users rows and what a user owns, in the database: every query of the user area. Answers
// plain records (UserRow); the rules that decide what to write are in ./rules/.
import { sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { prepared } from '../../db/prepared.ts';
import { iso, systemClock, type Clock } from '../../clock.ts';
import {
  readAttributes,
  withAttributes,
  type StoredAttributes,
  type UserRow,
} from './rules/attributes.ts';
import { normalizeEmail } from './rules/account.ts';
import type { Profile } from './rules/account.ts';
import type { Schemas } from '../handler.ts';
import { inTransaction } from '../../db/transaction.ts';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', normalizeEmail(email)))
    .executeTakeFirst();
}

// Compiled once: every operation acting as the logged-in user reads its row (db/prepared.ts).
const userById = prepared((db, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id),
);

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return (await userById(db, id))[0];
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

/** Writes the names, attributes and (when given) signature defaults; answers the new row. */
export async function updateProfile(
  db: Db,
  userId: string,
  profile: Profile & { signatureDefaults?: Schemas['UserSignatureDefaults'] },
  now: Date,
): Promise<UserRow> {
  await db
    .updateTable('users')
    .set({
      first_name: profile.firstName,
      last_name: profile.lastName,
      attributes: JSON.stringify(profile.attributes),
      ...(profile.signatureDefaults
        ? { signature_defaults: JSON.stringify(profile.signatureDefaults) }
        : {}),
      updated_at: iso(now),
    })
    .where('id', '=', userId)
    .execute();
  return (await findUserById(db, userId))!;
}

/** Stores the user's referral token (one per user: a new one replaces the previous). */
export async function saveReferralToken(
  db: Db,
  userId: string,
  token: string,
  expiresAt: string,
): Promise<void> {
  await db
    .insertInto('referral_tokens')
    .values({ user_id: userId, token, expires_at: expiresAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ token, expires_at: expiresAt }))
    .execute();
}

export interface Contact {
  email: string;
  name: string;
}

/**
 * The user's own contacts (table contacts, filled by the signature requests) whose e-mail or
 * lower-cased name is LIKE `pattern` (escape character backslash), most used first.
 */
export async function searchContacts(
  db: Db,
  userId: string,
  pattern: string,
  limit: number,
): Promise<Contact[]> {
  const rows = await db
    .selectFrom('contacts')
    .select(['email', 'name'])
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('email')} like ${pattern} escape '\\'`,
        sql<boolean>`lower(${eb.ref('name')}) like ${pattern} escape '\\'`,
      ]),
    )
    .orderBy('use_count', 'desc')
    .orderBy('last_used_at', 'desc')
    .orderBy('email')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ email: row.email, name: row.name }));
}

/**
 * Deletes the account; everything it owns goes with it by the foreign keys (sessions, tokens,
 * documents, visual signatures…). Answers the storage keys of the bytes it owned (documents,
 * their cached page images, signature images), read in the same transaction, for the caller
 * to delete from the storage (which cannot list folders).
 */
export async function deleteAccount(db: Db, userId: string): Promise<string[]> {
  return inTransaction(db, async (trx) => {
    const documents = await trx
      .selectFrom('documents')
      .select(['storage_key', 'signed_storage_key'])
      .where('owner_id', '=', userId)
      .execute();
    const images = await trx
      .selectFrom('visual_signatures')
      .select('image_key')
      .where('user_id', '=', userId)
      .execute();
    // Cached page images (index of migration 0003).
    const pages = await trx
      .selectFrom('rendered_pages')
      .innerJoin('documents', 'documents.id', 'rendered_pages.document_id')
      .select('rendered_pages.storage_key')
      .where('documents.owner_id', '=', userId)
      .execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return [
      ...documents.flatMap((d) => [d.storage_key, d.signed_storage_key]),
      ...images.map((i) => i.image_key),
      ...pages.map((p) => p.storage_key),
    ].filter((key): key is string => Boolean(key));
  });
}
