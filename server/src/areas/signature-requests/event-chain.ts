// The audit trail of a signature request as a hash chain: every change is an event (actor, time,
// address, type, detail) in the append-only table signature_request_events. The rows of one
// request form a chain: each row carries the SHA-256 of the previous row's canonical content (64
// zeros for the first), and the request keeps the hash of its last row (event_head), so a
// changed, removed, inserted or truncated row is detected by verifyRows. A trigger refuses UPDATEs
// of the table (migration 0004); the chain catches what a database administrator could still do.
// Pure: the rows are read and appended in store/events.ts.
import { createHash } from 'node:crypto';
import type { Row, SignatureRequestEventsTable } from '../../db/schema.ts';
import type { Schemas } from '../handler.ts';

export type EventRow = Row<SignatureRequestEventsTable>;
export type EventType = Schemas['SignatureRequestEventList']['events'][number]['type'];

export const GENESIS_HASH = '0'.repeat(64);
/** Contract: detail maxLength 2000, address maxLength 45. */
const MAX_DETAIL = 2000;
const MAX_ADDRESS = 45;

export interface Actor {
  name: string;
  email: string | null;
}

export const SYSTEM_ACTOR: Actor = { name: 'System', email: null };

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
 * The row of `event` as number `seq` of its request's chain, after the row whose hash is
 * `previousHash` (null for the first): name, address and detail clipped to the contract's limits.
 */
export function chainedEvent(
  event: NewEvent,
  seq: number,
  previousHash: string | null,
  now: Date,
): EventRow {
  return {
    request_id: event.requestId,
    seq,
    time: (event.at ?? now).toISOString(),
    type: event.type,
    actor_name: event.actor.name.slice(0, 200) || 'Unknown',
    actor_email: event.actor.email,
    address: clip(event.address, MAX_ADDRESS),
    detail: clip(event.detail, MAX_DETAIL),
    prev_hash: previousHash ?? GENESIS_HASH,
  };
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
