// Seal changes reach a business's webhook as `seal.changed`, recorded in the
// transaction of the change (the transactional outbox): created, renamed, opened to a member and
// closed again arrive in order, signed; and a change whose event cannot be written is not made
// either (the event table gone: the seal is not created), so no change ever goes unannounced.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addMember, business, user } from '../business/support.ts';
import { Receiver } from './receiver.ts';
import { registerWebhook, startWebhooks, type WebhookCtx } from './support.ts';

vi.setConfig({ testTimeout: 120_000 });

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

const SEAL = 'muster-treuhand-seal';

describe('seal events', () => {
  it('created, renamed, member added and removed arrive in order as seal.changed', async () => {
    const admin = await user(ctx);
    const beat = await user(ctx);
    const businessId = await business(ctx, admin);
    await addMember(ctx, businessId, beat);
    const webhook = await registerWebhook(ctx, admin.auth, {
      url: receiver.url,
      events: ['seal.changed'],
      business_id: businessId,
    });
    receiver.secret = webhook.secret;
    const seals = `/v1/businesses/${businessId}/seals`;
    const calls = [
      {
        method: 'POST' as const,
        url: seals,
        payload: { accountName: SEAL, displayName: 'Muster Treuhand AG', legislation: 'zertes' },
      },
      { method: 'PUT' as const, url: `${seals}/${SEAL}`, payload: { displayName: 'Muster AG' } },
      {
        method: 'POST' as const,
        url: `${seals}/${SEAL}/members`,
        payload: { members: [beat.userId] },
      },
      {
        method: 'DELETE' as const,
        url: `${seals}/${SEAL}/members`,
        payload: { members: [beat.userId] },
      },
    ];
    for (const call of calls) {
      const response = await ctx.inject({ ...call, headers: admin.auth });
      expect(response.statusCode, response.body).toBeLessThan(300);
    }
    await ctx.deliver();
    expect(receiver.processed.map((event) => [event.type, event.data])).toEqual(
      ['SEAL_CREATED', 'SEAL_RENAMED', 'SEAL_MEMBERS_ADDED', 'SEAL_MEMBERS_REMOVED'].map(
        (change) => ['seal.changed', { businessId, change, accountName: SEAL }],
      ),
    );
    expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
  });

  it('a seal change whose event cannot be recorded is not made', async () => {
    const admin = await user(ctx);
    const businessId = await business(ctx, admin);
    // The outbox refuses every event: the change must fail with it, not commit without it.
    const db = ctx.server.testDb.db;
    await sql`drop table webhook_deliveries`.execute(db);
    await sql`drop table webhook_events`.execute(db);
    const created = await ctx.inject({
      method: 'POST',
      url: `/v1/businesses/${businessId}/seals`,
      headers: admin.auth,
      payload: { accountName: SEAL, displayName: 'Muster Treuhand AG', legislation: 'zertes' },
    });
    expect(created.statusCode).toBe(500);
    const seals = await db.selectFrom('seals').select('account_name').execute();
    expect(seals).toEqual([]);
  });
});
