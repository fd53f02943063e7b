// Stripe-format webhook deliveries to the sandbox payment provider: signed with the sandbox's
// secret the way Stripe signs (checked against the Stripe SDK's own signer and verifier), refused
// when forged, changed, unsigned or outside the 5-minute tolerance, and applied first to the
// sandbox's subscription and then to the business with the real path's effects: a subscription
// update or a failed invoice payment is a payment issue, a deletion ends the plan, an update for a
// subscription nobody has or an event of another type is acknowledged and ignored.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPaymentProvider } from '../../src/providers/payment-sandbox.ts';
import {
  DEFAULT_SANDBOX_WEBHOOK_SECRET,
  signStripePayload,
  verifyStripeSignature,
} from '../../src/providers/payment-sandbox-webhook.ts';
import { WebhookSignatureError } from '../../src/providers/payment.ts';
import { findAccount } from '../../src/areas/billing/store/accounts.ts';
import {
  addPaymentMethod,
  billingBusiness,
  billingOf,
  billingUser,
  expectContract,
  startBilling,
  type BillingCtx,
} from './support.ts';

const SECRET = DEFAULT_SANDBOX_WEBHOOK_SECRET;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

let ctx: BillingCtx;
beforeAll(async () => {
  ctx = await startBilling('2026-11-01T00:00:00.000Z');
});
afterAll(() => ctx.close());

describe('the sandbox verifies deliveries the way Stripe does', () => {
  const payload = JSON.stringify({ id: 'evt_Scheme1', object: 'event', type: 'ping' });
  const now = new Date();

  it("agrees with the Stripe SDK's signer and verifier in both directions", () => {
    const ours = signStripePayload(payload, SECRET, seconds(now));
    const sdk = new Stripe('sk_test_unused');
    expect(sdk.webhooks.constructEvent(payload, ours, SECRET).id).toBe('evt_Scheme1');
    const theirs = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    expect(() => verifyStripeSignature(Buffer.from(payload), theirs, SECRET, now)).not.toThrow();
  });

  it('refuses another secret, a changed body, no header, no v1 and a stale timestamp', () => {
    const refuse = (body: string, header: string | undefined, at = now) =>
      expect(() => verifyStripeSignature(Buffer.from(body), header, SECRET, at)).toThrow(
        WebhookSignatureError,
      );
    refuse(payload, signStripePayload(payload, 'whsec_not_ours', seconds(now)));
    refuse(payload.replace('ping', 'pong'), signStripePayload(payload, SECRET, seconds(now)));
    refuse(payload, undefined);
    refuse(payload, `t=${seconds(now)}`);
    const signedAt = seconds(now) - 301;
    refuse(payload, signStripePayload(payload, SECRET, signedAt));
    // Within the tolerance, and with a second (rotated) signature beside a wrong one, it verifies.
    const fresh = signStripePayload(payload, SECRET, seconds(now) - 299);
    expect(() =>
      verifyStripeSignature(Buffer.from(payload), `${fresh},v1=00ff`, SECRET, now),
    ).not.toThrow();
  });
});

/** Posts a Stripe event signed at the server's clock (with `secret`): the response. */
async function deliver(event: Record<string, unknown>, secret = SECRET) {
  const payload = JSON.stringify({ object: 'event', created: seconds(ctx.clock.now()), ...event });
  return ctx.inject({
    method: 'POST',
    url: '/v1/billing/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signStripePayload(payload, secret, seconds(ctx.clock.now())),
    },
    payload,
  });
}

async function paidBusiness(name: string) {
  const admin = await billingUser(ctx);
  const id = await billingBusiness(ctx, admin, { name });
  await addPaymentMethod(ctx, admin, id, 'card');
  const upgrade = await ctx.inject({
    method: 'PUT',
    url: `/v2/businesses/${id}/subscriptions/upgrade`,
    headers: admin.auth,
    payload: { plan: 'team_v3', cycle: 'monthly', amountSeats: 5, currency: 'CHF' },
  });
  expect(upgrade.statusCode, upgrade.body).toBe(200);
  const subscriptionId = (await findAccount(ctx.testDb.db, id))!.subscription_id!;
  return { admin, id, subscriptionId };
}

const sandbox = () => ctx.app.context.providers.payment as SandboxPaymentProvider;
const subscriptionEvent = (id: string, type: string, object: Record<string, unknown>) => ({
  id,
  type,
  data: { object: { object: 'subscription', ...object } },
});

describe('POST /v1/billing/stripe/webhook on the sandbox', () => {
  it('applies a subscription update to the sandbox and to the business, once', async () => {
    ctx.clock.set('2026-11-01T00:00:00.000Z');
    const { admin, id, subscriptionId } = await paidBusiness('Webhook Update AG');
    const event = subscriptionEvent('evt_Update1', 'customer.subscription.updated', {
      id: subscriptionId,
      status: 'past_due',
      cancel_at_period_end: true,
    });
    const answer = await deliver(event);
    expect(answer.statusCode, answer.body).toBe(200);
    expectContract(answer, 'post /v1/billing/stripe/webhook');
    expect(answer.json()).toEqual({ success: true, message: 'Event received.' });
    expect(await sandbox().getSubscription(subscriptionId)).toMatchObject({
      status: 'past_due',
      cancelAtPeriodEnd: true,
      quantity: 5,
    });
    const billing = await billingOf(ctx, admin, id);
    expect(billing.billing.stripeSubscriptionStatus).toBe('past_due');
    expect(billing.pricePlan.next.base.type).toBe('CANCELED');
    // Delivered again (Stripe retries): acknowledged, recorded once.
    expect((await deliver(event)).statusCode).toBe(200);
    const rows = await ctx.testDb.db
      .selectFrom('billing_provider_events')
      .selectAll()
      .where('id', '=', 'evt_Update1')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('marks a failed invoice payment past_due with its code, and a deletion cancels', async () => {
    ctx.clock.set('2026-11-01T00:00:00.000Z');
    const { admin, id, subscriptionId } = await paidBusiness('Webhook Failed AG');
    const failed = await deliver({
      id: 'evt_Failed1',
      type: 'invoice.payment_failed',
      data: {
        object: {
          object: 'invoice',
          parent: { subscription_details: { subscription: subscriptionId } },
          last_finalization_error: { code: 'card_declined' },
        },
      },
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(await sandbox().getSubscription(subscriptionId)).toMatchObject({
      status: 'past_due',
      lastPaymentError: 'card_declined',
    });
    expect((await findAccount(ctx.testDb.db, id))!).toMatchObject({
      subscription_status: 'past_due',
      subscription_error_code: 'card_declined',
      payment_issue_since: '2026-11-01T00:00:00.000Z',
    });

    const deleted = await deliver(
      subscriptionEvent('evt_Deleted1', 'customer.subscription.deleted', { id: subscriptionId }),
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await sandbox().getSubscription(subscriptionId))?.status).toBe('canceled');
    const billing = await billingOf(ctx, admin, id);
    expect(billing.billing.stripeSubscriptionStatus).toBe('canceled');
  });

  it('acknowledges and ignores unknown subscriptions and event types', async () => {
    const { admin, id, subscriptionId } = await paidBusiness('Webhook Ignored AG');
    const before = await billingOf(ctx, admin, id);
    const unknown = await deliver(
      subscriptionEvent('evt_Unknown1', 'customer.subscription.updated', {
        id: 'sub_NobodyHasThis1',
        status: 'canceled',
      }),
    );
    expect(unknown.statusCode, unknown.body).toBe(200);
    const other = await deliver({
      id: 'evt_Other1',
      type: 'charge.succeeded',
      data: { object: { id: subscriptionId, status: 'canceled' } },
    });
    expect(other.statusCode, other.body).toBe(200);
    expect((await sandbox().getSubscription(subscriptionId))?.status).toBe('active');
    // Everything but the portal session (a new one per call) is as it was.
    const withoutPortal = ({ paymentProvider, ...rest }: Record<string, unknown>) => ({
      ...rest,
      paymentProvider: { ...(paymentProvider as object), customerPortalURL: undefined },
    });
    expect(withoutPortal(await billingOf(ctx, admin, id))).toEqual(withoutPortal(before));
  });

  it('refuses a delivery signed with another secret with 400 and changes nothing', async () => {
    const { subscriptionId } = await paidBusiness('Webhook Forged AG');
    const forged = await deliver(
      subscriptionEvent('evt_Forged2', 'customer.subscription.updated', {
        id: subscriptionId,
        status: 'canceled',
      }),
      'whsec_not_the_sandbox',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      code: 'webhook_signature_invalid',
      errors: [{ pointer: '/header/Stripe-Signature' }],
    });
    expect((await sandbox().getSubscription(subscriptionId))?.status).toBe('active');
  });

  it('hands a tester a signed delivery on the development page, which the webhook accepts', async () => {
    const { id, subscriptionId } = await paidBusiness('Webhook Dev AG');
    const made = await ctx.inject({
      method: 'POST',
      url: '/dev/stripe-webhook',
      payload: { businessId: id },
    });
    expect(made.statusCode, made.body).toBe(200);
    const { payload, signature } = made.json() as { payload: string; signature: string };
    expect(JSON.parse(payload)).toMatchObject({
      type: 'customer.subscription.updated',
      data: { object: { id: subscriptionId, status: 'active' } },
    });
    const answer = await ctx.inject({
      method: 'POST',
      url: '/v1/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const refused = await ctx.inject({
      method: 'POST',
      url: '/dev/stripe-webhook',
      payload: { businessId: 'not-a-uuid' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].pointer).toBe('/businessId');
  });
});
