// The billing account of a business: its customer at the payment provider (made on first need)
// and its referral code, plus the terms of the paid period in force as the pricing module takes
// them.
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type { BusinessRow } from '../business/index.ts';
import { readAttributes, userLanguage } from '../user/index.ts';
import type { Currency, Cycle } from './rules/money.ts';
import type { PaidPeriod } from './rules/preview.ts';
import { vatFor, type Vat } from './rules/vat.ts';
import {
  findAccount,
  firstAdminAttributes,
  insertAccount,
  updateAccount,
  type AccountRow,
} from './store/accounts.ts';

/**
 * A referral code from the business's name: MUSTER-TREUHAND-7F3A9C. The suffix tells apart
 * businesses of the same name; a code already taken is drawn again (accountOf).
 */
export function newReferralCode(name: string): string {
  const stem = name
    .normalize('NFKD')
    // The accents NFKD split off go, so "Zürich" gives ZURICH rather than ZU-RICH.
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toUpperCase()
    .slice(0, 40);
  return `${stem || 'REF'}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** Draws of a referral code before giving up: each collides with odds of 1 in 16.7 million per namesake. */
const REFERRAL_CODE_DRAWS = 8;

/** The account of a business, made (without a customer yet) when it has none. */
export async function accountOf(
  ctx: AppContext,
  business: BusinessRow,
  referralCode: (name: string) => string = newReferralCode,
): Promise<AccountRow> {
  for (let draw = 1; draw <= REFERRAL_CODE_DRAWS; draw++) {
    const found = await findAccount(ctx.db, business.id);
    if (found) return found;
    const row: AccountRow = {
      business_id: business.id,
      provider: ctx.providers.payment.name,
      customer_id: null,
      subscription_id: null,
      subscription_status: null,
      subscription_error_code: null,
      period_start: null,
      period_end: null,
      next_type: null,
      current_type: null,
      payment_issue_since: null,
      referral_code: referralCode(business.name),
      updated_at: ctx.clock.now().toISOString(),
    };
    // Not inserted: another request made the account at the same moment (found on the next
    // turn), or another business of the same name holds the code (drawn again).
    if (await insertAccount(ctx.db, row)) return row;
  }
  throw new Error(`no free referral code for business ${business.id}`);
}

/** The account with a provider customer (created at the provider on first need). */
export async function customerOf(
  ctx: AppContext,
  business: BusinessRow,
): Promise<AccountRow & { customer_id: string }> {
  const account = await accountOf(ctx, business);
  if (account.customer_id) return { ...account, customer_id: account.customer_id };
  const customerId = await ctx.providers.payment.createCustomer({
    businessId: business.id,
    name: business.name,
    email: business.email,
    country: business.country,
  });
  await updateAccount(ctx.db, business.id, {
    customer_id: customerId,
    provider: ctx.providers.payment.name,
    updated_at: ctx.clock.now().toISOString(),
  });
  return { ...account, customer_id: customerId };
}

export const vatOf = (business: BusinessRow): Vat => vatFor(business.country, business.vat);

/** The billing currency: the business's, else EUR in the EU and CHF elsewhere. */
export function currencyOf(business: BusinessRow): Currency {
  if (business.currency === 'CHF' || business.currency === 'EUR') return business.currency;
  return vatOf(business).treatment === 'swiss' || vatOf(business).treatment === 'export'
    ? 'CHF'
    : 'EUR';
}

/** The paid period in force, or null when nothing is paid now (trial, free, cancelled). */
export function paidPeriod(
  business: BusinessRow,
  account: AccountRow | undefined,
  now: Date,
): PaidPeriod | null {
  if (
    !account?.subscription_id ||
    account.current_type !== 'PAID' ||
    !account.period_start ||
    !account.period_end ||
    Date.parse(account.period_end) <= now.getTime()
  ) {
    return null;
  }
  return {
    plan: business.plan,
    cycle: (business.cycle ?? 'monthly') as Cycle,
    seats: business.amount_seats ?? 1,
    currency: currencyOf(business),
    periodStart: new Date(account.period_start),
    periodEnd: new Date(account.period_end),
  };
}

/**
 * The language of the business's invoices: that of its longest-serving admin (the business itself
 * has none), English without one.
 */
export async function invoiceLanguage(
  ctx: AppContext,
  businessId: string,
): Promise<ReturnType<typeof userLanguage>> {
  const attributes = await firstAdminAttributes(ctx.db, businessId);
  return attributes === undefined ? 'en' : userLanguage(readAttributes({ attributes }));
}
