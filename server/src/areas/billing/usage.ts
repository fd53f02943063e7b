// GET …/subscriptions/usage: seats and usage in the current billing period (the paid period, or
// the trial, or the calendar month for plans without a billed period).
import type { components } from '../../../../generated/openapi.d.ts';
import type { AppContext } from '../../context.ts';
import { addUtcMonths, startOfUtcMonth } from '../../calendar.ts';
import type { BusinessRow } from '../business/index.ts';
import { findAccount, usedSeats } from './store/accounts.ts';
import { usageIn } from './store/usage.ts';

type Schemas = components['schemas'];
const QUALITY_ORDER = ['ses', 'aes', 'aesMinimal', 'qes', 'seal', 'part11'];

export async function subscriptionUsage(
  ctx: AppContext,
  business: BusinessRow,
): Promise<Schemas['SubscriptionUsage']> {
  const now = ctx.clock.now();
  const account = await findAccount(ctx.db, business.id);
  let start: string;
  let end: string;
  if (account?.period_start && account.period_end && account.current_type === 'PAID') {
    start = account.period_start;
    end = account.period_end;
  } else if (business.trial_ends_at && business.payment_method === 'TRIALING') {
    start = business.created_at;
    end = business.trial_ends_at;
  } else {
    start = startOfUtcMonth(now).toISOString();
    end = addUtcMonths(startOfUtcMonth(now), 1).toISOString();
  }
  const counts = await usageIn(ctx.db, business.id, start, end);
  const used = await usedSeats(ctx.db, business.id);
  return {
    periodStart: start,
    periodEnd: end,
    seats: { total: business.amount_seats ?? used, used },
    signatures: counts.signatures
      .sort((a, b) => QUALITY_ORDER.indexOf(a.quality) - QUALITY_ORDER.indexOf(b.quality))
      .map((row) => ({
        quality: row.quality as Schemas['SignatureQuality'],
        legislation: row.legislation as Schemas['SubscriptionUsageSignatures']['legislation'],
        used: row.used,
        // Signatures are not capped by the plans of this catalogue.
        included: null,
      })),
    identifications: counts.identifications.map((row) => ({
      legislation: row.legislation as Schemas['Legislation'],
      used: row.used,
      included: null,
    })),
  };
}
