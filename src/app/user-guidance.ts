// Runs the user-guidance tool (src/lib/integrations/user-guidance.ts) when it is configured: after
// every navigation it reads the person and their business from the query cache, starts, identifies
// again or stops the tool, and lets it look at the new page. Nothing happens without a token and
// the feature flag.
import { getGetUserQueryKey } from '@generated/api/user/user';
import type { BusinessUserMembership } from '@generated/model/businessUserMembership';
import type { User } from '@generated/model/user';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import {
  createUserGuidance,
  loadUserpilotScript,
  userGuidanceConfig,
  type GuidanceProfile,
} from '@/lib/integrations/user-guidance';
import { membershipQueryOptions } from '@/lib/queries/membership';

function profileFrom(
  user: User | undefined,
  membership: BusinessUserMembership | null | undefined,
): GuidanceProfile | undefined {
  if (!user) return undefined;
  const business = membership?.business;
  return {
    id: user.id,
    email: user.email,
    signerIdentityEmail: user.attributes.signerIdentityEmail?.[0],
    isBusinessAdmin: membership?.role === 'admin',
    language: user.attributes.lang?.[0],
    businessId: business?.id,
    userPilotEnabled: business?.settings.userPilot.enabled === true,
    planId: business?.billingStatus.plan ?? user.attributes.freeAccountType?.[0],
    // No call the app makes answers the active plan's start (pricePlan.current.base.startAt)
    // outside the billing screens: plan_start is sent empty until one does.
    planStart: undefined,
  };
}

export function installUserGuidance(router: AnyRouter, queryClient: QueryClient): void {
  const config = userGuidanceConfig(import.meta.env);
  if (!config) return;
  const guidance = createUserGuidance(config, loadUserpilotScript);
  router.subscribe('onResolved', () => {
    const user = queryClient.getQueryData<{ data: User }>(getGetUserQueryKey())?.data;
    const membership = queryClient.getQueryData(membershipQueryOptions().queryKey);
    const wasRunning = guidance.running;
    guidance
      .update(profileFrom(user, membership))
      .then(() => wasRunning && guidance.reload())
      .catch((error: unknown) => console.warn('user guidance unavailable', error));
  });
}
