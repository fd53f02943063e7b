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
  planStartFor,
  shouldGuide,
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
  };
}

/**
 * The billing information through the query cache (shared with the billing screens). Its call
 * loads only here, when the tool runs for an admin: every first screen would carry it otherwise.
 */
const billingInformation = (queryClient: QueryClient) => async (businessId: string) => {
  const { getGetBillingInformationQueryOptions } = await import('@generated/api/billing/billing');
  return (
    await queryClient.fetchQuery({
      ...getGetBillingInformationQueryOptions(businessId),
      staleTime: 5 * 60_000,
    })
  ).data;
};

/** The profile with plan_start, read only when the tool runs for the person. */
async function guidedProfile(
  queryClient: QueryClient,
  profile: GuidanceProfile | undefined,
): Promise<GuidanceProfile | undefined> {
  if (!profile || !shouldGuide(profile)) return profile;
  return { ...profile, planStart: await planStartFor(profile, billingInformation(queryClient)) };
}

export function installUserGuidance(router: AnyRouter, queryClient: QueryClient): void {
  const config = userGuidanceConfig(import.meta.env);
  if (!config) return;
  const guidance = createUserGuidance(config, loadUserpilotScript);
  router.subscribe('onResolved', () => {
    const user = queryClient.getQueryData<{ data: User }>(getGetUserQueryKey())?.data;
    const membership = queryClient.getQueryData(membershipQueryOptions().queryKey);
    const wasRunning = guidance.running;
    guidedProfile(queryClient, profileFrom(user, membership))
      .then((profile) => guidance.update(profile))
      .then(() => wasRunning && guidance.reload())
      .catch((error: unknown) => console.warn('user guidance unavailable', error));
  });
}
