// Migration 0060: a webhook secret stored in clear before it is sealed with the
// server's key, deliveries still verify with the secret the integrator holds, a run cut short
// and started again changes nothing more, and without the key it refuses rather than leave a
// clear secret behind.
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { secretPurpose } from '../../src/areas/webhooks/rules/secrets.ts';
import { migrate, migrateTo } from '../../src/db/connect.ts';
import { user } from '../business/support.ts';
import { Receiver } from './receiver.ts';
import { registerWebhook, startWebhooks, type WebhookCtx } from './support.ts';

vi.setConfig({ testTimeout: 120_000 });

const MIGRATION = '0060_webhook_secrets_sealed';
/** The migration before it. */
const BEFORE = '0059_business_logo_key';
const CLEAR = 'whsec_stored-in-clear-before-0060-0123456789';

let ctx: WebhookCtx;
let receiver: Receiver;
afterEach(async () => {
  await ctx?.server.close();
  await receiver?.close();
});

describe('migration 0060', () => {
  it('seals a clear secret; deliveries verify; a second run changes nothing; no key, no run', async () => {
    ctx = await startWebhooks();
    receiver = await new Receiver().start();
    const db = ctx.server.testDb.db;
    const box = ctx.server.app.context.secretBox;
    const anna = await user(ctx);
    const webhook = await registerWebhook(ctx, anna.auth, {
      url: receiver.url,
      events: ['request.created'],
    });

    // The database as it was before 0060: the migration and the later ones undone, the secret in
    // clear.
    await migrateTo(db, BEFORE, { secretBox: box });
    await db
      .updateTable('webhook_endpoints')
      .set({ secret: CLEAR } as never)
      .where('id', '=', webhook.id)
      .execute();
    const stored = () =>
      db
        .selectFrom('webhook_endpoints')
        .select('secret')
        .where('id', '=', webhook.id)
        .executeTakeFirstOrThrow()
        .then((row) => row.secret);
    const recorded = async () =>
      (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.some(
        (row) => row.name === MIGRATION,
      );

    // Without the key: refused, the migration not recorded, nothing sealed with a wrong key.
    await expect(migrate(db)).rejects.toThrow(/1 webhook secret\(s\) are stored in clear/);
    expect(await recorded()).toBe(false);
    expect(await stored()).toBe(CLEAR);

    await migrate(db, { secretBox: box });
    expect(await recorded()).toBe(true);
    const sealed = await stored();
    expect(sealed).not.toContain(CLEAR);
    expect(sealed).not.toContain('whsec_');
    expect(box.open(sealed, secretPurpose(webhook.id))).toBe(CLEAR);
    // Bound to its endpoint: the sealed value opens for no other.
    expect(() => box.open(sealed, secretPurpose(anna.userId))).toThrow();

    // A run cut short after sealing (not recorded) runs again: the sealed value is kept.
    // The later migrations are undone first (Kysely refuses a gap in the order).
    await migrateTo(db, MIGRATION, { secretBox: box });
    await sql`delete from kysely_migration where name = ${MIGRATION}`.execute(db);
    await migrate(db, { secretBox: box });
    expect(await recorded()).toBe(true);
    expect(await stored()).toBe(sealed);

    // The integrator's secret still verifies the deliveries.
    receiver.secret = CLEAR;
    const test = await ctx.inject({
      method: 'POST',
      url: `/v1/webhooks/${webhook.id}/test`,
      headers: anna.auth,
    });
    expect(test.statusCode, test.body).toBe(201);
    await ctx.deliver();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.headers['webhook-signature']).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(receiver.received[0]!.signatureValid).toBe(true);
  });

  it('a sealed secret that does not open with the key is not sent unsigned', async () => {
    ctx = await startWebhooks();
    receiver = await new Receiver().start();
    const anna = await user(ctx);
    const webhook = await registerWebhook(ctx, anna.auth, {
      url: receiver.url,
      events: ['request.created'],
    });
    // Sealed for another endpoint (a value copied across rows): it does not open for this one.
    await ctx.server.testDb.db
      .updateTable('webhook_endpoints')
      .set({ secret: ctx.server.app.context.secretBox.seal(CLEAR, secretPurpose(anna.userId)) })
      .where('id', '=', webhook.id)
      .execute();
    await ctx.inject({
      method: 'POST',
      url: `/v1/webhooks/${webhook.id}/test`,
      headers: anna.auth,
    });
    await ctx.deliver();
    expect(receiver.received).toHaveLength(0);
    const log = await ctx.inject({
      method: 'GET',
      url: `/v1/webhooks/${webhook.id}/deliveries`,
      headers: anna.auth,
    });
    expect(log.json().items[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseExcerpt: 'the signing secret could not be unsealed',
    });
  });
});
