// The trail's rows in the database (the chain itself is ../event-chain.ts): appending an event
// inside the change's transaction, reading a request's events and checking its chain against the
// head kept on the request row.
import type { Db } from '../../../db/connect.ts';
import { systemClock, type Clock } from '../../../clock.ts';
import {
  chainedEvent,
  eventHash,
  verifyRows,
  type ChainVerdict,
  type EventRow,
  type NewEvent,
} from '../event-chain.ts';
import { inTransaction } from '../../../db/transaction.ts';

/**
 * Appends an event to the request's chain. Within a transaction it takes part in it; otherwise
 * it runs in its own. The sequence number comes from an UPDATE of the request row, which also
 * locks that row on PostgreSQL, so concurrent appends to one request queue up instead of forking
 * the chain.
 */
export async function appendEvent(
  db: Db,
  event: NewEvent,
  clock: Clock = systemClock,
): Promise<EventRow> {
  if (!db.isTransaction) {
    return inTransaction(db, (trx) => appendEvent(trx, event, clock));
  }
  const claimed = await db
    .updateTable('signature_requests')
    .set((eb) => ({ event_seq: eb('event_seq', '+', 1) }))
    .where('id', '=', event.requestId)
    .returning(['event_seq', 'event_head'])
    .executeTakeFirst();
  if (!claimed) throw new Error(`no signature request ${event.requestId} to append an event to`);
  const row = chainedEvent(event, Number(claimed.event_seq), claimed.event_head, clock.now());
  await db.insertInto('signature_request_events').values(row).execute();
  await db
    .updateTable('signature_requests')
    .set({ event_head: eventHash(row) })
    .where('id', '=', event.requestId)
    .execute();
  return row;
}

export async function listEvents(db: Db, requestId: string): Promise<EventRow[]> {
  return db
    .selectFrom('signature_request_events')
    .selectAll()
    .where('request_id', '=', requestId)
    .orderBy('seq')
    .execute();
}

/** Reads the request's trail and checks its hash chain (rows and the head kept on the request). */
export async function verifyEventChain(db: Db, requestId: string): Promise<ChainVerdict> {
  const request = await db
    .selectFrom('signature_requests')
    .select(['event_head', 'event_seq'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  const rows = await listEvents(db, requestId);
  return verifyRows(rows, request?.event_head ?? null, request ? Number(request.event_seq) : 0);
}
