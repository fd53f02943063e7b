// Every query of the visual-signatures area: the visual_signatures rows of a user (the default
// flag moves in one transaction with the save, under the quota) and the user columns a
// signature's owner is made from. Plain records in and out.
import type { Db } from '../../db/connect.ts';
import type { VisualSignaturesTable } from '../../db/schema.ts';
import type { OwnerRecord } from './to-contract.ts';
import { checkSignatureQuota, defaultFlag } from './rules/data.ts';
import { inTransaction } from '../../db/transaction.ts';

export type SignatureRow = VisualSignaturesTable;

export function findOwnerRecord(db: Db, userId: string): Promise<OwnerRecord | undefined> {
  return db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'attributes', 'signature_defaults'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function listSignatureRows(db: Db, userId: string): Promise<SignatureRow[]> {
  return db
    .selectFrom('visual_signatures')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findSignatureRow(
  db: Db,
  userId: string,
  signatureId: string,
): Promise<SignatureRow | undefined> {
  return db
    .selectFrom('visual_signatures')
    .selectAll()
    .where('id', '=', signatureId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findDefaultRow(db: Db, userId: string): Promise<SignatureRow | undefined> {
  return db
    .selectFrom('visual_signatures')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .executeTakeFirst();
}

export interface SignatureWrite {
  userId: string;
  id: string;
  /** true: insert a new row (under the quota); false: update the user's row `id`. */
  isNew: boolean;
  /** The `data` JSON. */
  data: string;
  /** See defaultFlag (rules/data.ts). */
  makeDefault?: boolean;
  now: string;
}

/**
 * Inserts or updates a signature and moves the default flag as defaultFlag says, in one
 * transaction (a new one is refused beyond the quota, checkSignatureQuota).
 */
export async function writeSignature(db: Db, write: SignatureWrite): Promise<void> {
  const { userId, id, now } = write;
  await inTransaction(db, async (trx) => {
    // Serialise the user's writes: an UPDATE takes the user row's lock on PostgreSQL (SQLite
    // runs one transaction at a time anyway), so two saves cannot both see "no default yet" or
    // both pass the quota.
    await trx.updateTable('users').set({ id: userId }).where('id', '=', userId).execute();
    const current = await trx
      .selectFrom('visual_signatures')
      .select('id')
      .where('user_id', '=', userId)
      .where('is_default', '=', 1)
      .executeTakeFirst();
    if (write.isNew) {
      const { count } = await trx
        .selectFrom('visual_signatures')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      checkSignatureQuota(Number(count));
    }
    const flag = defaultFlag({
      makeDefault: write.makeDefault,
      isNew: write.isNew,
      userHasDefault: current !== undefined,
    });
    if (flag === true && current && current.id !== id) {
      await trx
        .updateTable('visual_signatures')
        .set({ is_default: 0, updated_at: now })
        .where('id', '=', current.id)
        .execute();
    }
    if (write.isNew) {
      await trx
        .insertInto('visual_signatures')
        .values({
          id,
          user_id: userId,
          data: write.data,
          is_default: flag ? 1 : 0,
          image_key: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    } else {
      await trx
        .updateTable('visual_signatures')
        .set({
          data: write.data,
          updated_at: now,
          ...(flag === undefined ? {} : { is_default: flag ? 1 : 0 }),
        })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    }
  });
}

export async function updateImageKey(
  db: Db,
  signatureId: string,
  key: string | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('visual_signatures')
    .set({ image_key: key, updated_at: now })
    .where('id', '=', signatureId)
    .execute();
}

export async function deleteSignatureRow(db: Db, signatureId: string): Promise<void> {
  await db.deleteFrom('visual_signatures').where('id', '=', signatureId).execute();
}
