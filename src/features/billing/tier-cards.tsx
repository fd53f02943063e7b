// The four tiers side by side in their colours, each with its price per seat for the chosen
// cycle and currency, its seat bounds and its features; one of them is chosen.
import { Badge, RadioCard, SimpleGrid } from '@chakra-ui/react';
import type { BillingCurrency } from '@generated/model/billingCurrency';
import type { PlanCycle } from '@generated/model/planCycle';
import type { PlanOffer } from '@generated/model/planOffer';
import type { PlanTier } from '@generated/model/planTier';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { tierText, useMoney } from './billing-data';

export function seatsText(plan: PlanOffer, t: TFunction) {
  return plan.maxSeats === null
    ? t('upgrade.seatsFrom', { min: plan.minSeats })
    : plan.maxSeats === plan.minSeats
      ? t('upgrade.seatsExactly', { count: plan.minSeats })
      : t('upgrade.seatsRange', { min: plan.minSeats, max: plan.maxSeats });
}

interface TierCardsProps {
  plans: readonly PlanOffer[];
  tier: PlanTier;
  cycle: PlanCycle;
  currency: BillingCurrency;
  onTier: (tier: PlanTier) => void;
}

export function TierCards({ plans, tier, cycle, currency, onTier }: TierCardsProps) {
  const { t } = useTranslation(['billing', 'errors']);
  const money = useMoney();
  const nameId = useId();
  const priceOf = (offer: PlanOffer) =>
    offer.prices.find((price) => price.cycle === cycle && price.currency === currency);
  return (
    <RadioCard.Root
      value={tier}
      onValueChange={(details) => details.value && onTier(details.value as PlanTier)}
      colorPalette="brand"
    >
      <RadioCard.Label>{t('upgrade.tier')}</RadioCard.Label>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="3">
        {plans.map((offer) => {
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
  );
}
