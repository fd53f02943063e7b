// The purge of old webhook rows with the clock moved: the worker keeps a
// month (RETENTION_DAYS) of delivered and given-up deliveries and their events, then deletes
// them; a pending delivery and its event are never deleted, nor anything younger; each purge
// deletes a bounded number of rows and runs at most once an hour unless it was cut short. The
// endpoints of a deleted account or business (with their secrets) and the callback addresses of
// a deleted request go too.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordWebhookEvent } from '../../src/areas/webhooks/index.ts';
import {
  PURGE_INTERVAL_MS,
  RETENTION_DAYS,
  purgeCutoff,
  purgeDue,
} from '../../src/areas/webhooks/rules/retention.ts';
import { purgeFinishedDeliveries } from '../../src/areas/webhooks/store/purge.ts';
import { deleteBusinessRow } from '../../src/areas/business/store/businesses.ts';
import { deleteAccount } from '../../src/areas/user/store.ts';
import { business, user } from '../business/support.ts';
import { Receiver } from './receiver.ts';
import { deliveriesOf, registerWebhook, startWebhooks, type WebhookCtx } from './support.ts';

const DAY = 24 * 60 * 60_000;

let ctx: WebhookCtx;
let receiver: Receiver;

beforeEach(async () => {
  ctx = await startWebhooks();
  receiver = await new Receiver().start();
});
afterEach(async () => {
  await ctx.server.close();
  await receiver.close();
});

const db = () => ctx.server.testDb.db;
const eventIds = async () =>
  (await db().selectFrom('webhook_events').select('id').orderBy('created_at').execute()).map(
    (row) => row.id,
  );
const deliveryStates = async () =>
  (
    await db()
      .selectFrom('webhook_deliveries')
      .select(['event_id', 'status'])
      .orderBy('seq')
      .execute()
  ).map((row) => `${row.event_id}:${row.status}`);

async function testEvent(auth: Record<string, string>, webhookId: string): Promise<string> {
  const sent = await ctx.inject({
    method: 'POST',
    url: `/v1/webhooks/${webhookId}/test`,
    headers: auth,
  });
  expect(sent.statusCode, sent.body).toBe(201);
  await ctx.deliver();
  return sent.json().eventId as string;
}

describe('purge of old webhook rows', () => {
  it('deletes finished deliveries and their events after 30 days, never a pending one or a younger one', async () => {
    const owner = await user(ctx);
    const webhook = await registerWebhook(ctx, owner.auth, {
      url: receiver.url,
      events: ['request.completed'],
    });
    receiver.secret = webhook.secret;
    const start = ctx.clock.now().getTime();
    const delivered = await testEvent(owner.auth, webhook.id);
    // An event no endpoint subscribed to: recorded, with no delivery.
    const unsent = await recordWebhookEvent(
      db(),
      { type: 'request.created', accountId: owner.userId },
      ctx.clock.now(),
    );
    // A delivery that fails and is given up after its 3 days.
    receiver.always = 500;
    const givenUp = await testEvent(owner.auth, webhook.id);
    ctx.clock.moveTo(new Date(start + 3 * DAY + 60_000));
    await ctx.deliver();
    // A pending delivery of an old event (e.g. a redelivery queued late) stays with its event.
    const pending = await recordWebhookEvent(
      db(),
      { type: 'webhook.test', accountId: owner.userId, onlyEndpointId: webhook.id },
      new Date(start),
    );
    await db()
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: new Date(start + 400 * DAY).toISOString() })
      .where('event_id', '=', pending)
      .execute();
    expect(await deliveryStates()).toEqual([
      `${delivered}:delivered`,
      `${givenUp}:failed`,
      `${pending}:pending`,
    ]);

    // 29 days on: nothing is old enough yet.
    ctx.clock.moveTo(new Date(start + (RETENTION_DAYS - 1) * DAY));
    await ctx.deliver();
    expect(await eventIds()).toHaveLength(4);
    // A younger event, delivered (the endpoint was disabled after its failures: enable it).
    const enabled = await ctx.inject({
      method: 'PUT',
      url: `/v1/webhooks/${webhook.id}`,
      headers: owner.auth,
      payload: { enabled: true },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    receiver.always = undefined;
    const younger = await testEvent(owner.auth, webhook.id);

    // 30 days and an hour after the first events: they go, the pending one and the younger stay.
    ctx.clock.moveTo(new Date(start + RETENTION_DAYS * DAY + PURGE_INTERVAL_MS));
    await ctx.deliver();
    expect(await deliveryStates()).toEqual([`${pending}:pending`, `${younger}:delivered`]);
    expect(new Set(await eventIds())).toEqual(new Set([pending, younger]));
    expect(await eventIds()).not.toContain(unsent);
    // The log shows what is left.
    const log = await deliveriesOf(ctx, owner.auth, webhook.id);
    expect(log.map((d) => d.eventId).sort()).toEqual([pending, younger].sort());
  });

  it('deletes the endpoints of a deleted account or business and the callbacks of a deleted request', async () => {
    const owner = await user(ctx);
    const admin = await user(ctx);
    const businessId = await business(ctx, admin);
    const kept = await user(ctx);
    await registerWebhook(ctx, owner.auth, {
      url: receiver.url,
      events: ['request.completed'],
    });
    await registerWebhook(ctx, admin.auth, {
      url: receiver.url,
      events: ['request.completed'],
      business_id: businessId,
    });
    const stays = await registerWebhook(ctx, kept.auth, {
      url: receiver.url,
      events: ['request.completed'],
    });
    const made = await ctx.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      headers: kept.auth,
      payload: { title: 'Offer 2027', callbacks: { update: `${receiver.url}/u` } },
    });
    expect(made.statusCode, made.body).toBe(201);
    const withCallbacks = made.json() as { id: string };
    const deleted = await ctx.inject({
      method: 'DELETE',
      url: `/v3/signature-requests/${withCallbacks.id}`,
      headers: kept.auth,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    await deleteAccount(db(), owner.userId);
    await deleteBusinessRow(db(), businessId);
    const endpoints = () =>
      db().selectFrom('webhook_endpoints').select('id').orderBy('id').execute();
    // The deletions leave the endpoints (no foreign key reaches them) until the purge.
    expect(await endpoints()).toHaveLength(3);
    expect(
      await db().selectFrom('webhook_request_callbacks').select('request_id').execute(),
    ).toEqual([{ request_id: withCallbacks.id }]);

    ctx.clock.advance(PURGE_INTERVAL_MS);
    await ctx.deliver();
    expect((await endpoints()).map((row) => row.id)).toEqual([stays.id]);
    expect(await db().selectFrom('webhook_request_callbacks').selectAll().execute()).toEqual([]);
  });

  it('deletes a bounded number of rows at a time', async () => {
    const owner = await user(ctx);
    const webhook = await registerWebhook(ctx, owner.auth, {
      url: receiver.url,
      events: ['request.completed'],
    });
    receiver.secret = webhook.secret;
    for (let n = 0; n < 3; n += 1) await testEvent(owner.auth, webhook.id);
    const later = purgeCutoff(new Date(Date.now() + (RETENTION_DAYS + 1) * DAY)).toISOString();
    expect(await purgeFinishedDeliveries(db(), later, 2)).toBe(2);
    expect(await purgeFinishedDeliveries(db(), later, 2)).toBe(1);
    expect(await purgeFinishedDeliveries(db(), later, 2)).toBe(0);
  });

  it('runs at most once an hour, unless the last purge stopped at its bound', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
    expect(purgeDue(null, false, now)).toBe(true);
    expect(purgeDue(minutesAgo(59), false, now)).toBe(false);
    expect(purgeDue(minutesAgo(60), false, now)).toBe(true);
    expect(purgeDue(minutesAgo(1), true, now)).toBe(true);
    expect(purgeCutoff(now).toISOString()).toBe('2026-10-27T12:00:00.000Z');
  });
});
