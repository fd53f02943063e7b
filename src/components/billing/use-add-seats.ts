// Buying seats through the add-seats overlay, from the plan screen or when an invitation is
// refused because every paid seat is taken (422 no_seats_available). "Show price" asks the server
// for the prorated price of the new total (POST .../subscriptions/seats/preview) and shows it in
// the overlay; "Add seats" buys it with the proration time of that price (PUT .../seats). Then
// the business's queries and the membership are fetched again and a snackbar confirms.
import {
  getSubscriptionUsage,
  previewSubscriptionSeats,
  updateSubscriptionSeats,
} from '@generated/api/billing/billing';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { membershipQueryOptions } from '@/lib/queries/membership';
import { OVERLAY_COMPLETE } from '../shell/overlays/overlay-store';
import { showSnackbar } from '../shell/snackbars/snackbar-store';
import { addSeatsOverlay } from './overlays';
import type { SeatsQuote } from './overlays/add-seats-overlay';
import { useDay, useMoney } from './use-money';

export const NO_SEATS = 'no_seats_available';

export function isNoSeats(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422 && error.problem?.code === NO_SEATS;
}

/** Refetches the billing of the business and the membership (its billing status). */
export async function refreshBilling(queryClient: QueryClient, businessId: string) {
  await Promise.all([
    queryClient.invalidateQueries({
      predicate: (query) => {
        const [first] = query.queryKey;
        return typeof first === 'string' && first.includes(`/businesses/${businessId}`);
      },
    }),
    queryClient.refetchQueries({ queryKey: membershipQueryOptions().queryKey, type: 'all' }),
  ]);
}

export function useAddSeats(businessId: string) {
  const { t } = useTranslation('overlays');
  const queryClient = useQueryClient();
  const money = useMoney();
  const day = useDay();
  /** Opens the overlay for a business with `seats` seats (`used` of them taken, when known); `then` runs once more are bought. */
  const open = (seats: number, used?: number, then?: () => unknown) => {
    return addSeatsOverlay.open(
      { seats, used },
      {
        onAnswer: async (body, overlay) => {
          if (body.step === 'preview') {
            const preview = (await previewSubscriptionSeats(businessId, { seats: body.seats }))
              .data;
            const quote: SeatsQuote = {
              seats: preview.seats,
              timestamp: preview.timestamp,
              dueNow: money(preview.total, preview.currency),
              nextInvoice: money(preview.nextInvoiceAmount, preview.currency),
              nextInvoiceDate: day(preview.nextInvoiceDate),
            };
            overlay.update({ quote });
            return undefined;
          }
          await updateSubscriptionSeats(businessId, {
            seats: body.seats,
            timestamp: body.timestamp,
          });
          await refreshBilling(queryClient, businessId);
          showSnackbar({ message: t('add-seats.done', { count: body.seats }), color: 'success' });
          await then?.();
          return OVERLAY_COMPLETE;
        },
      },
    );
  };
  /** After a refused invitation: starts from the seats the business has now. */
  const offer = async (then: () => unknown) => {
    const usage = (await getSubscriptionUsage(businessId)).data;
    open(usage.seats.total, usage.seats.used, then);
  };
  return { open, offer };
}
