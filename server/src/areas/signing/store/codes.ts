// The signing area's queries of confirmation codes: the TANs of direct-link signers (tan_codes)
// and the pending step-ups of qualified signatures (step_ups). Plain records in and out; the rules
// that decide what to write are in ../rules/tan.ts and ../rules/step-up.ts.
import type { Db } from '../../../db/connect.ts';
import type { StepUpRow } from '../rules/step-up.ts';
import type { TanRow } from '../rules/tan.ts';
import { inTransaction } from '../../../db/transaction.ts';

// TANs (rules/tan.ts)

export async function findTan(
  db: Db,
  requestId: string,
  signerId: string,
): Promise<TanRow | undefined> {
  return db
    .selectFrom('tan_codes')
    .selectAll()
    .where('request_id', '=', requestId)
    .where('signer_id', '=', signerId)
    .executeTakeFirst();
}

/** Stores `row` as the signer's only TAN (the previous one stops working). */
export async function replaceTan(db: Db, row: TanRow): Promise<void> {
  await inTransaction(db, async (trx) => {
    await dropTan(trx, row.request_id, row.signer_id);
    await trx.insertInto('tan_codes').values(row).execute();
  });
}

/**
 * Writes the counters of a wrong TAN, if the row is still the one that was checked (same TAN,
 * same count): one conditional UPDATE, so parallel guesses cannot exceed the limit. Answers
 * whether it counted.
 */
export async function countWrongTan(
  db: Db,
  row: TanRow,
  next: Pick<TanRow, 'failed_attempts' | 'locked_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('tan_codes')
    .set({ failed_attempts: next.failed_attempts, locked_at: next.locked_at })
    .where('request_id', '=', row.request_id)
    .where('signer_id', '=', row.signer_id)
    .where('code_hash', '=', row.code_hash)
    .where('failed_attempts', '=', Number(row.failed_attempts))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records that the TAN matched: checked (verified_at) or used by a signature (used_at). */
export async function markTan(
  db: Db,
  row: TanRow,
  change: { verified_at: string } | { used_at: string },
): Promise<void> {
  await db
    .updateTable('tan_codes')
    .set(change)
    .where('request_id', '=', row.request_id)
    .where('signer_id', '=', row.signer_id)
    .where('code_hash', '=', row.code_hash)
    .execute();
}

/** Forgets the signer's TAN (after the signature it confirmed, or when it is no longer needed). */
export async function dropTan(db: Db, requestId: string, signerId: string): Promise<void> {
  await db
    .deleteFrom('tan_codes')
    .where('request_id', '=', requestId)
    .where('signer_id', '=', signerId)
    .execute();
}

// Step-ups (rules/step-up.ts)

export async function findStepUp(
  db: Db,
  requestId: string,
  signerId: string,
): Promise<StepUpRow | undefined> {
  return db
    .selectFrom('step_ups')
    .selectAll()
    .where('request_id', '=', requestId)
    .where('signer_id', '=', signerId)
    .executeTakeFirst();
}

/** Stores `row` as the signer's only pending step-up (a new sign call replaces the old one). */
export async function replaceStepUp(db: Db, row: StepUpRow): Promise<void> {
  await inTransaction(db, async (trx) => {
    await dropStepUp(trx, row.request_id, row.signer_id);
    await trx.insertInto('step_ups').values(row).execute();
  });
}

/**
 * Writes the count of a wrong password or code if the row is still the one that was checked:
 * conditional on the count read, so parallel guesses cannot exceed the limit. Answers whether it
 * counted.
 */
export async function countWrongPwdotp(db: Db, row: StepUpRow, failed: number): Promise<boolean> {
  const result = await db
    .updateTable('step_ups')
    .set({ failed_attempts: failed })
    .where('request_id', '=', row.request_id)
    .where('signer_id', '=', row.signer_id)
    .where('otp_hash', '=', row.otp_hash)
    .where('failed_attempts', '=', Number(row.failed_attempts))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function dropStepUp(db: Db, requestId: string, signerId: string): Promise<void> {
  await db
    .deleteFrom('step_ups')
    .where('request_id', '=', requestId)
    .where('signer_id', '=', signerId)
    .execute();
}
