// Webhook endpoints: registered by a business's admins or for a personal
// account, the secret answered once, listed, changed, disabled and deleted, only by who owns them;
// only http(s) addresses, and none on private or loopback networks in production (SSRF).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postDelivery } from '../../src/areas/webhooks/http-delivery.ts';
import { isPublicAddress } from '../../src/areas/webhooks/rules/addresses.ts';
import { business, expectContract, user, type User } from '../business/support.ts';
import { Receiver } from './receiver.ts';
import { lookupTable, registerWebhook, startWebhooks, type WebhookCtx } from './support.ts';

// Each test builds a business (and signs a PDF): slow on a busy machine, above all on PostgreSQL.
vi.setConfig({ testTimeout: 120_000 });

let ctx: WebhookCtx;
afterEach(async () => ctx?.server.close());

const hook = (id = '', rest = '') => `/v1/webhooks${id ? `/${id}` : ''}${rest}`;

async function member(businessId: string, person: User) {
  await ctx.server.testDb.db
    .insertInto('business_members')
    .values({
      business_id: businessId,
      user_id: person.userId,
      role: 'member',
      joined_at: new Date().toISOString(),
    })
    .execute();
}

describe('webhook endpoints', () => {
  it('an admin registers a business endpoint: the secret once, then list, get, update, delete', async () => {
    ctx = await startWebhooks();
    const anna = await user(ctx, { firstName: 'Anna' });
    const businessId = await business(ctx, anna);
    const response = await ctx.inject({
      method: 'POST',
      url: hook(),
      headers: anna.auth,
      payload: {
        url: 'https://erp.muster-treuhand.ch/signing/events',
        events: ['request.completed', 'request.declined'],
        description: 'ERP integration',
        business_id: businessId,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expectContract(response, 'post /v1/webhooks');
    const created = response.json();
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.events).toEqual(['request.completed', 'request.declined']);
    expect(created).toMatchObject({ enabled: true, businessId, description: 'ERP integration' });

    const list = await ctx.inject({
      method: 'GET',
      url: `${hook()}?businessId=${businessId}`,
      headers: anna.auth,
    });
    expectContract(list, 'get /v1/webhooks');
    expect(list.json().items.map((w: { id: string }) => w.id)).toEqual([created.id]);
    expect(list.body).not.toContain(created.secret);
    // Without businessId: Anna's personal endpoints (none).
    const personal = await ctx.inject({ method: 'GET', url: hook(), headers: anna.auth });
    expect(personal.json().items).toEqual([]);

    const get = await ctx.inject({ method: 'GET', url: hook(created.id), headers: anna.auth });
    expectContract(get, 'get /v1/webhooks/{webhookId}');
    expect(get.body).not.toContain(created.secret);

    const disabled = await ctx.inject({
      method: 'PUT',
      url: hook(created.id),
      headers: anna.auth,
      payload: { enabled: false, events: ['request.signed'] },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expectContract(disabled, 'put /v1/webhooks/{webhookId}');
    expect(disabled.json()).toMatchObject({
      enabled: false,
      disabledReason: 'by_user',
      events: ['request.signed'],
    });
    const test = await ctx.inject({
      method: 'POST',
      url: hook(created.id, '/test'),
      headers: anna.auth,
    });
    expect(test.statusCode).toBe(409);
    expect(test.json().code).toBe('webhook_disabled');

    const removed = await ctx.inject({
      method: 'DELETE',
      url: hook(created.id),
      headers: anna.auth,
    });
    expect(removed.statusCode).toBe(200);
    expectContract(removed, 'delete /v1/webhooks/{webhookId}');
    expect(
      (await ctx.inject({ method: 'GET', url: hook(created.id), headers: anna.auth })).statusCode,
    ).toBe(404);
  });

  it('keeps a given secret; a member gets 403, a stranger 404, personal endpoints are their owner’s', async () => {
    ctx = await startWebhooks();
    const anna = await user(ctx);
    const beat = await user(ctx);
    const carla = await user(ctx);
    const businessId = await business(ctx, anna);
    await member(businessId, beat);
    const secret = 'my-own-secret-of-32-characters-x';
    const created = await registerWebhook(ctx, anna.auth, {
      url: 'https://erp.muster-treuhand.ch/hooks',
      events: ['member.changed'],
      secret,
      business_id: businessId,
    });
    expect(created.secret).toBe(secret);

    const asMember = await ctx.inject({ method: 'GET', url: hook(created.id), headers: beat.auth });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().code).toBe('business_admin_required');
    const memberCreate = await ctx.inject({
      method: 'POST',
      url: hook(),
      headers: beat.auth,
      payload: { url: 'https://example.org/x', events: ['seal.changed'], business_id: businessId },
    });
    expect(memberCreate.statusCode).toBe(403);
    expect(
      (await ctx.inject({ method: 'GET', url: hook(created.id), headers: carla.auth })).statusCode,
    ).toBe(404);
    const strangerList = await ctx.inject({
      method: 'GET',
      url: `${hook()}?businessId=${businessId}`,
      headers: carla.auth,
    });
    expect(strangerList.statusCode).toBe(404);

    const own = await registerWebhook(ctx, carla.auth, {
      url: 'https://carla.example.org/hook',
      events: ['request.signed'],
    });
    expect(own).not.toHaveProperty('businessId');
    expect(
      (await ctx.inject({ method: 'GET', url: hook(own.id), headers: anna.auth })).statusCode,
    ).toBe(404);
    const carlaList = await ctx.inject({ method: 'GET', url: hook(), headers: carla.auth });
    expect(carlaList.json().items.map((w: { id: string }) => w.id)).toEqual([own.id]);
  });

  it('refuses bad bodies with field pointers, and more than 20 endpoints', async () => {
    ctx = await startWebhooks();
    const anna = await user(ctx);
    const noEvents = await ctx.inject({
      method: 'POST',
      url: hook(),
      headers: anna.auth,
      payload: { url: 'https://a.example.org', events: [] },
    });
    expect(noEvents.statusCode).toBe(400);
    expect(noEvents.json().errors[0].pointer).toBe('/body/events');
    const testEvent = await ctx.inject({
      method: 'POST',
      url: hook(),
      headers: anna.auth,
      payload: { url: 'https://a.example.org', events: ['webhook.test'] },
    });
    expect(testEvent.statusCode).toBe(400);
    expect(testEvent.json().errors[0].pointer).toBe('/body/events/0');
    for (let i = 0; i < 20; i++) {
      await registerWebhook(ctx, anna.auth, {
        url: `https://a.example.org/${i}`,
        events: ['request.signed'],
      });
    }
    const over = await ctx.inject({
      method: 'POST',
      url: hook(),
      headers: anna.auth,
      payload: { url: 'https://a.example.org/21', events: ['request.signed'] },
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('webhook_limit_reached');
  });
});

describe('addresses (server-side request forgery)', () => {
  it('refuses non-http(s), credentials, private, loopback and link-local addresses in production', async () => {
    ctx = await startWebhooks({ allowPrivateAddresses: false });
    // Registration resolves the host: a table instead of the internet (registration-guard.test.ts).
    ctx.server.app.context.providers.hostLookup = lookupTable({
      'erp.example.org': ['93.184.215.14'],
    });
    const anna = await user(ctx);
    for (const url of [
      'ftp://files.example.org/hook',
      'file:///etc/passwd',
      'https://user:pw@example.org/hook',
      'http://127.0.0.1:8080/hook',
      'http://10.1.2.3/hook',
      'http://172.16.0.9/hook',
      'http://192.168.1.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://[fd00::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://localhost:8080/hook',
    ]) {
      const response = await ctx.inject({
        method: 'POST',
        url: hook(),
        headers: anna.auth,
        payload: { url, events: ['request.signed'] },
      });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().code, url).toBe('webhook_url_not_allowed');
      expect(response.json().errors[0].pointer, url).toBe('/body/url');
    }
    const callback = await ctx.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      headers: anna.auth,
      payload: { title: 'NDA', callbacks: { success: 'http://127.0.0.1/ok' } },
    });
    expect(callback.statusCode).toBe(422);
    expect(callback.json().errors[0].pointer).toBe('/body/callbacks/success');
    expect(
      (
        await ctx.inject({
          method: 'POST',
          url: hook(),
          headers: anna.auth,
          payload: { url: 'https://erp.example.org/hook', events: ['request.signed'] },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('refuses at delivery a name that resolves to loopback (the receiver never sees it)', async () => {
    const receiver = await new Receiver().start();
    try {
      const viaName = receiver.url.replace('127.0.0.1', 'localhost');
      const refused = await postDelivery(viaName, { 'content-type': 'application/json' }, '{}', {
        timeoutMs: 2_000,
        allowPrivate: false,
      });
      expect(refused.status).toBeNull();
      expect(refused.excerpt).toMatch(/private or loopback/);
      expect(receiver.received).toHaveLength(0);
      const allowed = await postDelivery(
        viaName,
        { 'content-type': 'application/json' },
        '{"id":"x"}',
        {
          timeoutMs: 2_000,
          allowPrivate: true,
        },
      );
      expect(allowed.status).toBe(200);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('classifies addresses', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2001:4860:4860::8888')).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '100.64.0.1',
      '169.254.1.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
