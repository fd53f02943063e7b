// The request-forgery guard at registration: when a webhook or a request callback is created or
// changed, the host is normalised (trailing dots, case, internationalised names in punycode) and
// resolved; any loopback, private, link-local or unspecified answer is refused with 422
// webhook_url_not_allowed and a field pointer, and so is a name that does not resolve. Names
// are resolved through a table (lookupTable) instead of the internet. Delivery keeps its own
// check and connects to the very address it checked.
import type { LookupAddress } from 'node:dns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postDelivery } from '../../src/areas/webhooks/http-delivery.ts';
import { checkPublicHost } from '../../src/security/public-host.ts';
import { checkingLookup, normalisedHost } from '../../src/security/public-network.ts';
import { business, expectContract, user, type User } from '../business/support.ts';
import { Receiver } from './receiver.ts';
import { lookupTable, registerWebhook, startWebhooks, type WebhookCtx } from './support.ts';

vi.setConfig({ testTimeout: 120_000 });

const PUBLIC_V4 = '93.184.215.14';
const PUBLIC_V6 = '2606:2800:21f:cb07:6820:80da:af6b:8b2c';
const TABLE = {
  'erp.muster-treuhand.ch': [PUBLIC_V4, PUBLIC_V6],
  'xn--bcher-kva.example': [PUBLIC_V4],
  'loopback.muster-treuhand.ch': ['127.0.0.1'],
  'rebound.muster-treuhand.ch': [PUBLIC_V4, '10.0.0.7'],
  'metadata.muster-treuhand.ch': ['169.254.169.254'],
  'v6-loopback.muster-treuhand.ch': ['::1'],
  'unspecified.muster-treuhand.ch': ['0.0.0.0'],
  'ula.muster-treuhand.ch': ['fd12:3456::1'],
  // A name getaddrinfo answers from /etc/hosts on many systems.
  'localhost.localdomain': ['127.0.0.1'],
};

let ctx: WebhookCtx;
afterEach(async () => ctx?.server.close());

async function start() {
  ctx = await startWebhooks({ allowPrivateAddresses: false });
  const lookup = lookupTable(TABLE);
  ctx.server.app.context.providers.hostLookup = lookup;
  return lookup;
}

const create = (anna: User, url: string) =>
  ctx.inject({
    method: 'POST',
    url: '/v1/webhooks',
    headers: anna.auth,
    payload: { url, events: ['request.signed'] },
  });

function expectRefused(
  response: Awaited<ReturnType<typeof create>>,
  pointer: string,
  detail: RegExp,
) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = response.json();
  expect(problem.code).toBe('webhook_url_not_allowed');
  expect(problem.errors[0]).toMatchObject({ pointer, code: 'webhook_url_not_allowed' });
  expect(problem.errors[0].detail).toMatch(detail);
}

describe('registration of a webhook (POST /v1/webhooks)', () => {
  it.each([
    ['http://localhost.:8080/hook', /private or loopback/],
    ['http://localhost..:8080/hook', /private or loopback/],
    ['http://localhost.localdomain:8080/hook', /private or loopback/],
    ['http://LOCALHOST:8080/hook', /private or loopback/],
    ['http://Sub.LocalHost./hook', /private or loopback/],
    ['http://printer.local./hook', /private or loopback/],
    ['http://[::1]/hook', /private or loopback/],
    ['http://[::]/hook', /private or loopback/],
    ['http://[::ffff:0:7f00:1]/hook', /private or loopback/],
    ['http://0.0.0.0/hook', /private or loopback/],
    ['http://0/hook', /private or loopback/],
    ['http://2130706433/hook', /private or loopback/],
    ['http://loopback.muster-treuhand.ch/hook', /loopback\.muster-treuhand\.ch is or resolves to/],
    ['http://LOOPBACK.Muster-Treuhand.CH./hook', /loopback\.muster-treuhand\.ch is or resolves to/],
    ['http://rebound.muster-treuhand.ch/hook', /private, loopback, link-local or unspecified/],
    ['http://metadata.muster-treuhand.ch/latest', /private, loopback, link-local or unspecified/],
    ['http://v6-loopback.muster-treuhand.ch/hook', /private, loopback, link-local or unspecified/],
    ['http://unspecified.muster-treuhand.ch/hook', /private, loopback, link-local or unspecified/],
    ['http://ula.muster-treuhand.ch/hook', /private, loopback, link-local or unspecified/],
    ['https://nowhere.muster-treuhand.ch/hook', /nowhere\.muster-treuhand\.ch does not resolve/],
  ])('refuses %s (422 at /body/url)', async (url, detail) => {
    await start();
    const anna = await user(ctx);
    const response = await create(anna, url);
    expectRefused(response, '/body/url', detail);
    expectContract(response, 'post /v1/webhooks');
  });

  it('accepts a public name, resolved to public addresses only', async () => {
    const lookup = await start();
    const anna = await user(ctx);
    const hook = await registerWebhook(ctx, anna.auth, {
      url: 'https://ERP.Muster-Treuhand.ch./signing/events',
      events: ['request.signed'],
    });
    expect(lookup.asked).toEqual(['erp.muster-treuhand.ch']);
    expect(hook.url).toBe('https://erp.muster-treuhand.ch./signing/events');
  });

  it('resolves an internationalised name in punycode, whatever its case and trailing dot', async () => {
    // The contract's `uri` format takes ASCII only: an IDN arrives in punycode.
    const lookup = await start();
    const anna = await user(ctx);
    const hook = await registerWebhook(ctx, anna.auth, {
      url: 'https://XN--BCHER-KVA.Example./hook',
      events: ['request.signed'],
    });
    expect(lookup.asked).toEqual(['xn--bcher-kva.example']);
    expect(hook.url).toBe('https://xn--bcher-kva.example./hook');
  });

  it('says so when the resolver fails, rather than registering an unchecked name', async () => {
    await start();
    ctx.server.app.context.providers.hostLookup = async () => {
      throw Object.assign(new Error('getaddrinfo EAI_AGAIN'), { code: 'EAI_AGAIN' });
    };
    const anna = await user(ctx);
    expectRefused(
      await create(anna, 'https://erp.muster-treuhand.ch/hook'),
      '/body/url',
      /could not be resolved now; try again later/,
    );
  });

  it('lets tests register loopback receivers with WEBHOOKS_ALLOW_PRIVATE_ADDRESSES=1', async () => {
    ctx = await startWebhooks({ allowPrivateAddresses: true });
    const lookup = lookupTable({});
    ctx.server.app.context.providers.hostLookup = lookup;
    const anna = await user(ctx);
    await registerWebhook(ctx, anna.auth, {
      url: 'http://localhost.:8080/hook',
      events: ['request.signed'],
    });
    expect(lookup.asked).toEqual([]);
  });
});

describe('a change of address (PUT /v1/webhooks/{id}) and request callbacks', () => {
  it('refuses a changed address that resolves to loopback, and keeps the old one', async () => {
    await start();
    const anna = await user(ctx);
    const businessId = await business(ctx, anna);
    const hook = await registerWebhook(ctx, anna.auth, {
      url: 'https://erp.muster-treuhand.ch/hook',
      events: ['request.signed'],
      business_id: businessId,
    });
    for (const url of ['http://localhost.:9000/x', 'http://loopback.muster-treuhand.ch/x']) {
      const changed = await ctx.inject({
        method: 'PUT',
        url: `/v1/webhooks/${hook.id}`,
        headers: anna.auth,
        payload: { url },
      });
      expectRefused(changed, '/body/url', /private or loopback/);
      expectContract(changed, 'put /v1/webhooks/{webhookId}');
    }
    const kept = await ctx.inject({
      method: 'GET',
      url: `/v1/webhooks/${hook.id}`,
      headers: anna.auth,
    });
    expect(kept.json().url).toBe('https://erp.muster-treuhand.ch/hook');
  });

  it.each([
    ['success', 'http://localhost.localdomain/ok', /private or loopback/],
    ['error', 'http://loopback.muster-treuhand.ch/error', /resolves to/],
    ['update', 'http://nowhere.muster-treuhand.ch/u', /does not resolve/],
  ])('refuses a %s callback %s (422 at /body/callbacks/…)', async (kind, url, detail) => {
    await start();
    const anna = await user(ctx);
    const response = await ctx.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      headers: anna.auth,
      payload: { title: 'NDA', callbacks: { [kind]: url } },
    });
    expectRefused(response, `/body/callbacks/${kind}`, detail);
    expectContract(response, 'post /v3/signature-requests');
  });

  it('accepts a callback on a public name', async () => {
    await start();
    const anna = await user(ctx);
    const response = await ctx.inject({
      method: 'POST',
      url: '/v3/signature-requests',
      headers: anna.auth,
      payload: { title: 'NDA', callbacks: { update: 'https://erp.muster-treuhand.ch/u' } },
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('host normalisation and the check (security/public-host.ts)', () => {
  it('strips brackets and trailing dots, lower-cases and writes IDN in punycode', () => {
    expect(normalisedHost('LocalHost..')).toBe('localhost');
    expect(normalisedHost('Bücher.Example.')).toBe('xn--bcher-kva.example');
    expect(normalisedHost('[::1]')).toBe('::1');
    expect(normalisedHost('xn--bcher-kva.example')).toBe('xn--bcher-kva.example');
  });

  it('resolves a Unicode name in punycode, and knows a full-width localhost', async () => {
    const lookup = lookupTable(TABLE);
    expect(await checkPublicHost(new URL('https://BÜCHER.example/hook'), lookup)).toEqual({
      allowed: true,
      host: 'xn--bcher-kva.example',
      addresses: [PUBLIC_V4],
    });
    expect(lookup.asked).toEqual(['xn--bcher-kva.example']);
    const fullWidth = await checkPublicHost(new URL('http://ｌｏｃａｌｈｏｓｔ。/'), lookup);
    expect(fullWidth).toMatchObject({ allowed: false, host: 'localhost', reason: 'not_public' });
    expect(lookup.asked).toEqual(['xn--bcher-kva.example']);
  });

  it('refuses a name with an empty answer as not resolving', async () => {
    const verdict = await checkPublicHost(new URL('https://empty.example'), async () => []);
    expect(verdict).toEqual({ allowed: false, host: 'empty.example', reason: 'unresolved' });
  });
});

describe('delivery connects to the address it checked', () => {
  it('looks the name up once, and the connection goes to that answer (no second lookup)', async () => {
    const receiver = await new Receiver().start();
    try {
      const port = new URL(receiver.url).port;
      // A rebinding name: the first answer is the checked one, any later one would differ.
      const answers = ['127.0.0.1', '127.0.0.2'];
      let lookups = 0;
      const base = ((
        _hostname: string,
        _options: object,
        callback: (error: null, addresses: LookupAddress[]) => void,
      ) => {
        const address = answers[Math.min(lookups, answers.length - 1)]!;
        lookups += 1;
        callback(null, [{ address, family: 4 }]);
      }) as unknown as Parameters<typeof checkingLookup>[0];
      // Only the first answer passes the check, standing for "public" (the receiver is on loopback).
      const lookup = checkingLookup(base, (address) => address === '127.0.0.1');
      const delivered = await postDelivery(
        `http://rebinding.muster-treuhand.ch:${port}/hook`,
        { 'content-type': 'application/json' },
        '{"id":"evt_1"}',
        { timeoutMs: 2_000, allowPrivate: false, lookup },
      );
      expect(delivered.status, delivered.excerpt).toBe(200);
      expect(lookups).toBe(1);
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]!.headers.host).toBe(`rebinding.muster-treuhand.ch:${port}`);

      // The second connection is looked up anew, and its answer is refused before any connect.
      const refused = await postDelivery(
        `http://rebinding.muster-treuhand.ch:${port}/hook`,
        { 'content-type': 'application/json' },
        '{"id":"evt_2"}',
        { timeoutMs: 2_000, allowPrivate: false, lookup },
      );
      expect(refused.status).toBeNull();
      expect(refused.excerpt).toMatch(/private or loopback/);
      expect(lookups).toBe(2);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});
