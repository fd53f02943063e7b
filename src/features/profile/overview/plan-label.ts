// The words for a plan name (docs/product.md#states-billing): the current plans are a tier plus a version
// (`team_v3`), free_v1 / free_migrated are the new free plans, free_legacy the old one, ent_v2 and
// sme_v2 legacy, and any other name starting with `ent` an enterprise plan.
import type { PlanTier } from '@generated/model/planTier';

export type PlanKind = PlanTier | 'free' | 'legacy' | 'enterprise';

const TIERS: readonly PlanTier[] = ['individual', 'team', 'pro', 'scale'];

export function planKind(name: string | undefined): PlanKind {
  if (!name || name.startsWith('free')) return 'free';
  const tier = TIERS.find((candidate) => name.startsWith(`${candidate}_`));
  if (tier) return tier;
  if (name === 'ent_v2' || name === 'sme_v2') return 'legacy';
  return name.startsWith('ent') ? 'enterprise' : 'legacy';
}
