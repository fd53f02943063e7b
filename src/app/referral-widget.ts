// Runs the referral widget (src/lib/integrations/referral-widget.ts) when it is configured: after
// every navigation it reads the logged-in person from the query cache and boots, keeps or shuts
// down the widget. Nothing happens without VITE_CELLO_PRODUCT_ID.
import { createReferralToken, getGetUserQueryKey } from '@generated/api/user/user';
import type { User } from '@generated/model/user';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { referralToken } from '@/lib/integrations/referral';
import {
  createReferralWidget,
  loadCelloScript,
  referralWidgetConfig,
} from '@/lib/integrations/referral-widget';

export function installReferralWidget(router: AnyRouter, queryClient: QueryClient): void {
  const config = referralWidgetConfig(import.meta.env);
  if (!config) return;
  const widget = createReferralWidget(config, loadCelloScript, () =>
    referralToken(createReferralToken),
  );
  router.subscribe('onResolved', () => {
    const user = queryClient.getQueryData<{ data: User }>(getGetUserQueryKey())?.data;
    widget
      .update(user && { id: user.id, language: user.attributes.lang?.[0] })
      .catch((error: unknown) => console.warn('referral widget unavailable', error));
  });
}
