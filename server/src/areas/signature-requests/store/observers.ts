// The observers (CC) of a signature request in the database: replaced with a draft's
// workflow, read with the request, and looked up by e-mail for the read-only view.
import type { RawBuilder } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import { prepared } from '../../../db/prepared.ts';
import { observerRows, type ObserverRow, type WorkflowSettings } from '../rules/requests.ts';

/** Replaces the observers of a request by `observers`, in their order. */
export async function saveObservers(
  trx: Db,
  requestId: string,
  observers: WorkflowSettings['observers'],
): Promise<void> {
  await trx.deleteFrom('signature_request_observers').where('request_id', '=', requestId).execute();
  const rows = observerRows(requestId, observers);
  if (rows.length) await trx.insertInto('signature_request_observers').values(rows).execute();
}

/**
 * The observers of the requests `ids` (or of a subquery's), in order: not run (load.ts runs it
 * with a page's parts).
 */
export const observersQuery = (db: Db, ids: string[] | RawBuilder<string>) =>
  db
    .selectFrom('signature_request_observers')
    .selectAll()
    .where('request_id', 'in', ids)
    .orderBy('request_id')
    .orderBy('position');

/** Compiled once per database and number of ids (db/prepared.ts): every list page reads it. */
const observersOfRequests = prepared((db, ...ids: string[]) => observersQuery(db, ids));

/** The observers of the requests `ids`, in order. */
export async function observersOf(db: Db, ids: string[]): Promise<ObserverRow[]> {
  if (!ids.length) return [];
  return observersOfRequests(db, ...ids);
}

/** Whether `email` is an observer of the request (the read-only view). */
export async function isObserver(db: Db, requestId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('signature_request_observers')
    .select('position')
    .where('request_id', '=', requestId)
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}
