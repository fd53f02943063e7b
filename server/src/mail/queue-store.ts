// The rows of the mail queue (migration 0008): written in the caller's transaction, claimed by
// one worker at a time, then marked sent, due again later, or given up. Times are ISO strings of
// the queue's own clock (the system clock: a test's fixed AppContext clock must not hold mail).
import type { Db } from '../db/connect.ts';
import type { MailMessage } from './mailer.ts';
import { isPostgres } from '../db/dialect.ts';

/** A queue row's id: a number on SQLite, a string on PostgreSQL (int8). */
export type MailId = number | string;

export interface QueueRow {
  id: MailId;
  recipient: string;
  message: string | null;
  attempts: number;
  next_attempt_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
}

const QUEUE_COLUMNS = [
  'id',
  'recipient',
  'message',
  'attempts',
  'next_attempt_at',
  'claimed_by',
  'claimed_until',
] as const;

/**
 * Writes mails into the queue with `db` (the caller's transaction): due at once, or already held
 * by `hold.worker` until `hold.until` (the caller delivers them itself; should it die, a worker
 * takes them once the hold ends). Answers their ids in order.
 */
export async function insertMails(
  db: Db,
  messages: MailMessage[],
  now: string,
  hold?: { worker: string; until: string },
): Promise<MailId[]> {
  const ids: MailId[] = [];
  for (const message of messages) {
    const row = await db
      .insertInto('mail_queue')
      .values({
        recipient: message.to,
        message: JSON.stringify(message),
        attempts: hold ? 1 : 0,
        next_attempt_at: now,
        claimed_by: hold?.worker ?? null,
        claimed_until: hold?.until ?? null,
        sent_at: null,
        failed_at: null,
        last_error: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/**
 * Claims up to `limit` due rows for `worker` until `until`, counting an attempt for each: one
 * conditional UPDATE, so two workers never claim the same row (on PostgreSQL the candidates are
 * locked with FOR UPDATE SKIP LOCKED, so a second worker takes others instead of waiting; SQLite
 * runs one writer at a time). Answers them in queue order.
 */
export async function claimDue(
  db: Db,
  worker: string,
  now: string,
  until: string,
  limit: number,
): Promise<QueueRow[]> {
  const rows = await db
    // A CTE, not `id IN (subquery)`: PostgreSQL may run such a subquery more than once, and with
    // SKIP LOCKED each run finds other rows, so the LIMIT would not hold.
    .with('due', (qb) =>
      qb
        .selectFrom('mail_queue')
        .select('id')
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .$if(isPostgres(db), (q) => q.forUpdate().skipLocked()),
    )
    .updateTable('mail_queue')
    .set((eb) => ({
      claimed_by: worker,
      claimed_until: until,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
    // Checked again on the row itself: a row another worker claimed meanwhile is left alone.
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .returning(QUEUE_COLUMNS)
    .execute();
  return rows.sort(
    (a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at) || Number(a.id) - Number(b.id),
  );
}

/** The held rows of `worker` with these ids (what insertMails answered). */
export async function heldRows(db: Db, worker: string, ids: MailId[]): Promise<QueueRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('mail_queue')
    .select(QUEUE_COLUMNS)
    .where('id', 'in', ids)
    .where('claimed_by', '=', worker)
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .execute();
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/** How many of these rows are not delivered (yet, or ever). */
export async function countUnsent(db: Db, ids: MailId[]): Promise<number> {
  if (!ids.length) return 0;
  const row = await db
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('id', 'in', ids)
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Renews this worker's hold on a claimed row before its attempt (a batch is claimed at once, but
 * each mail gets a full hold when its turn comes); false when the row is no longer this
 * worker's to send (its hold ran out and another worker took it, or it is done).
 */
export async function renewClaim(
  db: Db,
  row: QueueRow,
  worker: string,
  until: string,
): Promise<boolean> {
  const result = await db
    .updateTable('mail_queue')
    .set({ claimed_until: until })
    .where('id', '=', row.id)
    .where('claimed_by', '=', worker)
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Delivered: the message is blanked (it may carry a link key, a token or a code). */
export async function markSent(db: Db, row: QueueRow, worker: string, now: string) {
  await db
    .updateTable('mail_queue')
    .set({
      sent_at: now,
      message: null,
      claimed_by: null,
      claimed_until: null,
      last_error: null,
    })
    .where('id', '=', row.id)
    .where('claimed_by', '=', worker)
    .execute();
}

/** The attempt failed: due again at `next`, for any worker. */
export async function markRetry(
  db: Db,
  row: QueueRow,
  worker: string,
  next: string,
  error: string,
) {
  await db
    .updateTable('mail_queue')
    .set({ next_attempt_at: next, claimed_by: null, claimed_until: null, last_error: error })
    .where('id', '=', row.id)
    .where('claimed_by', '=', worker)
    .execute();
}

/** Given up (or dropped): never tried again; the message is blanked. */
export async function markFailed(
  db: Db,
  row: QueueRow,
  worker: string,
  now: string,
  error: string,
) {
  await db
    .updateTable('mail_queue')
    .set({
      failed_at: now,
      message: null,
      claimed_by: null,
      claimed_until: null,
      last_error: error,
    })
    .where('id', '=', row.id)
    .where('claimed_by', '=', worker)
    .execute();
}

/** Removes rows delivered or given up before `before` (their bodies are blank already). */
export async function purgeFinished(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('mail_queue')
    .where((eb) =>
      eb.or([
        eb.and([eb('sent_at', 'is not', null), eb('sent_at', '<', before)]),
        eb.and([eb('failed_at', 'is not', null), eb('failed_at', '<', before)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
