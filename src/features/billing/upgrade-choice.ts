// The choice on the upgrade chooser, kept apart from React: tier, cycle, currency, seats, promotion
// code and referral code as a reducer, and what follows from them (is the number of seats
// possible for the plan, is the promotion code well formed, is it the running subscription's
// terms again) down to the request the server prices and the checkout buys.
import type { BillingCurrency } from '@generated/model/billingCurrency';
import type { PlanCycle } from '@generated/model/planCycle';
import type { PlanOffer } from '@generated/model/planOffer';
import type { PlanTier } from '@generated/model/planTier';
import type { SubscriptionRequest } from '@generated/model/subscriptionRequest';

const PROMO_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** What the chooser is given: the offers and the business's situation. */
export interface ChoiceContext {
  plans: readonly PlanOffer[];
  /** Seats in use: fewer cannot be bought. */
  usedSeats?: number;
  /** The terms of the running subscription: choosing them again changes nothing. */
  currentTerms?: { plan: string; cycle: PlanCycle; seats: number };
}

export interface UpgradeChoice {
  tier: PlanTier;
  cycle: PlanCycle;
  currency: BillingCurrency;
  /** As typed: the field may hold anything while the person edits it. */
  seats: string;
  promo: string;
  referral?: string;
}

export type ChoiceAction =
  | { type: 'tier'; tier: PlanTier; context: ChoiceContext }
  | { type: 'cycle'; cycle: PlanCycle }
  | { type: 'currency'; currency: BillingCurrency }
  | { type: 'seats'; seats: string }
  | { type: 'promo'; promo: string }
  /** The server refused the referral code: the price is asked again without it. */
  | { type: 'dropReferral' };

export const planOf = (plans: readonly PlanOffer[], tier: PlanTier) =>
  plans.find((offer) => offer.tier === tier) ?? plans[0];

export function initialChoice(
  context: ChoiceContext,
  start: {
    tier?: PlanTier;
    cycle?: PlanCycle;
    currency: BillingCurrency;
    seats?: number;
    referral?: string;
  },
): UpgradeChoice {
  const tier = start.tier ?? 'team';
  const plan = planOf(context.plans, tier);
  return {
    tier,
    cycle: start.cycle ?? 'monthly',
    currency: start.currency,
    seats: String(Math.max(plan?.minSeats ?? 1, context.usedSeats ?? 1, start.seats ?? 1)),
    promo: '',
    referral: start.referral,
  };
}

export function choiceReducer(choice: UpgradeChoice, action: ChoiceAction): UpgradeChoice {
  switch (action.type) {
    case 'tier': {
      // The seats follow the new plan's bounds, never below the seats in use.
      const offer = action.context.plans.find((item) => item.tier === action.tier);
      if (!offer) return { ...choice, tier: action.tier };
      const wanted = Math.max(
        offer.minSeats,
        action.context.usedSeats ?? 1,
        Number(choice.seats) || 0,
      );
      const seats = offer.maxSeats === null ? wanted : Math.min(wanted, offer.maxSeats);
      return { ...choice, tier: action.tier, seats: String(seats) };
    }
    case 'cycle':
      return { ...choice, cycle: action.cycle };
    case 'currency':
      return { ...choice, currency: action.currency };
    case 'seats':
      return { ...choice, seats: action.seats };
    case 'promo':
      return { ...choice, promo: action.promo };
    case 'dropReferral':
      return { ...choice, referral: undefined };
  }
}

/** What the choice amounts to: its plan, its checks and the request to price and buy, if any. */
export function chosen(choice: UpgradeChoice, context: ChoiceContext) {
  const plan = planOf(context.plans, choice.tier);
  const count = Number(choice.seats);
  const promoCode = choice.promo.trim();
  const seatsValid =
    plan !== undefined &&
    Number.isInteger(count) &&
    count >= Math.max(plan.minSeats, context.usedSeats ?? 1) &&
    (plan.maxSeats === null || count <= plan.maxSeats);
  const promoValid = promoCode === '' || PROMO_PATTERN.test(promoCode);
  const unchanged =
    context.currentTerms !== undefined &&
    plan?.name === context.currentTerms.plan &&
    choice.cycle === context.currentTerms.cycle &&
    count === context.currentTerms.seats;
  const request: SubscriptionRequest | undefined =
    plan && seatsValid && promoValid && !unchanged
      ? {
          plan: plan.name,
          cycle: choice.cycle,
          currency: choice.currency,
          amountSeats: count,
          promoCode: promoCode || null,
          ...(choice.referral && { referralCode: choice.referral }),
        }
      : undefined;
  return { plan, seatsValid, promoValid, unchanged, request };
}
