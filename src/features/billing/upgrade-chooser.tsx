// Choosing and buying a plan: the four tiers side by side in their colours with the price per
// seat for the chosen cycle and currency, the number of seats, a promotion code, the referral code
// of a referral link the person came with (kept in a cookie for a year), and the live preview of
// what it costs (asked from the server as the choice changes). "Buy" goes through the
// checkout (checkout.ts). Used by the plan screen (an admin's business) and by /business/upgrade
// (a user without a business: the direct upgrade creates it). The choice itself is the reducer
// of upgrade-choice.ts; this view asks for its price and buys it.
import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { previewDirectUpgrade, previewSubscriptionUpgrade } from '@generated/api/billing/billing';
import type { BillingCurrency } from '@generated/model/billingCurrency';
import type { PlanCycle } from '@generated/model/planCycle';
import type { PlanOffer } from '@generated/model/planOffer';
import type { PlanTier } from '@generated/model/planTier';
import type { SubscriptionRequest } from '@generated/model/subscriptionRequest';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { forgottenReferralCookie, storedReferralCode } from '@/lib/integrations/referral';
import { ErrorLine } from './billing-page';
import { NoProviderPageError, startCheckout, type CheckoutStart } from './checkout';
import { TierCards } from './tier-cards';
import { choiceReducer, chosen, initialChoice } from './upgrade-choice';
import { UpgradeFields } from './upgrade-fields';
import { UpgradePreviewView } from './upgrade-preview';
import { useDebounced } from './use-debounced';

export interface UpgradeChooserProps {
  plans: readonly PlanOffer[];
  /** The business that buys; null for a user without one (direct upgrade). */
  businessId: string | null;
  /** Billing country (VAT and the provider's setup flow). */
  country: string;
  currency: BillingCurrency;
  /** The currency of a paid subscription cannot change. */
  currencyFixed?: boolean;
  initialTier?: PlanTier;
  initialCycle?: PlanCycle;
  /** Seats to start from (the seats of a running subscription). */
  initialSeats?: number;
  /** The terms of the running subscription: choosing them again changes nothing (no price). */
  currentTerms?: { plan: string; cycle: PlanCycle; seats: number };
  /** Seats in use: fewer cannot be bought. */
  usedSeats?: number;
  /** Buy with a newly collected payment method (the default one failed). */
  newMethod?: boolean;
  /** Path of this screen: the provider's page sends the person back here. */
  returnPath: string;
  onBought: () => void;
}

export function UpgradeChooser(props: UpgradeChooserProps) {
  const { t } = useTranslation(['billing', 'errors']);
  const [choice, dispatch] = useReducer(choiceReducer, props, (start) =>
    initialChoice(start, {
      tier: start.initialTier,
      cycle: start.initialCycle,
      currency: start.currency,
      seats: start.initialSeats,
      referral: storedReferralCode(document.cookie),
    }),
  );
  const { plan, seatsValid, promoValid, unchanged, request } = chosen(choice, props);
  const settled = useDebounced(request);
  const preview = useQuery({
    queryKey: ['billing', 'upgrade-preview', props.businessId ?? 'direct', settled],
    queryFn: async () =>
      (props.businessId
        ? await previewSubscriptionUpgrade(props.businessId, settled!)
        : await previewDirectUpgrade(settled!)
      ).data,
    // No price while the choice on screen is no purchase: right after buying, the debounced
    // choice is still the plan just bought, and asking (or refetching) its price is a 409.
    enabled: settled !== undefined && request !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
  // A referral code no customer has (or the business's own) is dropped and forgotten: the price
  // is asked again without it instead of blocking the purchase.
  const referralRefused =
    preview.error instanceof ApiError && preview.error.problem?.code === 'referral_code_invalid';
  useEffect(() => {
    if (!referralRefused) return;
    document.cookie = forgottenReferralCookie();
    dispatch({ type: 'dropReferral' });
  }, [referralRefused]);
  const buy = useMutation<CheckoutStart, unknown, SubscriptionRequest>({
    mutationFn: (body) =>
      startCheckout({
        businessId: props.businessId,
        country: props.country,
        request: body,
        returnPath: props.returnPath,
        newMethod: props.newMethod,
      }),
    onSuccess: (result) => {
      if (result.kind === 'bought') props.onBought();
    },
  });
  // The price on screen belongs to the choice on screen only once the debounce has settled.
  const upToDate = JSON.stringify(settled) === JSON.stringify(request);
  const previewShown = preview.data && request && !preview.isError;
  return (
    <Stack gap="5">
      <TierCards
        plans={props.plans}
        tier={choice.tier}
        cycle={choice.cycle}
        currency={choice.currency}
        onTier={(tier) => dispatch({ type: 'tier', tier, context: props })}
      />
      <UpgradeFields
        choice={choice}
        dispatch={dispatch}
        plan={plan}
        seatsValid={seatsValid}
        promoValid={promoValid}
        currencyFixed={props.currencyFixed}
        usedSeats={props.usedSeats}
      />
      {unchanged && <Text data-testid="unchanged">{t('upgrade.unchanged')}</Text>}
      {choice.referral && request && !referralRefused && (
        <Text fontSize="sm">{t('upgrade.referralApplied', { code: choice.referral })}</Text>
      )}
      {preview.isError && request ? (
        <ErrorLine error={preview.error} />
      ) : previewShown ? (
        <UpgradePreviewView preview={preview.data} />
      ) : (
        request && <Spinner aria-label={t('upgrade.pricing')} />
      )}
      {buy.error instanceof NoProviderPageError ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('upgrade.noProviderPage')}</Alert.Title>
        </Alert.Root>
      ) : (
        <ErrorLine error={buy.error} />
      )}
      <Text color="fg.muted" fontSize="sm">
        {t(props.businessId ? 'upgrade.buyNote' : 'upgrade.buyNoteDirect')}
      </Text>
      <Button
        colorPalette="brand"
        alignSelf="start"
        disabled={!request || !upToDate || preview.isError || !preview.data || preview.isFetching}
        loading={buy.isPending}
        onClick={() => request && buy.mutate(request)}
      >
        {t('upgrade.buy', { plan: t(`tiers.${choice.tier}`) })}
      </Button>
    </Stack>
  );
}
