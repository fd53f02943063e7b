// Shared pieces of the billing screens: the tiers in order, the text colour on a tier's colour,
// the tier of a plan name, and what the current and next periods say about the subscription.
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
