// The audit trail: every change is an event with actor, time, address, type and detail; the rows
// of a request form a SHA-256 hash chain anchored on the request. UPDATEs are refused by the
// database, and tampering by someone who gets past that (changing, removing or truncating rows)
// is detected by verifyEventChain.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalEvent,
  eventHash,
  GENESIS_HASH,
  verifyRows,
} from '../../src/areas/signature-requests/event-chain.ts';
import {
  appendEvent,
  listEvents,
  verifyEventChain,
} from '../../src/areas/signature-requests/store/events.ts';
import {
  accountSigner,
  expectContract,
  openRequest,
  start,
  user,
  type Ctx,
  type User,
} from './support.ts';

let ctx: Ctx;
let beat: User;
let anna: User;

beforeAll(async () => {
  ctx = await start();
  beat = await user(ctx, { firstName: 'Beat', lastName: 'Keller' });
  anna = await user(ctx, { firstName: 'Anna', lastName: 'Meier' });
});
afterAll(() => ctx?.server.close());

/** An open request with a few events: CREATED, INITIATED, VIEWED, REMINDED. */
async function requestWithEvents() {
  const req = await openRequest(ctx, beat, (d) => [accountSigner(anna.email, d)]);
  await ctx.inject({
    method: 'GET',
    url: `/v3/signature-requests/${req.id}`,
    headers: anna.auth,
    remoteAddress: '203.0.113.24',
  });
  await ctx.inject({
    method: 'POST',
    url: `/v3/signature-requests/${req.id}/remind`,
    headers: beat.auth,
  });
  return req;
}

describe('the trail', () => {
  it('records actor, time, address, type and detail, oldest first', async () => {
    const req = await requestWithEvents();
    const response = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${req.id}/events`,
      headers: anna.auth,
    });
    expectContract(response, 'get /v3/signature-requests/{requestId}/events');
    const { events } = response.json();
    expect(events.map((e: { type: string }) => e.type)).toEqual([
      'CREATED',
      'INITIATED',
      'VIEWED',
      'REMINDED',
    ]);
    expect(events[0]).toMatchObject({
      actor: { name: 'Beat Keller', email: beat.email },
      address: '127.0.0.1',
      detail: 'Mandate agreement 2026',
    });
    expect(events[2]).toMatchObject({
      actor: { name: 'Anna Meier', email: anna.email },
      address: '203.0.113.24',
    });
    expect(events[3].detail).toBe(anna.email);
    const times = events.map((e: { time: string }) => e.time);
    expect([...times].sort()).toEqual(times);
  });

  it('chains each row to the previous one and anchors the last on the request', async () => {
    const req = await requestWithEvents();
    const rows = await listEvents(ctx.server.testDb.db, req.id);
    expect(rows[0].prev_hash).toBe(GENESIS_HASH);
    for (let i = 1; i < rows.length; i++) expect(rows[i].prev_hash).toBe(eventHash(rows[i - 1]));
    const head = await ctx.server.testDb.db
      .selectFrom('signature_requests')
      .select(['event_head', 'event_seq'])
      .where('id', '=', req.id)
      .executeTakeFirstOrThrow();
    expect(head.event_head).toBe(eventHash(rows.at(-1)!));
    expect(Number(head.event_seq)).toBe(rows.length);
    expect(await verifyEventChain(ctx.server.testDb.db, req.id)).toEqual({
      valid: true,
      events: 4,
      head: head.event_head,
    });
    expect(canonicalEvent(rows[0])).toContain('"CREATED"');
  });

  it('keeps one chain under concurrent appends', async () => {
    const req = await requestWithEvents();
    const db = ctx.server.testDb.db;
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        appendEvent(db, {
          requestId: req.id,
          type: 'UPDATED',
          actor: { name: 'System', email: null },
          detail: `parallel ${i}`,
        }),
      ),
    );
    const verdict = await verifyEventChain(db, req.id);
    expect(verdict).toMatchObject({ valid: true, events: 12 });
  });

  it('refuses UPDATEs of the table (append-only)', async () => {
    const req = await requestWithEvents();
    await expect(
      ctx.server.testDb.db
        .updateTable('signature_request_events')
        .set({ detail: 'forged' })
        .where('request_id', '=', req.id)
        .execute(),
    ).rejects.toThrow(/append-only/);
  });
});

describe('tampering is detected', () => {
  let requests: Awaited<ReturnType<typeof requestWithEvents>>[];

  beforeAll(async () => {
    requests = [
      await requestWithEvents(),
      await requestWithEvents(),
      await requestWithEvents(),
      await requestWithEvents(),
    ];
    // Someone with database access drops the guard first.
    const db = ctx.server.testDb.db;
    if (ctx.server.testDb.kind === 'postgres') {
      await sql`drop trigger signature_request_events_no_update on signature_request_events`.execute(
        db,
      );
    } else {
      await sql`drop trigger signature_request_events_no_update`.execute(db);
    }
  });

  it('a changed detail in the middle of the chain', async () => {
    const db = ctx.server.testDb.db;
    const id = requests[0].id;
    await db
      .updateTable('signature_request_events')
      .set({ detail: '2 signer(s) invited, forged' })
      .where('request_id', '=', id)
      .where('seq', '=', 2)
      .execute();
    expect(await verifyEventChain(db, id)).toMatchObject({ valid: false, brokenAt: 2 });
    // The other requests' chains are untouched.
    expect((await verifyEventChain(db, requests[1].id)).valid).toBe(true);
  });

  it('a changed actor address of the last row (caught by the anchor on the request)', async () => {
    const db = ctx.server.testDb.db;
    const id = requests[1].id;
    await db
      .updateTable('signature_request_events')
      .set({ address: '198.51.100.7' })
      .where('request_id', '=', id)
      .where('seq', '=', 4)
      .execute();
    expect(await verifyEventChain(db, id)).toMatchObject({ valid: false, brokenAt: 4 });
  });

  it('a removed row and a truncated tail', async () => {
    const db = ctx.server.testDb.db;
    await db
      .deleteFrom('signature_request_events')
      .where('request_id', '=', requests[2].id)
      .where('seq', '=', 2)
      .execute();
    expect(await verifyEventChain(db, requests[2].id)).toMatchObject({ valid: false, brokenAt: 2 });
    await db
      .deleteFrom('signature_request_events')
      .where('request_id', '=', requests[3].id)
      .where('seq', '=', 4)
      .execute();
    expect(await verifyEventChain(db, requests[3].id)).toMatchObject({ valid: false, brokenAt: 4 });
  });

  it('a rewritten chain whose hashes were recomputed still disagrees with the anchor', async () => {
    const rows = await listEvents(ctx.server.testDb.db, requests[0].id);
    const forged = rows.map((row) => ({ ...row }));
    forged[1].detail = 'forged';
    for (let i = 1; i < forged.length; i++) forged[i].prev_hash = eventHash(forged[i - 1]);
    const anchor = await ctx.server.testDb.db
      .selectFrom('signature_requests')
      .select('event_head')
      .where('id', '=', requests[0].id)
      .executeTakeFirstOrThrow();
    expect(verifyRows(forged, anchor.event_head, forged.length)).toMatchObject({
      valid: false,
      brokenAt: 4,
    });
  });
});
