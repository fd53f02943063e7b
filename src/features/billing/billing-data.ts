// Shared pieces of the billing screens: the tiers in order, the text colour on a tier's colour,
// the tier of a plan name, and what the current and next periods say about the subscription.
import type { PlanCycle } from '@generated/model/planCycle';
import type { PlanOffer } from '@generated/model/planOffer';
import type { PricePlan } from '@generated/model/pricePlan';
import type { PlanTier } from '@generated/model/planTier';

export { refreshBilling } from '@/components/billing/use-add-seats';
export { useDay, useMoney } from '@/components/billing/use-money';

export const TIERS: readonly PlanTier[] = ['individual', 'team', 'pro', 'scale'];

/** Text colour that reads on the plan colour (yellow team carries dark text, the others white). */
export const tierText = (tier: PlanTier) => (tier === 'team' ? 'gray.950' : 'white');

export function tierOf(plans: readonly PlanOffer[], name: string): PlanTier | undefined {
  return plans.find((plan) => plan.name === name)?.tier;
}

/** Where the subscription stands, from the types of its current and next periods. */
export type PlanState = 'trial' | 'free' | 'renewing' | 'cancelling' | 'cancelled';

export function planState(plan: PricePlan): PlanState {
  const current = plan.current.base.type;
  if (current === 'TRIAL') return 'trial';
  if (current === 'FREE') return 'free';
  if (current === 'CANCELED') return 'cancelled';
  return plan.next.base.type === 'CANCELED' ? 'cancelling' : 'renewing';
}

/**
 * The billing cycle of a paid period, read from its length (the contract carries no cycle in the
 * billing information): a period longer than a quarter is yearly.
 */
export function cycleOf(plan: PricePlan): PlanCycle | undefined {
  const { type, startAt, endAt } = plan.current.base;
  if (type !== 'PAID' || !endAt) return undefined;
  const days = (Date.parse(endAt) - Date.parse(startAt)) / 86_400_000;
  return days > 92 ? 'yearly' : 'monthly';
}
