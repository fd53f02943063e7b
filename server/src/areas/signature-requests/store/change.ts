// What every change of a signature request does inside its transaction: it takes the request row
// with an UPDATE guarded by the expected status (a row lock on PostgreSQL, serialised on SQLite),
// so two concurrent changes of one request cannot both pass their checks, and it appends its
// event to the trail in the same transaction.
import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/connect.ts';
import { iso, systemClock, type Clock } from '../../../clock.ts';
import { notFound } from '../../../domain-errors.ts';
import { SYSTEM_ACTOR, type Actor, type EventType } from '../event-chain.ts';
import { assertStatus, type RequestRow, type Status } from '../rules/requests.ts';
import { appendEvent } from './events.ts';
import { findRequest } from './load.ts';
import { queueLongTermValidation } from './long-term.ts';

/** Who acts, from where and when: what every change records in the trail. */
export interface ActionContext {
  actor: Actor;
  address: string | null;
  /** The server's clock (AppContext.clock); the system clock when left out. */
  clock?: Clock;
}

export const nowOf = (context: { clock?: Clock }) => (context.clock ?? systemClock).now();

/** A new direct-link secret: 192 random bits, URL-safe. */
export const newLinkKey = () => randomBytes(24).toString('base64url');
/** A new send-to id (`st-` + 128 random bits): the /sendto/<id> link of a request sent by e-mail. */
export const newSendtoId = () => `st-${randomBytes(16).toString('base64url')}`;

/**
 * Takes the request row for a change: touches updated_at where the status is one of `allowed`
 * (locking the row on PostgreSQL until the transaction ends); 409 when the status does not allow
 * `action`, 404 when the request is gone.
 */
export async function takeRequest(
  trx: Db,
  requestId: string,
  allowed: Status[],
  action: string,
  now: Date,
): Promise<RequestRow> {
  const row = await trx
    .updateTable('signature_requests')
    .set({ updated_at: iso(now) })
    .where('id', '=', requestId)
    .where('status', 'in', allowed)
    .returningAll()
    .executeTakeFirst();
  if (row) return row;
  const current = await findRequest(trx, requestId);
  if (!current) throw notFound('The signature request does not exist.');
  assertStatus(current, allowed, action);
  throw new Error('unreachable: the status allowed the change but the row was not taken');
}

/** Appends the change's event (the system's events carry no address). */
export async function recordEvent(
  trx: Db,
  requestId: string,
  type: EventType,
  context: ActionContext,
  detail: string | null = null,
  actor: Actor = context.actor,
) {
  await appendEvent(trx, {
    requestId,
    type,
    actor,
    address: actor === SYSTEM_ACTOR ? null : context.address,
    detail,
    at: nowOf(context),
  });
}

/**
 * Marks the request SIGNED with a COMPLETED event by the system (every signer has signed), and
 * queues the long-term validation of its documents.
 */
export async function completeRequest(
  trx: Db,
  requestId: string,
  context: ActionContext,
  now: Date,
) {
  await trx
    .updateTable('signature_requests')
    .set({ status: 'SIGNED', completed_at: iso(now) })
    .where('id', '=', requestId)
    .execute();
  await recordEvent(trx, requestId, 'COMPLETED', context, 'Every signer has signed.', SYSTEM_ACTOR);
  await queueLongTermValidation(trx, requestId, now);
}
