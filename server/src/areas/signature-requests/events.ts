// The audit trail of a signature request: every change is an event (actor, time, address, type,
// detail) in the append-only table signature_request_events. The rows of one request form a hash
// chain: each row carries the SHA-256 of the previous row's canonical content (64 zeros for the
// first), and the request keeps the hash of its last row (event_head), so a changed, removed,
// inserted or truncated row is detected by verifyEventChain. A trigger refuses UPDATEs of the
// table (migration 0004); the chain catches what a database administrator could still do.
import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SignatureRequestEventsTable } from '../../db/schema.ts';
import type { Schemas } from '../handler.ts';
import { iso, systemClock, type Clock } from '../../clock.ts';

export type EventRow = Selectable<SignatureRequestEventsTable>;
export type EventType = Schemas['SignatureRequestEventList']['events'][number]['type'];
type ContractEvent = Schemas['SignatureRequestEventList']['events'][number];

export const GENESIS_HASH = '0'.repeat(64);
export const SYSTEM_ACTOR: Actor = { name: 'System', email: null };
/** Contract: detail maxLength 2000, address maxLength 45. */
const MAX_DETAIL = 2000;
const MAX_ADDRESS = 45;

export interface Actor {
  name: string;
  email: string | null;
}

export interface NewEvent {
  requestId: string;
  type: EventType;
  actor: Actor;
  /** The request's IP address; null for the system. */
  address?: string | null;
  detail?: string | null;
  /** Defaults to now. */
  at?: Date;
}

/** The content a row's successor hashes: every column, in a fixed order, as JSON. */
export function canonicalEvent(row: EventRow): string {
  return JSON.stringify([
    row.request_id,
    Number(row.seq),
    row.time,
    row.type,
    row.actor_name,
    row.actor_email,
    row.address,
    row.detail,
    row.prev_hash,
  ]);
}

export const eventHash = (row: EventRow) =>
  createHash('sha256').update(canonicalEvent(row), 'utf8').digest('hex');

const clip = (text: string | null | undefined, max: number) =>
  text === undefined || text === null ? null : text.slice(0, max);

/**
 * Appends an event to the request's chain. Within a transaction it takes part in it; otherwise
 * it runs in its own. The sequence number comes from an UPDATE of the request row, which also
 * locks that row on PostgreSQL, so concurrent appends to one request queue up instead of forking
 * the chain.
 */
export async function appendEvent(
  db: Kysely<Database>,
  event: NewEvent,
  clock: Clock = systemClock,
): Promise<EventRow> {
  if (!db.isTransaction) {
    return db.transaction().execute((trx) => appendEvent(trx, event, clock));
  }
  const claimed = await db
    .updateTable('signature_requests')
    .set((eb) => ({ event_seq: eb('event_seq', '+', 1) }))
    .where('id', '=', event.requestId)
    .returning(['event_seq', 'event_head'])
    .executeTakeFirst();
  if (!claimed) throw new Error(`no signature request ${event.requestId} to append an event to`);
  const row: EventRow = {
    request_id: event.requestId,
    seq: Number(claimed.event_seq),
    time: iso(event.at ?? clock.now()),
    type: event.type,
    actor_name: event.actor.name.slice(0, 200) || 'Unknown',
    actor_email: event.actor.email,
    address: clip(event.address, MAX_ADDRESS),
    detail: clip(event.detail, MAX_DETAIL),
    prev_hash: claimed.event_head ?? GENESIS_HASH,
  };
  await db.insertInto('signature_request_events').values(row).execute();
  await db
    .updateTable('signature_requests')
    .set({ event_head: eventHash(row) })
    .where('id', '=', event.requestId)
    .execute();
  return row;
}

export async function listEvents(db: Kysely<Database>, requestId: string): Promise<EventRow[]> {
  return db
    .selectFrom('signature_request_events')
    .selectAll()
    .where('request_id', '=', requestId)
    .orderBy('seq')
    .execute();
}

export type ChainVerdict =
  | { valid: true; events: number; head: string }
  | { valid: false; events: number; brokenAt: number; reason: string };

/** Checks the rows of a list of events against each other and against the expected head. */
export function verifyRows(rows: EventRow[], head: string | null, count?: number): ChainVerdict {
  let previous = GENESIS_HASH;
  for (const [index, row] of rows.entries()) {
    const seq = Number(row.seq);
    if (seq !== index + 1) {
      return {
        valid: false,
        events: rows.length,
        brokenAt: index + 1,
        reason: `event ${index + 1} is missing`,
      };
    }
    if (row.prev_hash !== previous) {
      return {
        valid: false,
        events: rows.length,
        brokenAt: seq > 1 ? seq - 1 : seq,
        reason:
          seq > 1
            ? `event ${seq - 1} was changed (event ${seq} carries another hash of it)`
            : 'the first event does not start the chain',
      };
    }
    previous = eventHash(row);
  }
  if (count !== undefined && count !== rows.length) {
    return {
      valid: false,
      events: rows.length,
      brokenAt: rows.length + 1,
      reason: `the request counts ${count} events but ${rows.length} are stored`,
    };
  }
  if ((head ?? GENESIS_HASH) !== previous) {
    return {
      valid: false,
      events: rows.length,
      brokenAt: rows.length,
      reason: `event ${rows.length} was changed or later events were removed`,
    };
  }
  return { valid: true, events: rows.length, head: previous };
}

/** Reads the request's trail and checks its hash chain (rows and the head kept on the request). */
export async function verifyEventChain(
  db: Kysely<Database>,
  requestId: string,
): Promise<ChainVerdict> {
  const request = await db
    .selectFrom('signature_requests')
    .select(['event_head', 'event_seq'])
    .where('id', '=', requestId)
    .executeTakeFirst();
  const rows = await listEvents(db, requestId);
  return verifyRows(rows, request?.event_head ?? null, request ? Number(request.event_seq) : 0);
}

/** The one place an event row becomes the contract's event. */
export function toContractEvent(row: EventRow): ContractEvent {
  return {
    actor: { name: row.actor_name, email: row.actor_email },
    time: row.time,
    address: row.address,
    type: row.type as EventType,
    detail: row.detail,
  };
}
