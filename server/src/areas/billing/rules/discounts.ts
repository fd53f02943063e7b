// Discounts (docs/product.md#entities-billing "discounts (promoCode, type, status, expiresAt)"; docs/product.md#states-billing "Discount status:
// ACTIVE or USED_UP"): a promotion code an admin enters (PROMO) or the referral code of another
// customer (REFERRAL). A code takes a percentage (hundredths of a percent, so 12.5 % is 1250) or
// a fixed amount in one currency off the subtotal, for one invoice (once), a number of months
// (repeating) or for good (forever). A code can stop being redeemable at a moment (expiresAt) or
// after a number of redemptions; a business's discount is ACTIVE while it applies and USED_UP
// once its duration has run out.
import type { components } from '../../../../../generated/openapi.d.ts';
import { roundedDivision, type Currency, type Cycle } from './money.ts';
import { addUtcMonths } from '../../../calendar.ts';

export type DiscountType = components['schemas']['PlanDiscountType'];
export type DiscountDuration = 'once' | 'repeating' | 'forever';
export type InvalidReason = 'not_found' | 'expired' | 'used_up' | 'not_applicable';

export interface DiscountDefinition {
  code: string;
  type: DiscountType;
  /** Hundredths of a percent (1000 = 10 %); null for a fixed amount. */
  percentOffBasisPoints: number | null;
  /** Fixed amount off in minor units of `currency`; null for a percentage. */
  amountOff: number | null;
  currency: Currency | null;
  duration: DiscountDuration;
  durationInMonths: number | null;
  /** Last moment the code can be redeemed (ISO); null when it does not expire. */
  expiresAt: string | null;
  /** Most redemptions across all customers; null when unlimited. */
  maxRedemptions: number | null;
  /** Plans and cycles it applies to; null for all. */
  plans: readonly string[] | null;
  cycles: readonly Cycle[] | null;
}

/** Whether a code can be redeemed for a plan, a cycle and a currency at `now`. */
export function checkRedeemable(
  definition: DiscountDefinition | undefined,
  input: { plan: string; cycle: Cycle; currency?: Currency; redemptions: number; now: Date },
): { valid: true } | { valid: false; reason: InvalidReason } {
  if (!definition) return { valid: false, reason: 'not_found' };
  if (definition.expiresAt && Date.parse(definition.expiresAt) < input.now.getTime()) {
    return { valid: false, reason: 'expired' };
  }
  if (definition.maxRedemptions !== null && input.redemptions >= definition.maxRedemptions) {
    return { valid: false, reason: 'used_up' };
  }
  const wrongPlan = definition.plans !== null && !definition.plans.includes(input.plan);
  const wrongCycle = definition.cycles !== null && !definition.cycles.includes(input.cycle);
  const wrongCurrency =
    definition.amountOff !== null &&
    input.currency !== undefined &&
    definition.currency !== input.currency;
  if (wrongPlan || wrongCycle || wrongCurrency) return { valid: false, reason: 'not_applicable' };
  return { valid: true };
}

/**
 * What a discount takes off a positive subtotal: its percentage (rounded half away from zero) or
 * its fixed amount, never more than the subtotal; nothing off a credit.
 */
export function discountAmount(definition: DiscountDefinition, subtotal: number): number {
  if (subtotal <= 0) return 0;
  const off =
    definition.percentOffBasisPoints !== null
      ? roundedDivision(subtotal * definition.percentOffBasisPoints, 10_000)
      : (definition.amountOff ?? 0);
  return Math.min(off, subtotal);
}

export type DiscountStatus = 'ACTIVE' | 'USED_UP';

/** A discount granted to a business when it redeemed a code. */
export interface GrantedDiscount {
  definition: DiscountDefinition;
  /** When it was redeemed (ISO). */
  appliedAt: string;
  /** Invoices it has been applied to (a once discount is used up after the first). */
  invoicesApplied: number;
}

/** When a granted discount stops applying: repeating ones after their months; else null. */
export function grantedUntil(granted: GrantedDiscount): string | null {
  const { duration, durationInMonths } = granted.definition;
  if (duration !== 'repeating' || !durationInMonths) return null;
  // 31 January + 1 month ends on the last day of February (server/src/calendar.ts).
  return addUtcMonths(granted.appliedAt, durationInMonths).toISOString();
}

export function discountStatus(granted: GrantedDiscount, now: Date): DiscountStatus {
  const { duration } = granted.definition;
  if (duration === 'once') return granted.invoicesApplied > 0 ? 'USED_UP' : 'ACTIVE';
  const until = grantedUntil(granted);
  return until !== null && Date.parse(until) <= now.getTime() ? 'USED_UP' : 'ACTIVE';
}

/** Whether a granted discount still applies to an invoice issued at `at`. */
export const appliesTo = (granted: GrantedDiscount, at: Date) =>
  discountStatus(granted, at) === 'ACTIVE';
