// Runs a database transaction and, when PostgreSQL gave it up because of another one, runs it again.
//
// Why: the dashboard list's counts (migrations 0055, 0056) are rows per account updated by
// triggers inside the writing transaction, so two transactions changing requests of the same two
// accounts in opposite orders can deadlock; PostgreSQL then aborts one of them (SQLSTATE 40P01),
// and at a stricter isolation level a transaction can likewise fail to serialize (40001). Nothing
// of an aborted transaction was kept, so running the same work again on a fresh transaction is
// correct — as long as the work does nothing outside the database: a callback that writes a file,
// delivers mail or calls a provider must keep db.transaction() (each call site says why).
// SQLite runs one writer at a time and never raises these codes: there it is one plain run.
import type { Transaction } from 'kysely';
import type { Db } from './connect.ts';
import type { Database as Schema } from './schema.ts';

/** SQLSTATEs after which the whole transaction was rolled back and may simply run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

export interface RetryOptions {
  /** Runs in all, the first one included. */
  attempts: number;
  /** The pause before run `attempt + 1`, in milliseconds. */
  pauseMs: (attempt: number) => number;
}

/**
 * Four runs at most; before each further run a pause of up to 10, 20, 40 ms drawn at random, so
 * the two parties of a deadlock do not meet again in the same order.
 */
export const DEFAULT_RETRY: RetryOptions = {
  attempts: 4,
  pauseMs: (attempt) => Math.random() * 10 * 2 ** (attempt - 1),
};

/** True for a deadlock or serialization failure, also when wrapped as another error's cause. */
export function isRetryableConflict(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * db.transaction().execute(work), run again on a deadlock or serialization failure. `work` must
 * touch nothing but the transaction (and values of its own): it may run more than once.
 */
export async function inTransaction<T>(
  db: Db,
  work: (trx: Transaction<Schema>) => Promise<T>,
  options: RetryOptions = DEFAULT_RETRY,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= options.attempts || !isRetryableConflict(error)) throw error;
      const pause = options.pauseMs(attempt);
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
