// Webhook deliveries with the clock moved: a receiver on loopback verifies
// every signature, answers 500 twice then 200 and sees the retries (30 s, then 1 min later), keeps
// each event once by its id (also after a redelivery); a request's events arrive in order with its
// callback addresses called; an endpoint failing for 3 days is disabled and its admin mailed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { business, expectContract, user } from '../business/support.ts';
import { accountSignerOf, at, signAs, signerUser, uploadPdf } from '../signing/support.ts';
import { Receiver } from './receiver.ts';
import { deliveriesOf, registerWebhook, startWebhooks, type WebhookCtx } from './support.ts';

// Each test builds a business (and signs a PDF): slow on a busy machine, above all on PostgreSQL.
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

describe('delivery', () => {
  it('retries after 500, 500 with back-off, signs every attempt, and de-duplicates by event id', async () => {
    const anna = await user(ctx);
    const webhook = await registerWebhook(ctx, anna.auth, {
      url: receiver.url,
      events: ['request.created'],
    });
    receiver.secret = webhook.secret;
    receiver.script = [500, 500];

    const test = await ctx.inject({
      method: 'POST',
      url: `/v1/webhooks/${webhook.id}/test`,
      headers: anna.auth,
    });
    expect(test.statusCode, test.body).toBe(201);
    expectContract(test, 'post /v1/webhooks/{webhookId}/test');
    await ctx.deliver();
    expect(receiver.received.map((r) => r.answered)).toEqual([500]);
    let [log] = await deliveriesOf(ctx, anna.auth, webhook.id);
    expect(log).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 });
    expect(log!.responseExcerpt).toBe('receiver failed');
    expect(log!.latencyMs).toBeGreaterThanOrEqual(0);
    const firstRetry = new Date(log!.nextAttemptAt!).getTime() - ctx.clock.now().getTime();
    expect(firstRetry).toBeGreaterThan(25_000);
    expect(firstRetry).toBeLessThanOrEqual(30_000);

    // Not due yet: nothing is sent.
    await ctx.deliver();
    expect(receiver.received).toHaveLength(1);
    ctx.clock.moveTo(log!.nextAttemptAt!);
    await ctx.deliver();
    [log] = await deliveriesOf(ctx, anna.auth, webhook.id);
    expect(log).toMatchObject({ status: 'pending', attempts: 2, responseStatus: 500 });
    const secondRetry = new Date(log!.nextAttemptAt!).getTime() - ctx.clock.now().getTime();
    expect(secondRetry).toBeGreaterThan(55_000);
    expect(secondRetry).toBeLessThanOrEqual(60_000);
    ctx.clock.moveTo(log!.nextAttemptAt!);
    await ctx.deliver();

    const list = await ctx.inject({
      method: 'GET',
      url: `/v1/webhooks/${webhook.id}/deliveries`,
      headers: anna.auth,
    });
    expectContract(list, 'get /v1/webhooks/{webhookId}/deliveries');
    [log] = list.json().items;
    expect(log).toMatchObject({
      status: 'delivered',
      attempts: 3,
      responseStatus: 200,
      responseExcerpt: 'ok',
    });
    expect(receiver.received.map((r) => r.answered)).toEqual([500, 500, 200]);
    expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
    const ids = new Set(receiver.received.map((r) => r.event.id));
    expect(ids.size).toBe(1);
    expect(receiver.received[0]!.headers['webhook-id']).toBe(log!.eventId);
    expect(receiver.processed).toEqual([
      {
        id: log!.eventId,
        type: 'webhook.test',
        timestamp: expect.any(String),
        data: { webhookId: webhook.id },
      },
    ]);

    // Redelivered: the same event id again; the receiver still processes it once.
    const again = await ctx.inject({
      method: 'POST',
      url: `/v1/webhooks/${webhook.id}/deliveries/${log!.id}/redeliver`,
      headers: anna.auth,
    });
    expect(again.statusCode, again.body).toBe(201);
    expectContract(again, 'post /v1/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver');
    expect(again.json()).toMatchObject({ eventId: log!.eventId, status: 'pending', attempts: 0 });
    await ctx.deliver();
    expect(receiver.received).toHaveLength(4);
    expect(receiver.received[3]!.event.id).toBe(log!.eventId);
    expect(receiver.received[3]!.signatureValid).toBe(true);
    expect(receiver.processed).toHaveLength(1);
  });

  it('a forged signature does not verify (the receiver would refuse it)', async () => {
    const anna = await user(ctx);
    const webhook = await registerWebhook(ctx, anna.auth, {
      url: receiver.url,
      events: ['request.created'],
    });
    receiver.secret = `${webhook.secret}-not-the-secret`;
    await ctx.inject({
      method: 'POST',
      url: `/v1/webhooks/${webhook.id}/test`,
      headers: anna.auth,
    });
    await ctx.deliver();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.signatureValid).toBe(false);
  });

  it('a request’s events reach its business’s endpoint in order, and its callbacks are called', async () => {
    const admin = await signerUser(ctx, ['ses:any']);
    const businessId = await business(ctx, admin);
    const webhook = await registerWebhook(ctx, admin.auth, {
      url: receiver.url,
      events: [
        'request.created',
        'request.initiated',
        'request.viewed',
        'request.signed',
        'request.completed',
      ],
      business_id: businessId,
    });
    receiver.secret = webhook.secret;
    const anna = await signerUser(ctx);
    const documentId = await uploadPdf(ctx, admin, 1);
    const created = await ctx.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      headers: admin.auth,
      payload: {
        title: 'Mandate agreement 2026',
        documents: [documentId],
        signatures: [accountSignerOf(anna.email, [at(documentId, 1, 100)])],
        callbacks: { success: `${receiver.url}/success`, update: `${receiver.url}/update` },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const requestId = created.json().id as string;
    const initiated = await ctx.inject({
      method: 'POST',
      url: `/v3/signature-requests/${requestId}/initiate`,
      headers: admin.auth,
    });
    expect(initiated.statusCode, initiated.body).toBe(200);
    const viewed = await ctx.inject({
      method: 'GET',
      url: `/v3/signature-requests/${requestId}`,
      headers: anna.auth,
    });
    expect(viewed.statusCode).toBe(200);
    const signed = await signAs(ctx, anna.auth, [requestId]);
    expect(signed.statusCode, signed.body).toBe(200);
    await ctx.deliver();

    const toEndpoint = receiver.received.filter((r) => r.headers['webhook-signature']);
    expect(toEndpoint.map((r) => r.event.type)).toEqual([
      'request.created',
      'request.initiated',
      'request.viewed',
      'request.signed',
      'request.completed',
    ]);
    expect(toEndpoint.every((r) => r.signatureValid)).toBe(true);
    expect(toEndpoint.every((r) => r.event.data.requestId === requestId)).toBe(true);
    expect(toEndpoint[0]!.event.data.businessId).toBe(businessId);
    const stamps = toEndpoint.map((r) => r.event.timestamp);
    expect([...stamps].sort()).toEqual(stamps);

    // Callbacks carry no signature (the request has no secret): update on every event, then
    // success at completion.
    const callbacks = receiver.received.filter((r) => !r.headers['webhook-signature']);
    expect(callbacks.map((r) => r.event.type)).toEqual([
      'request.created',
      'request.initiated',
      'request.viewed',
      'request.signed',
      'request.completed',
      'request.completed',
    ]);
  });

  it('a request an API user of the business creates reaches the business’s endpoint', async () => {
    const admin = await signerUser(ctx, ['ses:any']);
    const businessId = await business(ctx, admin);
    const webhook = await registerWebhook(ctx, admin.auth, {
      url: receiver.url,
      events: ['request.created', 'request.initiated'],
      business_id: businessId,
    });
    receiver.secret = webhook.secret;
    // The ERP's API user: made by the admin, its secret exchanged for a bearer token.
    const made = await ctx.inject({
      method: 'POST',
      url: `/v1/businesses/${businessId}/apis`,
      headers: admin.auth,
      payload: { description: 'ERP integration' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { username, password } = made.json() as { username: string; password: string };
    const exchanged = await ctx.inject({
      method: 'POST',
      url: '/v1/api-users/token',
      payload: { username, password },
    });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const erp = { ...admin, auth: { authorization: `Bearer ${exchanged.json().token.value}` } };
    const anna = await signerUser(ctx);
    const documentId = await uploadPdf(ctx, erp, 1);
    const created = await ctx.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      headers: erp.auth,
      payload: {
        title: 'Order 4711',
        documents: [documentId],
        signatures: [accountSignerOf(anna.email, [at(documentId, 1, 100)])],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const requestId = created.json().id as string;
    const initiated = await ctx.inject({
      method: 'POST',
      url: `/v3/signature-requests/${requestId}/initiate`,
      headers: erp.auth,
    });
    expect(initiated.statusCode, initiated.body).toBe(200);
    await ctx.deliver();
    expect(receiver.processed.map((event) => [event.type, event.data])).toEqual([
      ['request.created', { requestId, businessId }],
      ['request.initiated', { requestId, businessId }],
    ]);
    expect(receiver.received.every((r) => r.signatureValid)).toBe(true);
  });

  it('an endpoint failing for 3 days is disabled, its pending events given up, and the admin mailed', async () => {
    const admin = await user(ctx, { firstName: 'Anna' });
    const businessId = await business(ctx, admin);
    const webhook = await registerWebhook(ctx, admin.auth, {
      url: receiver.url,
      events: ['member.changed'],
      business_id: businessId,
    });
    receiver.secret = webhook.secret;
    receiver.always = 500;
    const start = ctx.clock.now().getTime();
    await ctx.inject({
      method: 'POST',
      url: `/v1/webhooks/${webhook.id}/test`,
      headers: admin.auth,
    });
    for (let pass = 0; pass < 40; pass++) {
      await ctx.deliver();
      const row = await ctx.server.testDb.db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('id', '=', webhook.id)
        .executeTakeFirstOrThrow();
      if (row.enabled === 0) break;
      const next = await ctx.server.testDb.db
        .selectFrom('webhook_deliveries')
        .select('next_attempt_at')
        .where('endpoint_id', '=', webhook.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (!next) break;
      ctx.clock.moveTo(next.next_attempt_at);
    }
    const elapsed = ctx.clock.now().getTime() - start;
    expect(elapsed).toBeGreaterThanOrEqual(3 * 24 * 60 * 60_000 - 6 * 60 * 60_000);
    const get = await ctx.inject({
      method: 'GET',
      url: `/v1/webhooks/${webhook.id}`,
      headers: admin.auth,
    });
    expect(get.json()).toMatchObject({ enabled: false, disabledReason: 'failing' });
    const [log] = await deliveriesOf(ctx, admin.auth, webhook.id);
    expect(log!.status).toBe('failed');
    // Exponential: 30 s, 1 min, 2 min, … up to 6 h apart: far fewer attempts than polls.
    expect(receiver.received.length).toBeGreaterThan(10);
    expect(receiver.received.length).toBeLessThan(25);
    await ctx.server.mailer.settled();
    const mail = ctx.server.mailer.lastTo(admin.email);
    expect(mail?.subject).toBe('A webhook endpoint was disabled');
    expect(mail?.text).toContain(receiver.url);
    expect(mail?.text).toContain('/business/developers/api');

    // Enabled again, it starts afresh.
    const enabled = await ctx.inject({
      method: 'PUT',
      url: `/v1/webhooks/${webhook.id}`,
      headers: admin.auth,
      payload: { enabled: true },
    });
    expect(enabled.json()).toMatchObject({ enabled: true });
    expect(enabled.json()).not.toHaveProperty('failingSince');
  });
});

describe('business events', () => {
  it('a role change reaches the business endpoint as member.changed', async () => {
    const admin = await user(ctx);
    const beat = await user(ctx);
    const businessId = await business(ctx, admin);
    await ctx.server.testDb.db
      .insertInto('business_members')
      .values({
        business_id: businessId,
        user_id: beat.userId,
        role: 'member',
        joined_at: new Date().toISOString(),
      })
      .execute();
    const webhook = await registerWebhook(ctx, admin.auth, {
      url: receiver.url,
      events: ['member.changed'],
      business_id: businessId,
    });
    receiver.secret = webhook.secret;
    const promoted = await ctx.inject({
      method: 'POST',
      url: `/v1/businesses/${businessId}/change-to-admins`,
      headers: admin.auth,
      payload: { user_ids: [beat.userId] },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    await ctx.deliver();
    expect(receiver.processed).toEqual([
      {
        id: expect.any(String),
        type: 'member.changed',
        timestamp: expect.any(String),
        data: {
          businessId,
          change: 'ROLE_CHANGED_TO_ADMIN',
          accounts: [{ userId: beat.userId, email: beat.email }],
          role: 'admin',
        },
      },
    ]);
    expect(receiver.received[0]!.signatureValid).toBe(true);
  });
});
