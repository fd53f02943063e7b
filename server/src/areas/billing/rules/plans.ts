// The price plans (docs/product.md#overview-signing-levels "Plan tiers are named individual, team, pro and scale"; docs/product.md#states-billing "ent_v2
// and sme_v2 are legacy; free_v1 and free_migrated are new free; names starting with ent are
// enterprise. free_legacy is a legacy free plan"). The four tiers are the plans that can be
// bought; their per-seat prices per cycle and currency are the catalogue of
// GET /v2/businesses/price_plans. Each plan carries its identification licences (docs/product.md#entities-billing
// "licenses.idents (eidas and zertes, each with payForMembers and payForInvitations)").
import type { components } from '../../../../../generated/openapi.d.ts';
import type { Currency, Cycle } from './money.ts';
import { addUtcMonths, addUtcYears } from '../../../calendar.ts';

export type PlanName = string;
export type Tier = components['schemas']['PlanTier'];
export type IdentLicense = components['schemas']['PlanIdentLicense'];
export interface IdentLicenses {
  eidas: IdentLicense;
  zertes: IdentLicense;
}
export type PlanFamily = 'tier' | 'legacy' | 'free' | 'free_legacy' | 'enterprise';

export interface TierPlan {
  name: PlanName;
  tier: Tier;
  /** Display name used on invoice lines. */
  label: string;
  minSeats: number;
  maxSeats: number | null;
  /** Price of one seat per cycle, in minor units; a year costs ten months. */
  prices: Record<Currency, Record<Cycle, number>>;
  licenses: IdentLicenses;
}

const license = (payForMembers: boolean, payForInvitations: boolean): IdentLicense => ({
  payForMembers,
  payForInvitations,
});
const both = (members: boolean, invitations: boolean): IdentLicenses => ({
  eidas: license(members, invitations),
  zertes: license(members, invitations),
});
const sameIn = (monthly: number): Record<Currency, Record<Cycle, number>> => ({
  CHF: { monthly, yearly: monthly * 10 },
  EUR: { monthly, yearly: monthly * 10 },
});

/** The plans that can be bought, in tier order (the contract's catalogue example). */
export const TIER_PLANS: readonly TierPlan[] = [
  {
    name: 'individual_v3',
    tier: 'individual',
    label: 'Individual',
    minSeats: 1,
    maxSeats: 1,
    prices: sameIn(1500),
    licenses: both(false, false),
  },
  {
    name: 'team_v3',
    tier: 'team',
    label: 'Team',
    minSeats: 2,
    maxSeats: 20,
    prices: sameIn(2900),
    licenses: both(true, false),
  },
  {
    name: 'pro_v3',
    tier: 'pro',
    label: 'Pro',
    minSeats: 2,
    maxSeats: null,
    prices: sameIn(4900),
    licenses: both(true, true),
  },
  {
    name: 'scale_v3',
    tier: 'scale',
    label: 'Scale',
    minSeats: 10,
    maxSeats: null,
    prices: sameIn(7900),
    licenses: both(true, true),
  },
];

/** docs/product.md#states-billing: which family a plan name belongs to. */
export function planFamily(name: PlanName): PlanFamily {
  if (TIER_PLANS.some((plan) => plan.name === name)) return 'tier';
  if (name === 'ent_v2' || name === 'sme_v2') return 'legacy';
  if (name === 'free_v1' || name === 'free_migrated') return 'free';
  if (name === 'free_legacy') return 'free_legacy';
  if (name.startsWith('ent')) return 'enterprise';
  throw new RangeError(`unknown plan ${name}`);
}

export const tierPlan = (name: PlanName): TierPlan | undefined =>
  TIER_PLANS.find((plan) => plan.name === name);

/** Free plans bill nothing (the new free plans and the legacy free plan). */
export const isFreePlan = (name: PlanName) => {
  const family = planFamily(name);
  return family === 'free' || family === 'free_legacy';
};

/**
 * docs/product.md#screens-business: "/business/billing goes to the activity signatures tab for manually invoiced or
 * legacy plans" — legacy here means the plans no longer sold (ent_v2, sme_v2, free_legacy).
 */
export const isLegacyPlan = (name: PlanName) => {
  const family = planFamily(name);
  return family === 'legacy' || family === 'free_legacy';
};

/**
 * The identification licences of a plan: enterprise and the legacy enterprise plan pay for
 * everyone, the legacy SME plan for its members, free plans for nobody.
 */
export function planLicenses(name: PlanName): IdentLicenses {
  const tier = tierPlan(name);
  if (tier) return tier.licenses;
  switch (planFamily(name)) {
    case 'enterprise':
      return both(true, true);
    case 'legacy':
      return name === 'ent_v2' ? both(true, true) : both(true, false);
    default:
      return both(false, false);
  }
}

/** Price of one seat of a tier plan per cycle in a currency (minor units). */
export function seatPrice(name: PlanName, cycle: Cycle, currency: Currency): number {
  const plan = tierPlan(name);
  if (!plan) throw new RangeError(`${name} is not a plan that can be bought`);
  return plan.prices[currency][cycle];
}

/** The end of a billing period that starts at `start` (calendar month or year, UTC). */
export function periodEnd(start: Date, cycle: Cycle): Date {
  // 31 January + 1 month is the last day of February, not 3 March (server/src/calendar.ts).
  return cycle === 'monthly' ? addUtcMonths(start, 1) : addUtcYears(start, 1);
}
