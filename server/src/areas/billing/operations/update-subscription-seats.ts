// PUT /v2/businesses/{businessId}/subscriptions/seats: changes the seats at the previewed proration time.
import { adminBusiness } from '../data.ts';
import { updateSeats } from '../subscriptions.ts';
import type { Handler } from '../../handler.ts';

export const updateSubscriptionSeats: Handler<'updateSubscriptionSeats'> = async (
  request,
  _reply,
  ctx,
  caller,
) => {
  const { seats, timestamp } = request.body;
  await updateSeats(
    ctx,
    await adminBusiness(ctx, caller, request.params.businessId),
    seats,
    timestamp,
  );
  return { success: true, message: `The subscription now has ${seats} seats.` };
};
