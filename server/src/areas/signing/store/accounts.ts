// The signing area's queries about accounts: the signer row of an account in a request, and the
// free signatures of an account (a compare-and-set on its attributes). Plain records in and out;
// the rules that decide what to write are in ../rules/signer.ts.
import type { Db } from '../../../db/connect.ts';
import { normalizeEmail, type SignerRow } from '../../signature-requests/index.ts';
import { readAttributes } from '../../user/index.ts';
import { freeSignaturesAfter } from '../rules/signer.ts';

/** The signature of the account `email` in the request, if it is one of its signers. */
export async function findAccountSigner(
  db: Db,
  requestId: string,
  email: string,
): Promise<SignerRow | undefined> {
  return db
    .selectFrom('signature_request_signers')
    .selectAll()
    .where('request_id', '=', requestId)
    .where('account_email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

// Free signatures

/** How often a change of the free signatures is retried when the attributes changed meanwhile. */
const FREE_SIGNATURE_ATTEMPTS = 5;

/**
 * Takes (`delta` < 0) or gives back (`delta` > 0) free signatures of the account, by
 * freeSignaturesAfter (422 no_free_signatures when too few are left). A compare-and-set on the
 * attributes column, retried, so concurrent calls can neither overdraw nor lose a change:
 * 'not_counted' for an account without the attribute, 'contended' when every attempt lost. Takes
 * part in the transaction `db` is one (reservations.ts takes and gives back there).
 */
export async function shiftFreeSignatures(
  db: Db,
  userId: string,
  delta: number,
): Promise<'shifted' | 'not_counted' | 'contended'> {
  if (db.isTransaction) {
    // Inside a transaction, take the row first (a row lock on PostgreSQL until the commit; SQLite
    // writes one at a time anyway): concurrent reservations then queue instead of retrying.
    await db
      .updateTable('users')
      .set((eb) => ({ attributes: eb.ref('attributes') }))
      .where('id', '=', userId)
      .execute();
  }
  for (let attempt = 0; attempt < FREE_SIGNATURE_ATTEMPTS; attempt++) {
    const row = await db
      .selectFrom('users')
      .select(['attributes'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const next = freeSignaturesAfter(readAttributes(row), delta);
    if (!next) return 'not_counted';
    const result = await db
      .updateTable('users')
      .set({ attributes: JSON.stringify(next) })
      .where('id', '=', userId)
      .where('attributes', '=', row.attributes)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return 'shifted';
  }
  return 'contended';
}
