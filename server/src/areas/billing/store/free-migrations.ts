// The legacy free users' acknowledgements of the move to the new free plan (migration 0044).
import type { Db } from '../../../db/connect.ts';

export interface FreeMigrationRow {
  user_id: string;
  choice: string;
  acknowledged_at: string;
}

export const findFreeMigration = (db: Db, userId: string) =>
  db
    .selectFrom('billing_free_migrations')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** Records the acknowledgement unless there is one: the first answer is kept. */
export async function saveFreeMigration(db: Db, row: FreeMigrationRow): Promise<void> {
  await db
    .insertInto('billing_free_migrations')
    .values(row)
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}
