// The promotion codes the product offers, and the discount a referral code grants. A referral
// code is any other business's code (stored with the business); it takes 20 % off the first
// invoice of the customer it brought. Codes are compared case-insensitively.
import type { DiscountDefinition } from './discounts.ts';

export const PROMO_CODES: readonly DiscountDefinition[] = [
  {
    code: 'WELCOME10',
    type: 'PROMO',
    percentOffBasisPoints: 1000,
    amountOff: null,
    currency: null,
    duration: 'repeating',
    durationInMonths: 3,
    expiresAt: null,
    maxRedemptions: null,
    plans: null,
    cycles: null,
  },
  {
    code: 'YEARLY15',
    type: 'PROMO',
    percentOffBasisPoints: 1500,
    amountOff: null,
    currency: null,
    duration: 'once',
    durationInMonths: null,
    expiresAt: null,
    maxRedemptions: null,
    plans: null,
    cycles: ['yearly'],
  },
  {
    code: 'TEAMSTART50',
    type: 'PROMO',
    percentOffBasisPoints: null,
    amountOff: 5000,
    currency: 'CHF',
    duration: 'once',
    durationInMonths: null,
    expiresAt: null,
    maxRedemptions: 500,
    plans: ['team_v3'],
    cycles: null,
  },
];

export const findPromoCode = (code: string): DiscountDefinition | undefined =>
  PROMO_CODES.find((promo) => promo.code === code.toUpperCase());

/** The discount of a (valid) referral code. */
export function referralDiscount(code: string): DiscountDefinition {
  return {
    code: code.toUpperCase(),
    type: 'REFERRAL',
    percentOffBasisPoints: 2000,
    amountOff: null,
    currency: null,
    duration: 'once',
    durationInMonths: null,
    expiresAt: null,
    maxRedemptions: null,
    plans: null,
    cycles: null,
  };
}
