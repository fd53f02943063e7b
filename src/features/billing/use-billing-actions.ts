// The subscription changes an admin starts from the billing screens, each through its dialog or
// overlay and the real call: cancel (and reactivate), cancel the trial, switch to the free plan
// (the subscription is cancelled at the end of its period), remove seats, add seats (price first,
// then buy with the proration time the admin saw). Each refreshes the billing data and says what
// happened in a snackbar; a failure keeps the dialog open with its message. Adding seats is
// shared with the members invite (src/components/billing/use-add-seats.ts).
import {
  cancelSubscription,
  cancelTrial,
  previewSubscriptionSeats,
  reactivateSubscription,
  updateSubscriptionSeats,
} from '@generated/api/billing/billing';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cancelSubscriptionDialog, freePlanDowngradeDialog, removeSeatsDialog } from './dialogs';
import { cancelTrialDialog } from '@/components/billing/dialogs';
import { useAddSeats } from '@/components/billing/use-add-seats';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { refreshBilling, useMoney } from './billing-data';

export function useBillingActions(businessId: string) {
  const { t } = useTranslation('billing');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const money = useMoney();
  const addSeats = useAddSeats(businessId);
  const done = async (message: string) => {
    await refreshBilling(queryClient, businessId);
    showSnackbar({ message, color: 'success' });
  };

  return {
    cancel: (endAt: string | null) =>
      cancelSubscriptionDialog.open(
        { endAt: endAt ?? undefined },
        {
          onAnswer: async () => {
            await cancelSubscription(businessId);
            await done(t('done.cancelled'));
          },
        },
      ),
    reactivate: async () => {
      await reactivateSubscription(businessId);
      await done(t('done.reactivated'));
    },
    cancelTrial: () =>
      cancelTrialDialog.open(undefined, {
        onAnswer: async () => {
          await cancelTrial(businessId);
          await done(t('done.trialCancelled'));
          // Without a plan the business is locked: the upgrade page is where it buys one.
          await navigate({ to: '/business/upgrade' });
        },
      }),
    freePlan: () =>
      freePlanDowngradeDialog.open(undefined, {
        onAnswer: async () => {
          await cancelSubscription(businessId);
          await done(t('done.freePlan'));
        },
      }),
    removeSeats: (seats: number, usedSeats: number) =>
      removeSeatsDialog.open(
        { seats, usedSeats },
        {
          onAnswer: async ({ seats: wanted }) => {
            const preview = (await previewSubscriptionSeats(businessId, { seats: wanted })).data;
            await updateSubscriptionSeats(businessId, {
              seats: wanted,
              timestamp: preview.timestamp,
            });
            await done(
              t('done.seats', { count: wanted, amount: money(preview.total, preview.currency) }),
            );
          },
        },
      ),
    addSeats: (seats: number, used: number) => addSeats.open(seats, used),
  };
}
