// POST /v2/businesses/{businessId}/subscriptions/seats/preview: the prorated price of a seat change.
import { adminBusiness } from '../data.ts';
import { previewSeats } from '../subscriptions.ts';
import type { Handler } from '../../handler.ts';

export const previewSubscriptionSeats: Handler<'previewSubscriptionSeats'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const preview = await previewSeats(
    ctx,
    await adminBusiness(ctx, caller, request.params.businessId),
    request.body.seats,
  );
  return preview;
};
