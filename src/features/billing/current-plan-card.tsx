// The plan in force: its tier in its colour, where the subscription stands (trial until, renews
// on, cancelling on, cancelled, free), a payment issue, the discounts granted, and the actions
// that state allows (cancel, reactivate, cancel trial, switch to free).
import { Alert, Badge, Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { BillingInformation } from '@generated/model/billingInformation';
import type { PlanTier } from '@generated/model/planTier';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BillingCard, ErrorLine } from './billing-page';
import { planState, tierText, useDay } from './billing-data';
import type { useBillingActions } from './use-billing-actions';

const HEALTHY = ['active', 'incomplete_expired', 'trialing'];

export function CurrentPlanCard({
  info,
  tier,
  actions,
}: {
  info: BillingInformation;
  tier: PlanTier | undefined;
  actions: ReturnType<typeof useBillingActions>;
}) {
  const { t } = useTranslation('billing');
  const day = useDay();
  const plan = info.pricePlan;
  const state = planState(plan);
  const end = plan.current.base.endAt;
  const reactivate = useMutation({ mutationFn: actions.reactivate });
  const status = info.paymentProvider.subscriptionStatus;
  const paymentIssue =
    info.billing.paymentMethod === 'BLOCKED' || (status !== null && !HEALTHY.includes(status));
  const name = tier ? t(`tiers.${tier}`) : t('plan.otherPlan', { name: plan.name });
  return (
    <BillingCard title={t('plan.current')} labelId="current-plan">
      <HStack gap="3" wrap="wrap">
        <Badge
          size="lg"
          bg={tier ? `plan.${tier}` : 'gray.200'}
          color={tier ? tierText(tier) : 'gray.900'}
          data-testid="current-plan-name"
        >
          {name}
        </Badge>
        <Text data-testid="plan-state">
          {state === 'trial' && end && t('plan.state.trial', { date: day(end) })}
          {state === 'renewing' &&
            (end ? t('plan.state.renewing', { date: day(end) }) : t('plan.state.paid'))}
          {state === 'cancelling' && end && t('plan.state.cancelling', { date: day(end) })}
          {state === 'cancelled' && t('plan.state.cancelled')}
          {state === 'free' && t('plan.state.free')}
        </Text>
      </HStack>
      {info.billing.paymentMethod === 'NEEDS_PAYMENT_METHOD' && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('plan.trialOver')}</Alert.Title>
        </Alert.Root>
      )}
      {paymentIssue && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            {t('plan.paymentIssue')}{' '}
            <ChakraLink asChild>
              <Link to="/business/billing/payment">{t('plan.toPayment')}</Link>
            </ChakraLink>
          </Alert.Title>
        </Alert.Root>
      )}
      {plan.discounts.length > 0 && (
        <Stack gap="1">
          {plan.discounts.map((discount) => (
            <Text key={discount.promoCode} fontSize="sm">
              {t(`plan.discount.${discount.status}`, {
                code: discount.promoCode,
                date: discount.expiresAt ? day(discount.expiresAt) : '',
              })}
            </Text>
          ))}
        </Stack>
      )}
      <ErrorLine error={reactivate.error} />
      <HStack gap="2" wrap="wrap">
        {state === 'trial' && info.billing.paymentMethod === 'TRIALING' && (
          <Button variant="outline" colorPalette="red" onClick={actions.cancelTrial}>
            {t('plan.cancelTrial')}
          </Button>
        )}
        {state === 'renewing' && (
          <>
            <Button variant="outline" colorPalette="red" onClick={() => actions.cancel(end)}>
              {t('plan.cancel')}
            </Button>
            <Button variant="ghost" onClick={actions.freePlan}>
              {t('plan.freePlan')}
            </Button>
          </>
        )}
        {state === 'cancelling' && (
          <Button
            colorPalette="brand"
            loading={reactivate.isPending}
            onClick={() => reactivate.mutate()}
          >
            {t('plan.reactivate')}
          </Button>
        )}
      </HStack>
    </BillingCard>
  );
}
