// A local stand-in for Stripe's API on loopback: it records every call the SDK makes (method,
// path, query, form body, the secret key it authenticated with) and answers Stripe-shaped
// objects, so the Stripe provider is tested through the official SDK without the internet.
// Checkout Sessions in setup mode are kept until a test plays the person on Stripe's page
// (completeCheckout: the session's SetupIntent succeeds with a new card; expireCheckout).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
  authorization: string | undefined;
}

const PERIOD_START = 1_793_491_200; // 2026-11-01T00:00:00Z
const PERIOD_END = 1_796_083_200; // 2026-12-01T00:00:00Z

const list = (url: string, data: unknown[]) => ({ object: 'list', url, has_more: false, data });

function subscription(id: string, lookupKey: string, quantity: number, extra: object = {}) {
  return {
    id,
    object: 'subscription',
    customer: 'cus_Test1',
    status: 'active',
    cancel_at_period_end: false,
    latest_invoice: null,
    items: list(`/v1/subscription_items?subscription=${id}`, [
      {
        id: 'si_Test1',
        object: 'subscription_item',
        quantity,
        current_period_start: PERIOD_START,
        current_period_end: PERIOD_END,
        price: { id: `price_${lookupKey}`, object: 'price', lookup_key: lookupKey },
      },
    ]),
    ...extra,
  };
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => resolve(text));
  });

interface CheckoutSession {
  id: string;
  customer: string;
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  currency: string;
  metadata: Record<string, string>;
  setup_intent: string | null;
}

const card = (id: string, last4: string, brand: string) => ({
  id,
  object: 'payment_method',
  type: 'card',
  billing_details: { name: 'Anna Meier' },
  card: { brand, last4, exp_month: 8, exp_year: 2029 },
});

export class StripeStandIn {
  /** Checkout Sessions by id, and the SetupIntents completed ones made (id → payment method). */
  private readonly sessions = new Map<string, CheckoutSession>();
  private readonly checkoutIntents = new Map<string, string>();
  private readonly extraMethods: ReturnType<typeof card>[] = [];
  private defaultMethod = 'pm_Card1';
  readonly calls: RecordedCall[] = [];
  private server!: Server;
  port = 0;
  /** The subscription as the stand-in holds it (updated by POSTs). */
  private lookupKey = 'team_v3_monthly_chf';
  private quantity = 5;
  private cancelAtPeriodEnd = false;

  async start(): Promise<void> {
    this.server = createServer(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const body = Object.fromEntries(new URLSearchParams(await readBody(request)));
      this.calls.push({
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body,
        authorization: request.headers.authorization,
      });
      const [status, answer] = this.answer(request.method ?? '', url, body);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      response.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** The person completes the Checkout page: a SetupIntent succeeds with a new card. */
  completeCheckout(sessionId: string): string {
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`no open session ${sessionId}`);
    const n = this.checkoutIntents.size + 1;
    const methodId = `pm_Checkout${n}`;
    this.extraMethods.push(card(methodId, '4444', 'mastercard'));
    session.setup_intent = `seti_Checkout${n}`;
    this.checkoutIntents.set(session.setup_intent, methodId);
    session.status = 'complete';
    return methodId;
  }

  /** The session runs out (or the person gives up): it never collects anything. */
  expireCheckout(sessionId: string): void {
    const session = this.sessions.get(sessionId);
    if (session) session.status = 'expired';
  }

  private checkoutIntent(id: string) {
    const methodId = this.checkoutIntents.get(id);
    return methodId
      ? {
          id,
          object: 'setup_intent',
          client_secret: `${id}_secret_xyz`,
          status: 'succeeded',
          customer: 'cus_Test1',
          payment_method: methodId,
        }
      : undefined;
  }

  private sessionObject(session: CheckoutSession, expandIntent: boolean) {
    return {
      object: 'checkout.session',
      mode: 'setup',
      ...session,
      url: session.status === 'open' ? `https://checkout.stripe.test/c/pay/${session.id}` : null,
      setup_intent:
        expandIntent && session.setup_intent
          ? this.checkoutIntent(session.setup_intent)
          : session.setup_intent,
    };
  }

  stop = () => new Promise<void>((resolve) => this.server.close(() => resolve()));

  private answer(method: string, url: URL, body: Record<string, string>): [number, unknown] {
    const route = `${method} ${url.pathname}`;
    const missing: [number, unknown] = [
      404,
      {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such object: ${url.pathname}`,
        },
      },
    ];
    if (route === 'POST /v1/customers') {
      return [200, { id: 'cus_Test1', object: 'customer', name: body.name, email: body.email }];
    }
    if (route === 'GET /v1/customers/cus_Test1') {
      return [
        200,
        {
          id: 'cus_Test1',
          object: 'customer',
          invoice_settings: { default_payment_method: this.defaultMethod },
        },
      ];
    }
    if (route === 'POST /v1/customers/cus_Test1') {
      this.defaultMethod = body['invoice_settings[default_payment_method]'] ?? this.defaultMethod;
      return [
        200,
        {
          id: 'cus_Test1',
          object: 'customer',
          invoice_settings: {
            default_payment_method: body['invoice_settings[default_payment_method]'],
          },
        },
      ];
    }
    if (route === 'GET /v1/customers/cus_Test1/payment_methods') {
      return [
        200,
        list(url.pathname, [
          card('pm_Card1', '4242', 'visa'),
          {
            id: 'pm_Sepa1',
            object: 'payment_method',
            type: 'sepa_debit',
            billing_details: { name: 'Muster Treuhand AG' },
            sepa_debit: { country: 'CH', bank_code: '00762', last4: '3000' },
          },
          ...this.extraMethods,
        ]),
      ];
    }
    if (route === 'POST /v1/setup_intents') {
      return [
        200,
        {
          id: 'seti_Test1',
          object: 'setup_intent',
          client_secret: 'seti_Test1_secret_abc',
          status: 'requires_payment_method',
          customer: body.customer,
          payment_method: null,
        },
      ];
    }
    if (route === 'GET /v1/setup_intents/seti_Test1') {
      return [
        200,
        {
          id: 'seti_Test1',
          object: 'setup_intent',
          client_secret: 'seti_Test1_secret_abc',
          status: 'succeeded',
          customer: 'cus_Test1',
          payment_method: 'pm_Card1',
        },
      ];
    }
    if (route === 'POST /v1/checkout/sessions') {
      const session: CheckoutSession = {
        id: `cs_test_Stand${this.sessions.size + 1}`,
        customer: body.customer ?? '',
        status: 'open',
        success_url: body.success_url ?? '',
        cancel_url: body.cancel_url ?? '',
        currency: body.currency ?? '',
        metadata: { country: body['metadata[country]'] ?? '' },
        setup_intent: null,
      };
      this.sessions.set(session.id, session);
      return [200, this.sessionObject(session, false)];
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && sessionMatch) {
      const session = this.sessions.get(sessionMatch[1] ?? '');
      if (!session) return missing;
      const expand = url.searchParams.get('expand[0]') === 'setup_intent';
      return [200, this.sessionObject(session, expand)];
    }
    const intentMatch = /^\/v1\/setup_intents\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && intentMatch && this.checkoutIntent(intentMatch[1] ?? '')) {
      return [200, this.checkoutIntent(intentMatch[1] ?? '')];
    }
    if (route === 'GET /v1/prices') {
      const key = url.searchParams.get('lookup_keys[0]') ?? '';
      return [200, list(url.pathname, [{ id: `price_${key}`, object: 'price', lookup_key: key }])];
    }
    if (route === 'POST /v1/coupons') return [200, { id: 'coupon_Test1', object: 'coupon' }];
    if (route === 'POST /v1/subscriptions') {
      this.lookupKey = (body['items[0][price]'] ?? '').replace(/^price_/, '');
      this.quantity = Number(body['items[0][quantity]']);
      return [200, subscription('sub_Test1', this.lookupKey, this.quantity)];
    }
    if (url.pathname === '/v1/subscriptions/sub_Test1') {
      if (method === 'POST') {
        if (body['items[0][price]'])
          this.lookupKey = body['items[0][price]'].replace(/^price_/, '');
        if (body['items[0][quantity]']) this.quantity = Number(body['items[0][quantity]']);
        if (body.cancel_at_period_end)
          this.cancelAtPeriodEnd = body.cancel_at_period_end === 'true';
      }
      return [
        200,
        subscription('sub_Test1', this.lookupKey, this.quantity, {
          cancel_at_period_end: this.cancelAtPeriodEnd,
        }),
      ];
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      return [
        200,
        {
          id: 'bps_Test1',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p/session/test_1',
          return_url: body.return_url,
        },
      ];
    }
    if (route === 'GET /v1/invoices') {
      return [
        200,
        list(url.pathname, [
          {
            id: 'in_Test1',
            object: 'invoice',
            number: 'MT-2026-0011',
            created: PERIOD_START,
            total: 15675,
            currency: 'chf',
            status: 'paid',
            invoice_pdf: 'https://pay.stripe.test/invoice/in_Test1/pdf',
          },
        ]),
      ];
    }
    return missing;
  }
}
