// A webhook delivery of the payment provider: verified (a forged or changed delivery is a 400
// webhook_signature_invalid and changes nothing), applied once (the event id is recorded), then
// the subscription it names is applied to its business. Beside the sandbox provider, the
// development pages hand a tester a delivery the sandbox signed (sandboxSubscriptionDelivery).
import type { AppContext } from '../../context.ts';
import { invalidInput, DomainError } from '../../domain-errors.ts';
import { WebhookSignatureError, type PaymentEvent } from '../../providers/payment.ts';
import { SandboxPaymentProvider } from '../../providers/payment-sandbox.ts';
import { findAccount, findAccountBySubscription, recordProviderEvent } from './store/accounts.ts';
import { applyProviderSubscription } from './sync.ts';

async function verified(
  ctx: AppContext,
  payload: Buffer,
  signature: string | undefined,
): Promise<PaymentEvent> {
  try {
    return await ctx.providers.payment.parseWebhook(payload, signature);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    throw new DomainError(
      'invalid_input',
      'webhook_signature_invalid',
      'The webhook signature does not verify.',
      [
        {
          pointer: '/header/Stripe-Signature',
          detail: error.message,
          code: 'webhook_signature_invalid',
        },
      ],
    );
  }
}

export async function receiveWebhook(
  ctx: AppContext,
  payload: Buffer | undefined,
  signature: string | undefined,
) {
  if (!payload) throw invalidInput('The webhook body is missing.');
  const event = await verified(ctx, payload, signature);
  if (event.kind === 'ignored') return;
  if (!(await recordProviderEvent(ctx.db, event.id, ctx.clock.now().toISOString()))) return;
  const subscriptionId =
    event.kind === 'subscription' ? event.subscription.id : event.subscriptionId;
  const account = await findAccountBySubscription(ctx.db, subscriptionId);
  if (!account) return;
  if (event.kind === 'subscription') {
    await applyProviderSubscription(ctx, account, event.subscription);
    return;
  }
  const subscription = await ctx.providers.payment.getSubscription(subscriptionId);
  if (subscription) await applyProviderSubscription(ctx, account, subscription, event.errorCode);
}

/**
 * A delivery the sandbox payment provider signs about the business's subscription (what Stripe's
 * test mode sends when a subscription changes), for a tester to post to the webhook; undefined
 * when the business has no subscription or the provider is not the sandbox.
 */
export async function sandboxSubscriptionDelivery(ctx: AppContext, businessId: string) {
  const provider = ctx.providers.payment;
  if (!(provider instanceof SandboxPaymentProvider)) return undefined;
  const account = await findAccount(ctx.db, businessId);
  if (!account?.subscription_id) return undefined;
  return provider.signedSubscriptionEvent(account.subscription_id);
}
