// Choosing and buying a plan: the four tiers side by side in their colours with the price per
// seat for the chosen cycle and currency, the number of seats, a promotion code, the referral code
// of a referral link the person came with (kept in a cookie for a year), and the live preview of
// what it costs (asked from the server as the choice changes). "Buy" goes through the
// checkout (checkout.ts). Used by the plan screen (an admin's business) and by /business/upgrade
// (a user without a business: the direct upgrade creates it).
import {
  Alert,
  Badge,
  Button,
  Field,
  Input,
  NativeSelect,
  RadioCard,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { previewDirectUpgrade, previewSubscriptionUpgrade } from '@generated/api/billing/billing';
import type { BillingCurrency } from '@generated/model/billingCurrency';
import type { PlanCycle } from '@generated/model/planCycle';
import type { PlanOffer } from '@generated/model/planOffer';
import type { PlanTier } from '@generated/model/planTier';
import type { SubscriptionRequest } from '@generated/model/subscriptionRequest';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { forgottenReferralCookie, storedReferralCode } from '@/lib/integrations/referral';
import { ErrorLine } from './billing-page';
import { tierText, useMoney } from './billing-data';
import { NoProviderPageError, startCheckout, type CheckoutStart } from './checkout';
import { UpgradePreviewView } from './upgrade-preview';
import { useDebounced } from './use-debounced';

const CYCLES: readonly PlanCycle[] = ['monthly', 'yearly'];
const CURRENCIES: readonly BillingCurrency[] = ['CHF', 'EUR'];
const PROMO_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

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

function seatsText(plan: PlanOffer, t: TFunction) {
  return plan.maxSeats === null
    ? t('upgrade.seatsFrom', { min: plan.minSeats })
    : plan.maxSeats === plan.minSeats
      ? t('upgrade.seatsExactly', { count: plan.minSeats })
      : t('upgrade.seatsRange', { min: plan.minSeats, max: plan.maxSeats });
}

export function UpgradeChooser(props: UpgradeChooserProps) {
  const { t } = useTranslation(['billing', 'errors']);
  const money = useMoney();
  const [tier, setTier] = useState<PlanTier>(props.initialTier ?? 'team');
  const [cycle, setCycle] = useState<PlanCycle>(props.initialCycle ?? 'monthly');
  const [currency, setCurrency] = useState<BillingCurrency>(props.currency);
  const plan = props.plans.find((offer) => offer.tier === tier) ?? props.plans[0];
  const [seats, setSeats] = useState(
    String(Math.max(plan?.minSeats ?? 1, props.usedSeats ?? 1, props.initialSeats ?? 1)),
  );
  const [promo, setPromo] = useState('');
  const [referral, setReferral] = useState(() => storedReferralCode(document.cookie));
  const count = Number(seats);
  const promoCode = promo.trim();
  const seatsValid =
    plan !== undefined &&
    Number.isInteger(count) &&
    count >= Math.max(plan.minSeats, props.usedSeats ?? 1) &&
    (plan.maxSeats === null || count <= plan.maxSeats);
  const promoValid = promoCode === '' || PROMO_PATTERN.test(promoCode);
  const unchanged =
    props.currentTerms !== undefined &&
    plan?.name === props.currentTerms.plan &&
    cycle === props.currentTerms.cycle &&
    count === props.currentTerms.seats;
  const request: SubscriptionRequest | undefined =
    plan && seatsValid && promoValid && !unchanged
      ? {
          plan: plan.name,
          cycle,
          currency,
          amountSeats: count,
          promoCode: promoCode || null,
          ...(referral && { referralCode: referral }),
        }
      : undefined;
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
    setReferral(undefined);
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
  const chooseTier = (next: PlanTier) => {
    setTier(next);
    const offer = props.plans.find((item) => item.tier === next);
    if (!offer) return;
    const wanted = Math.max(offer.minSeats, props.usedSeats ?? 1, Number(seats) || 0);
    setSeats(String(offer.maxSeats === null ? wanted : Math.min(wanted, offer.maxSeats)));
  };
  const priceOf = (offer: PlanOffer) =>
    offer.prices.find((price) => price.cycle === cycle && price.currency === currency);
  // The price on screen belongs to the choice on screen only once the debounce has settled.
  const upToDate = JSON.stringify(settled) === JSON.stringify(request);
  const nameId = useId();
  const previewShown = preview.data && request && !preview.isError;
  return (
    <Stack gap="5">
      <RadioCard.Root
        value={tier}
        onValueChange={(details) => details.value && chooseTier(details.value as PlanTier)}
        colorPalette="brand"
      >
        <RadioCard.Label>{t('upgrade.tier')}</RadioCard.Label>
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="3">
          {props.plans.map((offer) => {
            const price = priceOf(offer);
            return (
              <RadioCard.Item
                key={offer.name}
                value={offer.tier}
                borderTopWidth="6px"
                borderTopColor={`plan.${offer.tier}`}
                data-testid={`tier-${offer.tier}`}
              >
                {/* Named by its plan alone: the card's label would run plan, price and seats together. */}
                <RadioCard.ItemHiddenInput aria-labelledby={`${nameId}-${offer.tier}`} />
                <RadioCard.ItemControl>
                  <RadioCard.ItemContent>
                    <Badge
                      id={`${nameId}-${offer.tier}`}
                      bg={`plan.${offer.tier}`}
                      color={tierText(offer.tier)}
                    >
                      {t(`tiers.${offer.tier}`)}
                    </Badge>
                    <RadioCard.ItemText fontSize="lg">
                      {price
                        ? t(`upgrade.perSeat.${cycle}`, {
                            amount: money(price.unitAmount, price.currency),
                          })
                        : t('upgrade.noPrice')}
                    </RadioCard.ItemText>
                    <RadioCard.ItemDescription>
                      {seatsText(offer, t as TFunction)}
                    </RadioCard.ItemDescription>
                    <RadioCard.ItemDescription>
                      {t(`upgrade.features.${offer.tier}`)}
                    </RadioCard.ItemDescription>
                  </RadioCard.ItemContent>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            );
          })}
        </SimpleGrid>
      </RadioCard.Root>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        <Field.Root>
          <Field.Label>{t('upgrade.cycle')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={cycle}
              onChange={(event) => setCycle(event.target.value as PlanCycle)}
            >
              {CYCLES.map((item) => (
                <option key={item} value={item}>
                  {t(`cycles.${item}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root disabled={props.currencyFixed}>
          <Field.Label>{t('upgrade.currency')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={currency}
              onChange={(event) => setCurrency(event.target.value as BillingCurrency)}
            >
              {CURRENCIES.map((item) => (
                <option key={item} value={item}>
                  {item}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {props.currencyFixed && <Field.HelperText>{t('upgrade.currencyFixed')}</Field.HelperText>}
        </Field.Root>
        <Field.Root invalid={!seatsValid} required>
          <Field.Label>
            {t('upgrade.seats')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            value={seats}
            min={plan?.minSeats}
            max={plan?.maxSeats ?? undefined}
            onChange={(event) => setSeats(event.target.value)}
          />
          {seatsValid ? (
            props.usedSeats ? (
              <Field.HelperText>
                {t('upgrade.seatsUsed', { count: props.usedSeats })}
              </Field.HelperText>
            ) : null
          ) : (
            <Field.ErrorText>
              {plan ? seatsText(plan, t as TFunction) : t('upgrade.noPrice')}
              {props.usedSeats ? ` ${t('upgrade.seatsUsed', { count: props.usedSeats })}` : ''}
            </Field.ErrorText>
          )}
        </Field.Root>
        <Field.Root invalid={!promoValid}>
          <Field.Label>{t('upgrade.promo')}</Field.Label>
          <Input
            value={promo}
            maxLength={64}
            autoComplete="off"
            onChange={(event) => setPromo(event.target.value)}
          />
          {promoValid ? (
            <Field.HelperText>{t('upgrade.promoHelp')}</Field.HelperText>
          ) : (
            <Field.ErrorText>{t('upgrade.promoInvalid')}</Field.ErrorText>
          )}
        </Field.Root>
      </SimpleGrid>
      {unchanged && <Text data-testid="unchanged">{t('upgrade.unchanged')}</Text>}
      {referral && request && !referralRefused && (
        <Text fontSize="sm">{t('upgrade.referralApplied', { code: referral })}</Text>
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
        {t('upgrade.buy', { plan: t(`tiers.${tier}`) })}
      </Button>
    </Stack>
  );
}
