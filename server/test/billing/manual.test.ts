// Manual invoicing through the maintenance CLI (`npm run maintenance -- invoice-manually
// --business ID [--plan NAME]`): the business becomes MANUAL (docs/product.md#states-billing "MANUAL (manually
// invoiced)"), optionally on an enterprise plan, and its plan can no longer be changed in the app
// (409 manually_invoiced); a business whose paid subscription still runs at the provider is
// refused until it is cancelled, and so are unknown businesses and plans.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMaintenanceCommand, UsageError } from '../../src/cli/maintenance-command.ts';
import {
  addPaymentMethod,
  billingBusiness,
  billingOf,
  billingUser,
  startBilling,
  type BillingCtx,
} from './support.ts';

let ctx: BillingCtx;
beforeAll(async () => {
  ctx = await startBilling('2026-11-01T00:00:00.000Z');
});
afterAll(() => ctx.close());

const cli = (...argv: string[]) => runMaintenanceCommand(ctx.testDb.db, argv, ctx.clock.now());

describe('invoice-manually (maintenance CLI)', () => {
  it('makes a trialing business MANUAL on the given enterprise plan; its plan is then fixed', async () => {
    const admin = await billingUser(ctx);
    const id = await billingBusiness(ctx, admin, { name: 'Grosskunde AG' });
    expect((await billingOf(ctx, admin, id)).billing.paymentMethod).toBe('TRIALING');
    const lines = await cli('invoice-manually', '--business', id, '--plan', 'ent_custom');
    expect(lines).toEqual([
      `Invoiced manually: ${id}  Grosskunde AG  plan ent_custom (was TRIALING)`,
    ]);
    const billing = await billingOf(ctx, admin, id);
    expect(billing.billing.paymentMethod).toBe('MANUAL');
    expect(billing.pricePlan.name).toBe('ent_custom');
    const preview = await ctx.inject({
      method: 'POST',
      url: `/v2/businesses/${id}/subscriptions/upgrade/preview`,
      headers: admin.auth,
      payload: { plan: 'pro_v3', cycle: 'monthly', amountSeats: 2, currency: 'CHF' },
    });
    expect(preview.statusCode).toBe(409);
    expect(preview.json().code).toBe('manually_invoiced');
  });

  it('refuses a business whose paid subscription still runs, and accepts it once cancelled', async () => {
    const admin = await billingUser(ctx);
    const id = await billingBusiness(ctx, admin, { name: 'Zahlt Noch GmbH' });
    await addPaymentMethod(ctx, admin, id);
    const upgrade = await ctx.inject({
      method: 'PUT',
      url: `/v2/businesses/${id}/subscriptions/upgrade`,
      headers: admin.auth,
      payload: { plan: 'team_v3', cycle: 'monthly', amountSeats: 2, currency: 'CHF' },
    });
    expect(upgrade.statusCode, upgrade.body).toBe(200);
    await expect(cli('invoice-manually', '--business', id)).rejects.toThrow(
      /pays a running subscription .*cancel it first/,
    );
    expect((await billingOf(ctx, admin, id)).billing.paymentMethod).toBe('STRIPE');
    const cancel = await ctx.inject({
      method: 'POST',
      url: `/v1/businesses/${id}/cancel-subscription`,
      headers: admin.auth,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await cli('invoice-manually', '--business', id)).toEqual([
      `Invoiced manually: ${id}  Zahlt Noch GmbH  plan team_v3 (was STRIPE)`,
    ]);
    expect((await billingOf(ctx, admin, id)).billing.paymentMethod).toBe('MANUAL');
  });

  it('refuses unknown businesses and plans, and a missing --business', async () => {
    const admin = await billingUser(ctx);
    const id = await billingBusiness(ctx, admin, { name: 'Probe AG' });
    await expect(cli('invoice-manually', '--business', 'no-such-business')).rejects.toThrow(
      'No business no-such-business.',
    );
    await expect(cli('invoice-manually', '--business', id, '--plan', 'gold')).rejects.toThrow(
      'Unknown plan gold.',
    );
    await expect(cli('invoice-manually')).rejects.toBeInstanceOf(UsageError);
    await expect(cli('start', '--business', id)).rejects.toBeInstanceOf(UsageError);
    expect((await billingOf(ctx, admin, id)).billing.paymentMethod).toBe('TRIALING');
  });
});
