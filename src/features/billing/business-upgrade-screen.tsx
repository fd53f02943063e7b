// /business/upgrade (user or admin, strict): buy a business plan. An admin buys it for the
// business (also when the trial is over or the business is locked: this page stays open to them);
// a user without a business buys it by direct upgrade, which creates the business with the user
// as its first admin once the payment method is collected, then goes on to the plan page.
import { Stack } from '@chakra-ui/react';
import {
  useGetBillingInformation,
  useGetSubscriptionUsage,
  useListPricePlans,
} from '@generated/api/billing/billing';
import { getGetUserQueryKey } from '@generated/api/user/user';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { useCurrentSession } from '@/components/shell/use-current-session';
import { BillingCard, BillingPage, LoadState } from './billing-page';
import { currencyFor } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { membershipQueryOptions } from '@/lib/queries/membership';
import { cycleOf, refreshBilling, tierOf } from './billing-data';
import { CheckoutStatus } from './checkout-status';
import { UpgradeChooser } from './upgrade-chooser';
import { useCheckoutReturn } from './use-checkout-return';
import { SandboxNotice } from '@/components/sandbox-notice';

const PATH = '/business/upgrade';

function AdminUpgrade({ businessId, onBought }: { businessId: string; onBought: () => void }) {
  const { t } = useTranslation('billing');
  const info = useGetBillingInformation(businessId);
  const usage = useGetSubscriptionUsage(businessId);
  const plans = useListPricePlans();
  const data = info.data?.data;
  const offers = plans.data?.data.plans ?? [];
  const cycle = data ? cycleOf(data.pricePlan) : undefined;
  const seats = usage.data?.data.seats;
  return (
    <LoadState query={info}>
      {data && (
        <LoadState query={plans} empty={t('upgrade.empty')}>
          {offers.length > 0 && !usage.isPending && (
            <UpgradeChooser
              plans={offers}
              businessId={businessId}
              initialCycle={cycle}
              initialSeats={cycle ? seats?.total : undefined}
              currentTerms={
                cycle && seats
                  ? { plan: data.pricePlan.name, cycle, seats: seats.total }
                  : undefined
              }
              country={data.billing.country}
              currency={data.billing.currency}
              currencyFixed={data.pricePlan.current.base.type === 'PAID'}
              initialTier={tierOf(offers, data.pricePlan.name)}
              usedSeats={seats?.used}
              returnPath={PATH}
              // A locked business's payment method failed: the purchase collects a new one.
              newMethod={data.billing.paymentMethod === 'BLOCKED'}
              onBought={onBought}
            />
          )}
        </LoadState>
      )}
    </LoadState>
  );
}

function DirectUpgrade({ onBought }: { onBought: () => void }) {
  const { t, i18n } = useTranslation('billing');
  const plans = useListPricePlans();
  const offers = plans.data?.data.plans ?? [];
  const currency = currencyFor(i18n.language as Locale) === 'EUR' ? 'EUR' : 'CHF';
  return (
    <LoadState query={plans} empty={t('upgrade.empty')}>
      {offers.length > 0 && (
        <UpgradeChooser
          plans={offers}
          businessId={null}
          // Swiss VAT until the business has a billing address (the server prices it so too).
          country={currency === 'EUR' ? 'DE' : 'CH'}
          currency={currency}
          returnPath={PATH}
          onBought={onBought}
        />
      )}
    </LoadState>
  );
}

export function BusinessUpgradeScreen() {
  const { t } = useTranslation(['billing', 'routes']);
  const session = useCurrentSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const business = session.membership?.role === 'admin' ? session.membership.business : undefined;
  const onBought = async () => {
    if (business) await refreshBilling(queryClient, business.id);
    // A direct upgrade made the user an admin: the guard reads role and billing again.
    await Promise.all([
      queryClient.refetchQueries({ queryKey: membershipQueryOptions().queryKey, type: 'all' }),
      queryClient.refetchQueries({ queryKey: getGetUserQueryKey(), type: 'all' }),
    ]);
    showSnackbar({ message: t('done.bought'), color: 'success' });
    await navigate({ to: '/business/billing/plan' });
  };
  const checkout = useCheckoutReturn(onBought);
  return (
    <BillingPage
      title={t('routes:businessUpgrade')}
      lead={t(business ? 'businessUpgrade.leadAdmin' : 'businessUpgrade.lead')}
    >
      <CheckoutStatus result={checkout} />
      <Stack gap="5">
        <SandboxNotice provider="payment" />
        <BillingCard title={t('upgrade.title')} text={t('upgrade.text')} labelId="choose-plan">
          {/* Not while a purchase back from the provider's page completes: the chooser would
              price the plan being bought against itself (a 409). */}
          {checkout.state === 'working' ? null : business ? (
            <AdminUpgrade businessId={business.id} onBought={() => void onBought()} />
          ) : (
            <DirectUpgrade onBought={() => void onBought()} />
          )}
        </BillingCard>
      </Stack>
    </BillingPage>
  );
}
