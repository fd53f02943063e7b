// Free users (docs/product.md#screens, docs/product.md#states): "A free user (neither member nor admin) needs
// free_signatures_remaining above 0, except in direct signing"; /upload is "Redirected to / for
// users on the new free plan" (free_v1 and free_migrated are new free).
import type { UserAttributes } from '@generated/model/userAttributes';
import type { Role } from './roles';

export const NEW_FREE_PLANS = ['free_v1', 'free_migrated'] as const;
export const LEGACY_PLANS = ['ent_v2', 'sme_v2'] as const;

export function freeSignaturesRemaining(attributes: UserAttributes): number {
  const value = Number(attributes.freeSignaturesRemaining?.[0] ?? '0');
  return Number.isFinite(value) ? value : 0;
}

/** May this role sign (as far as the free-signature rule is concerned)? */
export function canSign(role: Role, attributes: UserAttributes | undefined): boolean {
  if (role === 'nas' || role === 'member' || role === 'admin') return true;
  if (role !== 'user' || !attributes) return false;
  return freeSignaturesRemaining(attributes) > 0;
}

export function isNewFreePlan(plan: string | undefined): boolean {
  return plan !== undefined && (NEW_FREE_PLANS as readonly string[]).includes(plan);
}

/** /upload sends users on the new free plan to /. */
export function uploadRedirect(attributes: UserAttributes | undefined): string | undefined {
  return isNewFreePlan(attributes?.freeAccountType?.[0]) ? '/' : undefined;
}

export function isLegacyPlan(plan: string): boolean {
  return (LEGACY_PLANS as readonly string[]).includes(plan);
}
