// Rotating a webhook's signing secret: the new secret is answered once and never read
// back; for 24 hours deliveries carry both signatures (the new one first, each verifying with its
// own secret), after them only the new one and the replaced secret is dropped from the database;
// only who may change the endpoint may rotate it (403 for a business's member, 404 for another
// business's admin or a stranger).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROTATION_OVERLAP_MS } from '../../src/areas/webhooks/rules/secrets.ts';
import { PURGE_INTERVAL_MS } from '../../src/areas/webhooks/rules/retention.ts';
import { addMember, business, expectContract, user } from '../business/support.ts';
import { Receiver, verify } from './receiver.ts';
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

const rotate = (id: string, auth: Record<string, string>) =>
  ctx.inject({ method: 'POST', url: `/v1/webhooks/${id}/rotate-secret`, headers: auth });

/** Sends a test event and delivers it; answers what the receiver got. */
async function delivered(id: string, auth: Record<string, string>) {
  const test = await ctx.inject({ method: 'POST', url: `/v1/webhooks/${id}/test`, headers: auth });
  expect(test.statusCode, test.body).toBe(201);
  await ctx.deliver();
  return receiver.received.at(-1)!;
}

const storedSecrets = (id: string) =>
  ctx.server.testDb.db
    .selectFrom('webhook_endpoints')
    .select(['secret', 'previous_secret', 'previous_secret_until'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('rotating a webhook secret', () => {
  it('answers the new secret once; both sign for 24 hours, then only the new one', async () => {
    const anna = await user(ctx);
    const webhook = await registerWebhook(ctx, anna.auth, {
      url: receiver.url,
      events: ['request.created'],
    });
    const before = await delivered(webhook.id, anna.auth);
    expect(before.headers['webhook-signature']).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verify(webhook.secret, before.headers, before.body)).toBe(true);

    const rotatedAt = ctx.clock.now().getTime();
    const response = await rotate(webhook.id, anna.auth);
    expect(response.statusCode, response.body).toBe(200);
    expectContract(response, 'post /v1/webhooks/{webhookId}/rotate-secret');
    const rotated = response.json() as {
      id: string;
      secret: string;
      previousSecretExpiresAt: string;
    };
    expect(rotated.id).toBe(webhook.id);
    expect(rotated.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(rotated.secret).not.toBe(webhook.secret);
    const expires = new Date(rotated.previousSecretExpiresAt).getTime();
    expect(expires - rotatedAt).toBeGreaterThanOrEqual(ROTATION_OVERLAP_MS);
    expect(expires - rotatedAt).toBeLessThan(ROTATION_OVERLAP_MS + 60_000);
    expect(ROTATION_OVERLAP_MS).toBe(24 * 60 * 60_000);

    // Never read back: neither the list nor the endpoint carries a secret.
    for (const url of ['/v1/webhooks', `/v1/webhooks/${webhook.id}`]) {
      const read = await ctx.inject({ method: 'GET', url, headers: anna.auth });
      expect(read.statusCode).toBe(200);
      expect(read.body).not.toContain(rotated.secret);
      expect(read.body).not.toContain(webhook.secret);
      expect(read.body).not.toContain('secret');
    }
    // Both are stored sealed.
    const stored = await storedSecrets(webhook.id);
    expect(stored.secret).not.toContain(rotated.secret);
    expect(stored.previous_secret).not.toBeNull();
    expect(stored.previous_secret).not.toContain(webhook.secret);

    // During the overlap: two entries, the new secret's first; each secret verifies.
    ctx.clock.advance(ROTATION_OVERLAP_MS - 60_000);
    const during = await delivered(webhook.id, anna.auth);
    const entries = String(during.headers['webhook-signature']).split(',');
    expect(entries).toHaveLength(2);
    expect(entries.every((entry) => /^v1=[0-9a-f]{64}$/.test(entry))).toBe(true);
    expect(verify(rotated.secret, during.headers, during.body)).toBe(true);
    expect(verify(webhook.secret, during.headers, during.body)).toBe(true);
    const [first] = entries;
    expect(
      verify(rotated.secret, { ...during.headers, 'webhook-signature': first }, during.body),
    ).toBe(true);
    expect(verify('whsec_someone_else_entirely_000000', during.headers, during.body)).toBe(false);

    // 24 hours after the rotation: the new secret only; the old one no longer verifies.
    ctx.clock.moveTo(new Date(expires));
    const after = await delivered(webhook.id, anna.auth);
    expect(after.headers['webhook-signature']).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verify(rotated.secret, after.headers, after.body)).toBe(true);
    expect(verify(webhook.secret, after.headers, after.body)).toBe(false);

    // The replaced secret is dropped by the worker's next hourly pass.
    ctx.clock.advance(PURGE_INTERVAL_MS);
    await ctx.deliver();
    expect(await storedSecrets(webhook.id)).toMatchObject({
      previous_secret: null,
      previous_secret_until: null,
    });
  });

  it('a second rotation within the day replaces the secret in use; the first stops signing', async () => {
    const anna = await user(ctx);
    const webhook = await registerWebhook(ctx, anna.auth, {
      url: receiver.url,
      events: ['request.created'],
    });
    const first = (await rotate(webhook.id, anna.auth)).json() as { secret: string };
    const second = (await rotate(webhook.id, anna.auth)).json() as { secret: string };
    const got = await delivered(webhook.id, anna.auth);
    expect(String(got.headers['webhook-signature']).split(',')).toHaveLength(2);
    expect(verify(second.secret, got.headers, got.body)).toBe(true);
    expect(verify(first.secret, got.headers, got.body)).toBe(true);
    expect(verify(webhook.secret, got.headers, got.body)).toBe(false);
  });

  it('a member of the business gets 403; another business’s admin and a stranger get 404', async () => {
    const anna = await user(ctx, { firstName: 'Anna' });
    const businessId = await business(ctx, anna);
    const webhook = await registerWebhook(ctx, anna.auth, {
      url: receiver.url,
      events: ['request.completed'],
      business_id: businessId,
    });
    const marco = await user(ctx, { firstName: 'Marco' });
    await addMember(ctx, businessId, marco);
    const forbidden = await rotate(webhook.id, marco.auth);
    expect(forbidden.statusCode, forbidden.body).toBe(403);
    expectContract(forbidden, 'post /v1/webhooks/{webhookId}/rotate-secret');
    expect(forbidden.json()).toMatchObject({ code: 'business_admin_required' });

    const other = await user(ctx, { firstName: 'Lea' });
    await business(ctx, other);
    const notFound = await rotate(webhook.id, other.auth);
    expect(notFound.statusCode, notFound.body).toBe(404);
    expectContract(notFound, 'post /v1/webhooks/{webhookId}/rotate-secret');

    const personal = await registerWebhook(ctx, anna.auth, {
      url: receiver.url,
      events: ['request.created'],
    });
    expect((await rotate(personal.id, other.auth)).statusCode).toBe(404);
    expect((await rotate('0d7e3c1a-9b2f-4e6d-8a1c-5f4b3e2d1c0b', anna.auth)).statusCode).toBe(404);
    expect(
      (await ctx.inject({ method: 'POST', url: `/v1/webhooks/${webhook.id}/rotate-secret` }))
        .statusCode,
    ).toBe(401);

    // Nothing changed: the registered secret still signs alone.
    receiver.secret = webhook.secret;
    const got = await delivered(webhook.id, anna.auth);
    expect(got.headers['webhook-signature']).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(got.signatureValid).toBe(true);
  });

  it('rotates an endpoint whose deliveries fail, answering since when (found by the fuzzer: 500)', async () => {
    const anna = await user(ctx);
    // Nothing listens on the discard port: the delivery fails and the endpoint is failing.
    const webhook = await registerWebhook(ctx, anna.auth, {
      url: 'http://127.0.0.1:9/hooks',
      events: ['request.created'],
    });
    const test = await ctx.inject({
      method: 'POST',
      url: `/v1/webhooks/${webhook.id}/test`,
      headers: anna.auth,
    });
    expect(test.statusCode, test.body).toBe(201);
    await ctx.deliver();
    const response = await rotate(webhook.id, anna.auth);
    expect(response.statusCode, response.body).toBe(200);
    expectContract(response, 'post /v1/webhooks/{webhookId}/rotate-secret');
    expect(response.json()).toMatchObject({ failingSince: expect.any(String) });
  });
});
