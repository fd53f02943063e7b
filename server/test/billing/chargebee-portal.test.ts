// The Chargebee portal of businesses billed through Chargebee (docs/product.md#states CHARGEBEE): beside the
// sandbox payment provider a session is a SANDBOX page of this server that expires after an hour;
// a business that does not pay through Chargebee gets 409 not_chargebee_customer, a member 403;
// beside Stripe (no Chargebee site connected) 503 chargebee_unavailable. A business gets there
// through the development page /dev/chargebee-business (no contract operation makes one), which
// refuses a business still paying a running subscription.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxChargebeePortal } from '../../src/providers/chargebee-sandbox.ts';
import {
  addPaymentMethod,
  billingBusiness,
  billingOf,
  billingUser,
  expectContract,
  startBilling,
  type BillingCtx,
  type BillingUser,
} from './support.ts';

let ctx: BillingCtx;
beforeAll(async () => {
  ctx = await startBilling('2026-11-01T00:00:00.000Z');
});
afterAll(() => ctx.close());

const moveToChargebee = (businessId: string) =>
  ctx.inject({ method: 'POST', url: '/dev/chargebee-business', payload: { businessId } });
const openPortal = (admin: BillingUser, businessId: string) =>
  ctx.inject({
    method: 'POST',
    url: `/v2/businesses/${businessId}/chargebee/portal_session`,
    headers: admin.auth,
  });

describe('the Chargebee portal session on the sandbox', () => {
  it('opens a SANDBOX portal page for a CHARGEBEE business that expires after an hour', async () => {
    ctx.clock.set('2026-11-01T10:00:00.000Z');
    const admin = await billingUser(ctx);
    const id = await billingBusiness(ctx, admin, { name: 'Altkunde Chargebee AG' });
    const moved = await moveToChargebee(id);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ businessId: id, paymentMethod: 'CHARGEBEE' });
    expect((await billingOf(ctx, admin, id)).billing.paymentMethod).toBe('CHARGEBEE');

    const session = await openPortal(admin, id);
    expect(session.statusCode, session.body).toBe(200);
    expectContract(session, 'post /v2/businesses/{businessId}/chargebee/portal_session');
    const { url, expiresAt } = session.json() as { url: string; expiresAt: string };
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:8080\/sandbox\/chargebee\/portal\/cbs_[0-9a-f]+$/);
    expect(expiresAt).toBe('2026-11-01T11:00:00.000Z');

    const page = await ctx.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('SANDBOX');
    expect(page.body).toContain('Chargebee customer portal');
    expect(page.body).toContain('/business/billing/payment');
    const json = await ctx.inject({
      method: 'GET',
      url: new URL(url).pathname,
      headers: { accept: 'application/json' },
    });
    expect(json.json()).toEqual({ businessId: id, expiresAt, sandbox: true });

    // A plan is changed at Chargebee, not in the app.
    const upgrade = await ctx.inject({
      method: 'PUT',
      url: `/v2/businesses/${id}/subscriptions/upgrade`,
      headers: admin.auth,
      payload: { plan: 'team_v3', cycle: 'monthly', amountSeats: 2, currency: 'CHF' },
    });
    expect(upgrade.statusCode).toBe(409);
    expect(upgrade.json().code).toBe('manually_invoiced');

    ctx.clock.set('2026-11-01T11:00:00.000Z');
    const expired = await ctx.inject({ method: 'GET', url: new URL(url).pathname });
    expect(expired.statusCode).toBe(404);
  });

  it('answers 409 for a business that does not pay through Chargebee, 404 to a stranger', async () => {
    const admin = await billingUser(ctx);
    const id = await billingBusiness(ctx, admin, { name: 'Stripe Kunde AG' });
    const refused = await openPortal(admin, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('not_chargebee_customer');
    expect((await moveToChargebee(id)).statusCode).toBe(200);
    expect((await openPortal(await billingUser(ctx), id)).statusCode).toBe(404);
  });

  it('refuses to move a business paying a running subscription, or one nobody has', async () => {
    ctx.clock.set('2026-11-01T00:00:00.000Z');
    const admin = await billingUser(ctx);
    const id = await billingBusiness(ctx, admin, { name: 'Laufendes Abo AG' });
    await addPaymentMethod(ctx, admin, id, 'card');
    const upgrade = await ctx.inject({
      method: 'PUT',
      url: `/v2/businesses/${id}/subscriptions/upgrade`,
      headers: admin.auth,
      payload: { plan: 'team_v3', cycle: 'monthly', amountSeats: 2, currency: 'CHF' },
    });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    const running = await moveToChargebee(id);
    expect(running.statusCode).toBe(409);
    expect(running.json().detail).toMatch(/running subscription/);
    expect((await billingOf(ctx, admin, id)).billing.paymentMethod).toBe('STRIPE');

    const nobody = await moveToChargebee('00000000-0000-4000-8000-0000000000ff');
    expect(nobody.statusCode).toBe(404);
    const malformed = await ctx.inject({
      method: 'POST',
      url: '/dev/chargebee-business',
      payload: {},
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].pointer).toBe('/businessId');
  });
});

describe('the Chargebee portal beside Stripe', () => {
  it('answers 503 chargebee_unavailable: no Chargebee site is connected', async () => {
    const stripeLike = await startBilling('2026-11-01T00:00:00.000Z', { chargebee: undefined });
    try {
      const admin = await billingUser(stripeLike);
      const id = await billingBusiness(stripeLike, admin, { name: 'Ohne Chargebee AG' });
      const moved = await stripeLike.inject({
        method: 'POST',
        url: '/dev/chargebee-business',
        payload: { businessId: id },
      });
      expect(moved.statusCode).toBe(200);
      const answer = await stripeLike.inject({
        method: 'POST',
        url: `/v2/businesses/${id}/chargebee/portal_session`,
        headers: admin.auth,
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().code).toBe('chargebee_unavailable');
      expect(answer.headers['retry-after']).toBe('3600');
    } finally {
      await stripeLike.close();
    }
  });

  it('is made beside the sandbox payment provider only', () => {
    expect(ctx.app.context.providers.chargebee).toBeInstanceOf(SandboxChargebeePortal);
  });
});
