// POST /v1/billing/stripe/webhook: a Stripe event, applied once its signature verifies.
import { rawBodyOf } from '../../../raw-bodies.ts';
import { receiveWebhook } from '../webhook.ts';
import type { Handler } from '../../handler.ts';

export const receiveStripeWebhook: Handler<'receiveStripeWebhook'> = async (
  request,
  _reply,
  ctx,
) => {
  const signature = request.headers['stripe-signature'];
  await receiveWebhook(
    ctx,
    rawBodyOf(request),
    typeof signature === 'string' ? signature : undefined,
  );
  return { success: true, message: 'Event received.' };
};
