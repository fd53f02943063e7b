// Invoices in the language of the account: the lines the billing
// states job (a renewal) and the seats update make carry a code and parameters, and the sandbox's
// invoice PDF words them, and its labels, in the language of the business's admin — here German.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceBilling } from '../../src/areas/billing/index.ts';
import {
  addPaymentMethod,
  billingBusiness,
  billingUser,
  startBilling,
  type BillingCtx,
  type BillingUser,
} from './support.ts';

let ctx: BillingCtx;
let admin: BillingUser;
let businessId: string;

beforeAll(async () => {
  ctx = await startBilling('2026-11-01T00:00:00.000Z');
  admin = await billingUser(ctx);
  await ctx.testDb.db
    .updateTable('users')
    .set({ attributes: JSON.stringify({ lang: ['de'] }) })
    .where('id', '=', admin.userId)
    .execute();
  businessId = await billingBusiness(ctx, admin);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  ctx.inject({ method, url: path, headers: admin.auth, ...(payload ? { payload } : {}) });

/** The text of the newest invoice's PDF (Helvetica WinAnsi: read as Latin-1). */
async function newestInvoiceText(): Promise<string> {
  const [invoice] = (await call('GET', `/v1/businesses/${businessId}/invoices`)).json().items;
  const pdf = await ctx.inject({ method: 'GET', url: new URL(invoice.pdfUrl).pathname });
  expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  // A PDF string escapes its parentheses.
  return pdf.rawPayload.toString('latin1').replace(/\\([()])/g, '$1');
}

describe('the invoice PDF of a German-speaking business', () => {
  it('words the first invoice, a seats update and a renewal in German', async () => {
    await addPaymentMethod(ctx, admin, businessId, 'card');
    const upgraded = await call('PUT', `/v2/businesses/${businessId}/subscriptions/upgrade`, {
      plan: 'team_v3',
      cycle: 'monthly',
      amountSeats: 5,
      currency: 'CHF',
    });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    const first = await newestInvoiceText();
    expect(first).toContain('SANDBOX-Rechnung');
    expect(first).toContain('5 x Team (monatlich)');
    expect(first).toContain('MWST: CHF');
    expect(first).not.toContain('monthly');

    ctx.clock.set('2026-11-11T00:00:00.000Z');
    const preview = await call('POST', `/v2/businesses/${businessId}/subscriptions/seats/preview`, {
      seats: 7,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const changed = await call('PUT', `/v2/businesses/${businessId}/subscriptions/seats`, {
      seats: 7,
      timestamp: preview.json().timestamp,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const seats = await newestInvoiceText();
    expect(seats).toContain('2 zus\u00e4tzliche Pl\u00e4tze (anteilig)');
    expect(seats).not.toContain('seats (prorated)');

    // The period ends: the billing states job renews it with the invoice it computes.
    ctx.clock.set('2026-12-01T00:00:01.000Z');
    await advanceBilling(ctx.app.context);
    const renewal = await newestInvoiceText();
    expect(renewal).toContain('7 x Team (monatlich)');
    expect(renewal).toContain('Total: CHF');
    expect(renewal).not.toContain('(monthly)');
  });
});
