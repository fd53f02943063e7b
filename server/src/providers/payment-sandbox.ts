// The sandbox payment provider (the default on a loopback-only server, PAYMENT_PROVIDER=sandbox
// elsewhere). It behaves like Stripe for the product: customers, setup intents confirmed on a
// local page labelled SANDBOX where the person chooses to succeed (with a card, a SEPA debit
// mandate, or a card that will be declined at the next charge) or to fail, payment methods with
// one default, subscriptions with quantity = seats charged to the default method, invoices as
// PDF, and a customer-portal page. It has no billing clock: the product's scheduled job renews a
// period that has ended (renew). Nothing leaves the machine and no money moves; every page says
// so.
import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoiceLineText, invoiceTexts } from './invoice-texts.ts';
import type {
  InvoiceDraft,
  PaymentEvent,
  PaymentProvider,
  PriceKey,
  ProviderCoupon,
  ProviderInvoice,
  ProviderPaymentMethod,
  ProviderSetupIntent,
  SetupReturn,
} from './payment.ts';
import { returnWithIntent } from './payment.ts';
import {
  addCycle,
  toSubscription,
  token,
  type Customer,
  type PaymentMethodData,
  type PortalSession,
  type SandboxInvoice,
  type SandboxSetupOutcome,
  type SetupIntentData,
  type SubscriptionData,
} from './payment-sandbox-data.ts';
import type { SandboxObjects } from './payment-sandbox-store.ts';
import {
  DEFAULT_SANDBOX_WEBHOOK_SECRET,
  applyChange,
  ignored,
  readSandboxEvent,
  signStripePayload,
  stripeSubscriptionObject,
  verifyStripeSignature,
} from './payment-sandbox-webhook.ts';

export type { SandboxInvoice, SandboxSetupOutcome } from './payment-sandbox-data.ts';

export const SANDBOX_PAYMENT_PATH = '/sandbox/payment';

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly sandbox = true;

  constructor(
    private readonly objects: SandboxObjects,
    private readonly clock: Clock,
    private readonly publicUrl: string,
    /** Signs the Stripe-format deliveries a tester sends (PAYMENT_SANDBOX_WEBHOOK_SECRET). */
    private readonly webhookSecret = DEFAULT_SANDBOX_WEBHOOK_SECRET,
  ) {}

  async createCustomer(input: {
    businessId: string;
    name: string;
    email: string;
    country: string;
  }) {
    const customer: Customer = { id: token('cus'), ...input, defaultPaymentMethod: null };
    await this.objects.put('customer', customer.id, customer.id, customer, this.clock.now());
    return customer.id;
  }

  private async customer(id: string): Promise<Customer> {
    const customer = await this.objects.get<Customer>('customer', id);
    if (!customer) throw new Error(`sandbox customer ${id} does not exist`);
    return customer;
  }

  private toSetupIntent(data: SetupIntentData): ProviderSetupIntent {
    return {
      id: data.id,
      clientSecret: data.clientSecret,
      status: data.status,
      customerId: data.customerId,
      paymentMethodId: data.paymentMethodId,
      confirmUrl: `${this.publicUrl}${SANDBOX_PAYMENT_PATH}/setup/${data.id}${
        data.returnPath
          ? `?return=${encodeURIComponent(returnWithIntent(data.returnPath, data.id))}`
          : ''
      }`,
      country: data.country,
    };
  }

  async createSetupIntent(customerId: string, country: string, back?: SetupReturn) {
    await this.customer(customerId);
    const id = token('seti');
    const data: SetupIntentData = {
      id,
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      status: 'requires_payment_method',
      customerId,
      country,
      paymentMethodId: null,
      ...(back ? { returnPath: back.returnPath } : {}),
    };
    await this.objects.put('setup_intent', id, customerId, data, this.clock.now());
    return this.toSetupIntent(data);
  }

  async getSetupIntent(id: string) {
    const data = await this.objects.get<SetupIntentData>('setup_intent', id);
    return data ? this.toSetupIntent(data) : undefined;
  }

  /** The SANDBOX page's choice: the intent succeeds with a new payment method, or fails. */
  async completeSetupIntent(id: string, outcome: SandboxSetupOutcome) {
    const data = await this.objects.get<SetupIntentData>('setup_intent', id);
    if (!data || data.status !== 'requires_payment_method') return undefined;
    const customer = await this.customer(data.customerId);
    if (outcome === 'fail') {
      data.status = 'canceled';
    } else {
      const method: PaymentMethodData = {
        id: token('pm'),
        type: outcome === 'sepa_debit' ? 'sepa_debit' : 'card',
        card:
          outcome === 'sepa_debit'
            ? null
            : {
                brand: 'visa',
                last4: outcome === 'declining_card' ? '0341' : '4242',
                expMonth: 12,
                expYear: this.clock.now().getUTCFullYear() + 3,
              },
        sepaDebit:
          outcome === 'sepa_debit'
            ? { country: data.country, bankCode: '00762', last4: '3000' }
            : null,
        holderName: customer.name,
        declines: outcome === 'declining_card',
      };
      await this.objects.put('payment_method', method.id, customer.id, method, this.clock.now());
      data.status = 'succeeded';
      data.paymentMethodId = method.id;
    }
    await this.objects.put('setup_intent', id, data.customerId, data, this.clock.now());
    return this.toSetupIntent(data);
  }

  async listPaymentMethods(customerId: string): Promise<ProviderPaymentMethod[]> {
    const customer = await this.customer(customerId);
    const methods = await this.objects.list<PaymentMethodData>('payment_method', customerId);
    return methods.map(({ declines: _declines, ...method }) => ({
      ...method,
      isDefault: method.id === customer.defaultPaymentMethod,
    }));
  }

  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string) {
    const customer = await this.customer(customerId);
    const method = await this.objects.get<PaymentMethodData>('payment_method', paymentMethodId);
    if (!method) throw new Error(`sandbox payment method ${paymentMethodId} does not exist`);
    customer.defaultPaymentMethod = paymentMethodId;
    await this.objects.put('customer', customer.id, customer.id, customer, this.clock.now());
  }

  /** Charges the customer's default method: the error code, or null when it was paid. */
  private async charge(customerId: string): Promise<string | null> {
    const customer = await this.customer(customerId);
    if (!customer.defaultPaymentMethod) return 'payment_method_missing';
    const method = await this.objects.get<PaymentMethodData>(
      'payment_method',
      customer.defaultPaymentMethod,
    );
    return method && !method.declines ? null : 'card_declined';
  }

  private async bill(data: SubscriptionData, draft: InvoiceDraft, now: Date) {
    const error = draft.total > 0 ? await this.charge(data.customerId) : null;
    const count = (await this.objects.list('invoice', data.customerId)).length;
    const invoice: SandboxInvoice = {
      id: token('in'),
      customerId: data.customerId,
      subscriptionId: data.id,
      number: `SBX-${now.getUTCFullYear()}-${String(count + 1).padStart(4, '0')}`,
      date: now.toISOString().slice(0, 10),
      status: error ? 'open' : 'paid',
      draft,
    };
    await this.objects.put('invoice', invoice.id, data.customerId, invoice, now);
    data.lastPaymentError = error;
    return error;
  }

  async createSubscription(input: {
    customerId: string;
    price: PriceKey;
    quantity: number;
    coupons: ProviderCoupon[];
    invoice: InvoiceDraft;
    now: Date;
  }) {
    const data: SubscriptionData = {
      id: token('sub'),
      customerId: input.customerId,
      status: 'active',
      price: input.price,
      quantity: input.quantity,
      currentPeriodStart: input.now.toISOString(),
      currentPeriodEnd: addCycle(input.now, input.price.cycle).toISOString(),
      cancelAtPeriodEnd: false,
      lastPaymentError: null,
      coupons: input.coupons,
    };
    // Like Stripe's default_incomplete: a first payment that fails leaves it incomplete.
    if (await this.bill(data, input.invoice, input.now)) data.status = 'incomplete';
    await this.objects.put('subscription', data.id, data.customerId, data, input.now);
    return toSubscription(data);
  }

  private async subscription(id: string): Promise<SubscriptionData> {
    const data = await this.objects.get<SubscriptionData>('subscription', id);
    if (!data) throw new Error(`sandbox subscription ${id} does not exist`);
    return data;
  }

  async updateSubscription(
    id: string,
    change: { price: PriceKey; quantity: number; prorationDate: Date; invoice: InvoiceDraft },
  ) {
    const data = await this.subscription(id);
    const now = change.prorationDate;
    if (change.price.cycle !== data.price.cycle) {
      // A new cycle starts a new period now (Stripe resets the billing anchor).
      data.currentPeriodStart = now.toISOString();
      data.currentPeriodEnd = addCycle(now, change.price.cycle).toISOString();
    }
    data.price = change.price;
    data.quantity = change.quantity;
    const error = await this.bill(data, change.invoice, now);
    data.status = error ? 'past_due' : 'active';
    await this.objects.put('subscription', id, data.customerId, data, now);
    return toSubscription(data);
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean) {
    const data = await this.subscription(id);
    data.cancelAtPeriodEnd = cancel;
    await this.objects.put('subscription', id, data.customerId, data, this.clock.now());
    return toSubscription(data);
  }

  async getSubscription(id: string) {
    const data = await this.objects.get<SubscriptionData>('subscription', id);
    return data ? toSubscription(data) : undefined;
  }

  async renew(id: string, now: Date, invoice: InvoiceDraft) {
    const data = await this.subscription(id);
    if (new Date(data.currentPeriodEnd) > now || data.status === 'canceled') {
      return toSubscription(data);
    }
    if (data.cancelAtPeriodEnd) {
      data.status = 'canceled';
    } else {
      const start = new Date(data.currentPeriodEnd);
      data.currentPeriodStart = start.toISOString();
      data.currentPeriodEnd = addCycle(start, data.price.cycle).toISOString();
      data.status = (await this.bill(data, invoice, now)) ? 'past_due' : 'active';
    }
    await this.objects.put('subscription', id, data.customerId, data, now);
    return toSubscription(data);
  }

  async createPortalSession(customerId: string, returnUrl: string) {
    const session: PortalSession = { id: token('bps'), customerId, returnUrl };
    await this.objects.put('portal_session', session.id, customerId, session, this.clock.now());
    return `${this.publicUrl}${SANDBOX_PAYMENT_PATH}/portal/${session.id}`;
  }

  async portalSession(id: string) {
    return this.objects.get<PortalSession>('portal_session', id);
  }

  async listInvoices(customerId: string): Promise<ProviderInvoice[]> {
    const invoices = await this.objects.list<SandboxInvoice>('invoice', customerId);
    // Newest first, as Stripe lists them (the numbers count up per customer).
    invoices.sort((a, b) => b.number.localeCompare(a.number));
    return invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      date: new Date(`${invoice.date}T00:00:00Z`),
      amount: Math.max(0, invoice.draft.total),
      currency: invoice.draft.currency,
      status: invoice.status,
      pdfUrl: `${this.publicUrl}${SANDBOX_PAYMENT_PATH}/invoices/${invoice.id}.pdf`,
    }));
  }

  /** The PDF of an invoice (the id in its address is the only credential, like Stripe's). */
  async invoicePdf(id: string): Promise<Buffer | undefined> {
    const invoice = await this.objects.get<SandboxInvoice>('invoice', id);
    if (!invoice) return undefined;
    const customer = await this.customer(invoice.customerId);
    const { language } = invoice.draft;
    const texts = invoiceTexts(language);
    return invoicePdf({
      title: `${texts.sandboxTitle} - ${customer.name}`,
      labels: texts,
      number: invoice.number,
      date: invoice.date,
      currency: invoice.draft.currency,
      lines: invoice.draft.lines.map((line) => ({
        description: invoiceLineText(line, language),
        amount: line.amount,
      })),
      discount: invoice.draft.discount,
      tax: invoice.draft.tax,
      total: invoice.draft.total,
      footer: texts.sandboxFooter,
    });
  }

  /**
   * A Stripe-format delivery signed with the sandbox's secret (Stripe's scheme and tolerance):
   * the sandbox applies it to its own subscription first, so that what the product then reads
   * (the event's subscription, or getSubscription after a failed payment) is what it holds, as
   * with Stripe. An event of another type, or about a subscription the sandbox does not have, is
   * acknowledged and ignored.
   */
  async parseWebhook(payload: Buffer, signature: string | undefined): Promise<PaymentEvent> {
    verifyStripeSignature(payload, signature, this.webhookSecret, this.clock.now());
    const event = readSandboxEvent(payload);
    if (!event.change) return ignored(event);
    const data = await this.objects.get<SubscriptionData>(
      'subscription',
      event.change.subscriptionId,
    );
    if (!data) return ignored(event);
    applyChange(data, event.change);
    await this.objects.put('subscription', data.id, data.customerId, data, this.clock.now());
    return event.change.kind === 'subscription'
      ? { id: event.id, kind: 'subscription', subscription: toSubscription(data) }
      : {
          id: event.id,
          kind: 'payment_failed',
          subscriptionId: data.id,
          errorCode: event.change.errorCode,
        };
  }

  /**
   * A delivery as Stripe would send it about one of the sandbox's subscriptions, in its present
   * state (the development page /dev/stripe-webhook hands it to a tester): the body and its
   * Stripe-Signature header.
   */
  async signedSubscriptionEvent(
    subscriptionId: string,
  ): Promise<{ payload: string; signature: string } | undefined> {
    const data = await this.objects.get<SubscriptionData>('subscription', subscriptionId);
    if (!data) return undefined;
    const created = Math.floor(this.clock.now().getTime() / 1000);
    const payload = JSON.stringify({
      id: token('evt'),
      object: 'event',
      type: 'customer.subscription.updated',
      created,
      livemode: false,
      data: { object: stripeSubscriptionObject(data) },
    });
    return { payload, signature: signStripePayload(payload, this.webhookSecret, created) };
  }
}
