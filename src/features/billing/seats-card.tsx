// Seats of a paid subscription: how many are bought and taken, and the ways to add (overlay with
// the prorated price) or remove them (never below those in use).
import { Button, HStack, Progress, Text } from '@chakra-ui/react';
import type { SubscriptionUsage } from '@generated/model/subscriptionUsage';
import { useTranslation } from 'react-i18next';
import { BillingCard } from './billing-page';
import type { useBillingActions } from './use-billing-actions';

export function SeatsCard({
  usage,
  paid,
  actions,
}: {
  usage: SubscriptionUsage;
  paid: boolean;
  actions: ReturnType<typeof useBillingActions>;
}) {
  const { t } = useTranslation('billing');
  const { total, used } = usage.seats;
  return (
    <BillingCard title={t('seats.title')} labelId="seats">
      <Text data-testid="seats-count">{t('seats.count', { used, count: total })}</Text>
      <Progress.Root
        value={total === 0 ? 0 : Math.min(100, (used / total) * 100)}
        aria-label={t('seats.count', { used, count: total })}
        colorPalette="brand"
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {paid ? (
        <HStack gap="2" wrap="wrap">
          <Button colorPalette="brand" onClick={() => actions.addSeats(total, used)}>
            {t('seats.add')}
          </Button>
          <Button
            variant="outline"
            disabled={total <= Math.max(1, used)}
            onClick={() => actions.removeSeats(total, used)}
          >
            {t('seats.remove')}
          </Button>
        </HStack>
      ) : (
        <Text color="fg.muted">{t('seats.notPaid')}</Text>
      )}
    </BillingCard>
  );
}
