// The trail's hash chain without a database (src/areas/signature-requests/event-chain.ts): the
// row of a new event (clipped to the contract's limits, chained to the previous hash) and the
// verdict on a list of rows.
import { describe, expect, it } from 'vitest';
import {
  GENESIS_HASH,
  SYSTEM_ACTOR,
  chainedEvent,
  eventHash,
  verifyRows,
  type EventRow,
} from '../../src/areas/signature-requests/event-chain.ts';

const NOW = new Date('2026-11-25T10:00:00.000Z');

function chain(count: number): EventRow[] {
  const rows: EventRow[] = [];
  for (let seq = 1; seq <= count; seq++) {
    const previous = rows.at(-1);
    rows.push(
      chainedEvent(
        { requestId: 'r1', type: 'UPDATED', actor: SYSTEM_ACTOR, detail: `change ${seq}` },
        seq,
        previous ? eventHash(previous) : null,
        NOW,
      ),
    );
  }
  return rows;
}

describe('the hash chain', () => {
  it('starts at the genesis hash and clips name, address and detail to the contract', () => {
    const row = chainedEvent(
      {
        requestId: 'r1',
        type: 'CREATED',
        actor: { name: 'x'.repeat(300), email: 'beat@x.ch' },
        address: '2001:0db8:85a3:0000:0000:8a2e:0370:7334:ffff:ffff',
        detail: 'd'.repeat(2500),
      },
      1,
      null,
      NOW,
    );
    expect(row).toMatchObject({
      seq: 1,
      time: '2026-11-25T10:00:00.000Z',
      prev_hash: GENESIS_HASH,
      actor_email: 'beat@x.ch',
    });
    expect(row.actor_name).toHaveLength(200);
    expect(row.address).toHaveLength(45);
    expect(row.detail).toHaveLength(2000);
    const empty = chainedEvent(
      { requestId: 'r1', type: 'VIEWED', actor: { name: '', email: null }, at: new Date(0) },
      2,
      'abc',
      NOW,
    );
    expect(empty).toMatchObject({
      actor_name: 'Unknown',
      address: null,
      detail: null,
      prev_hash: 'abc',
      time: '1970-01-01T00:00:00.000Z',
    });
  });

  it('finds a chain intact, and a missing, changed or extra row broken', () => {
    const rows = chain(3);
    expect(verifyRows(rows, eventHash(rows[2]), 3)).toEqual({
      valid: true,
      events: 3,
      head: eventHash(rows[2]),
    });
    expect(verifyRows([rows[0], rows[2]], eventHash(rows[2]))).toMatchObject({
      valid: false,
      brokenAt: 2,
      reason: 'event 2 is missing',
    });
    const changed = rows.map((r) => ({ ...r }));
    changed[0].detail = 'forged';
    expect(verifyRows(changed, eventHash(rows[2]))).toMatchObject({ valid: false, brokenAt: 1 });
    expect(verifyRows(rows, eventHash(rows[2]), 4)).toMatchObject({ valid: false, brokenAt: 4 });
    expect(verifyRows(rows, eventHash(rows[1]))).toMatchObject({ valid: false, brokenAt: 3 });
    expect(verifyRows([], null)).toEqual({ valid: true, events: 0, head: GENESIS_HASH });
  });
});
