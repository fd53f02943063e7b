// The development pages of billing (app.ts hands them to plugins/dev-fixtures.ts: local requests
// only, and only while mail stays in the outbox), for what no operation of the contract does:
//   POST /dev/stripe-webhook     {"businessId"}: a delivery as Stripe's test mode would send it
//                                about the business's sandbox subscription — { payload,
//                                signature }, to post as the body and Stripe-Signature header of
//                                POST /v1/billing/stripe/webhook
//   POST /dev/chargebee-business {"businessId"}: the business is billed through Chargebee (the
//                                legacy CHARGEBEE state) — { businessId, paymentMethod }
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { conflict, invalidInput, notFound } from '../../domain-errors.ts';
import { billThroughChargebee, ChargebeeBillingRefused } from './chargebee.ts';
import { sandboxSubscriptionDelivery } from './webhook.ts';

export const DEV_STRIPE_WEBHOOK_PATH = '/dev/stripe-webhook';
export const DEV_CHARGEBEE_BUSINESS_PATH = '/dev/chargebee-business';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function businessIdOf(body: unknown): string {
  const businessId = (body as { businessId?: unknown } | null | undefined)?.businessId;
  if (typeof businessId !== 'string' || !UUID.test(businessId)) {
    throw invalidInput('The body is not valid.', [
      { pointer: '/businessId', detail: 'must be the id (a UUID) of a business' },
    ]);
  }
  return businessId;
}

export function devBillingRoutes(dev: FastifyInstance, ctx: AppContext): void {
  dev.post(DEV_STRIPE_WEBHOOK_PATH, async (request) => {
    const delivery = await sandboxSubscriptionDelivery(ctx, businessIdOf(request.body));
    if (!delivery) {
      throw notFound('No sandbox subscription for this business (or Stripe is the provider).');
    }
    return delivery;
  });
  dev.post(DEV_CHARGEBEE_BUSINESS_PATH, async (request) => {
    try {
      const moved = await billThroughChargebee(ctx.db, businessIdOf(request.body), ctx.clock.now());
      return { businessId: moved.businessId, paymentMethod: 'CHARGEBEE' };
    } catch (error) {
      if (!(error instanceof ChargebeeBillingRefused)) throw error;
      if (error.message.startsWith('No business')) throw notFound(error.message);
      throw conflict(error.message);
    }
  });
}
