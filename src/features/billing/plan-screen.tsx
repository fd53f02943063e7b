// /business/billing/plan: the plan in force and its next renewal, the seats, and the four tiers
// to compare and buy with a live preview of the price (every amount from the server). A legacy
// plan (ent_v2, sme_v2) is offered the move to fair-flat pricing: the dialog's "move now" picks
// the team tier with the seats in use in the chooser below.
import { Alert, Button, Stack } from '@chakra-ui/react';
import {
  useGetBillingInformation,
  useGetSubscriptionUsage,
  useListPricePlans,
} from '@generated/api/billing/billing';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { BillingNav } from './billing-nav';
import { BillingCard, BillingPage, LoadState } from './billing-page';
import { isLegacyPlan } from '@/lib/navigation/free-plan';
import { cycleOf, planState, refreshBilling, tierOf } from './billing-data';
import { CheckoutStatus } from './checkout-status';
import { CurrentPlanCard } from './current-plan-card';
import { SeatsCard } from './seats-card';
import { UpgradeChooser } from './upgrade-chooser';
import { useBillingActions } from './use-billing-actions';
import { useCheckoutReturn } from './use-checkout-return';
import { fairFlatMigrationDialog } from './dialogs';

export function PlanScreen({ businessId }: { businessId: string }) {
  const { t } = useTranslation(['billing', 'routes']);
  const queryClient = useQueryClient();
  const info = useGetBillingInformation(businessId);
  const usage = useGetSubscriptionUsage(businessId);
  const plans = useListPricePlans();
  const actions = useBillingActions(businessId);
  const chooser = useRef<HTMLDivElement>(null);
  const [preset, setPreset] = useState(0);
  const bought = async () => {
    await refreshBilling(queryClient, businessId);
    showSnackbar({ message: t('done.bought'), color: 'success' });
  };
  const checkout = useCheckoutReturn(bought);
  const data = info.data?.data;
  const seats = usage.data?.data;
  const offers = plans.data?.data.plans ?? [];
  const tier = data ? tierOf(offers, data.pricePlan.name) : undefined;
  const state = data ? planState(data.pricePlan) : undefined;
  const paid = state === 'renewing' || state === 'cancelling';
  const legacy = data !== undefined && isLegacyPlan(data.pricePlan.name);
  const fairFlat = () =>
    void fairFlatMigrationDialog.open(
      { migrateAt: data?.pricePlan.current.base.endAt ?? undefined },
      {
        onAnswer: () => {
          setPreset((n) => n + 1);
          chooser.current?.scrollIntoView({ behavior: 'smooth' });
        },
      },
    );
  return (
    <BillingPage title={t('routes:plan')} lead={t('plan.lead')}>
      <BillingNav />
      <CheckoutStatus result={checkout} />
      <LoadState query={info}>
        {data && (
          <Stack gap="5">
            {legacy && (
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t('plan.legacy')}</Alert.Title>
                </Alert.Content>
                <Button size="sm" variant="outline" onClick={fairFlat}>
                  {t('plan.fairFlat')}
                </Button>
              </Alert.Root>
            )}
            <CurrentPlanCard info={data} tier={tier} actions={actions} />
            {seats && <SeatsCard usage={seats} paid={paid} actions={actions} />}
            <div ref={chooser}>
              <BillingCard
                title={t(paid ? 'upgrade.titleChange' : 'upgrade.title')}
                text={t('upgrade.text')}
                labelId="choose-plan"
              >
                <LoadState query={plans} empty={t('upgrade.empty')}>
                  {/* The chooser starts from the seats in use and from the subscription a
                      purchase coming back from the provider's page makes: it waits for both
                      (else it prices the plan just bought against itself, a 409). */}
                  {offers.length > 0 && !usage.isPending && checkout.state !== 'working' && (
                    <UpgradeChooser
                      // It starts from the subscription in force: when that changes (bought on
                      // the provider's page and confirmed on return, seats added) it starts
                      // again from the new one instead of offering the old choice against it.
                      key={`${preset}-${data.pricePlan.name}-${cycleOf(data.pricePlan) ?? ''}-${paid}-${seats?.seats.total ?? ''}`}
                      plans={offers}
                      businessId={businessId}
                      country={data.billing.country}
                      currency={data.billing.currency}
                      currencyFixed={paid}
                      initialTier={preset > 0 ? 'team' : tier}
                      initialCycle={cycleOf(data.pricePlan)}
                      currentTerms={
                        paid && seats && cycleOf(data.pricePlan)
                          ? {
                              plan: data.pricePlan.name,
                              cycle: cycleOf(data.pricePlan)!,
                              seats: seats.seats.total,
                            }
                          : undefined
                      }
                      initialSeats={paid ? seats?.seats.total : undefined}
                      usedSeats={seats?.seats.used}
                      returnPath="/business/billing/plan"
                      onBought={bought}
                    />
                  )}
                </LoadState>
              </BillingCard>
            </div>
          </Stack>
        )}
      </LoadState>
    </BillingPage>
  );
}
