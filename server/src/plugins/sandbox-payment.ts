// The SANDBOX payment pages (outside the contract), served while the sandbox payment provider is
// in use (providers/payment-sandbox.ts). They play the parts Stripe's hosted pages play:
//   GET  /sandbox/payment/setup/<seti_…>             confirm a setup intent (the checkout step):
//   POST /sandbox/payment/setup/<seti_…>/<outcome>   card, sepa_debit, declining_card or fail
//   GET  /sandbox/payment/portal/<bps_…>             the customer portal: methods and invoices
//   GET  /sandbox/payment/invoices/<in_…>.pdf        an invoice as PDF
//   GET  /sandbox/chargebee/portal/<cbs_…>           the Chargebee portal of a CHARGEBEE business
// Each page says loudly that it is a sandbox. The random id in the address is the only
// credential, as with Stripe's hosted links. `?return=/path` (a path of this app only) is where
// the browser goes once the bank has answered, as Stripe Checkout returns to its success address:
// a POST answers 303 to it (to the page's own status otherwise, which then links back), or JSON
// with Accept: application/json.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { acceptFormPosts, privatePages, wantsJson } from './local-pages.ts';
import { notFound } from '../problem.ts';
import {
  SANDBOX_PAYMENT_PATH,
  SandboxPaymentProvider,
  type SandboxSetupOutcome,
} from '../providers/payment-sandbox.ts';
import type { ProviderSetupIntent } from '../providers/payment.ts';
import { SANDBOX_CHARGEBEE_PATH, SandboxChargebeePortal } from '../providers/chargebee-sandbox.ts';

const OUTCOMES: Record<string, { outcome: SandboxSetupOutcome; label: string }> = {
  card: { outcome: 'card', label: 'Succeed with a card (Visa 4242)' },
  sepa_debit: { outcome: 'sepa_debit', label: 'Succeed with a SEPA direct debit' },
  declining_card: {
    outcome: 'declining_card',
    label: 'Succeed with a card that will be declined (Visa 0341)',
  },
  fail: { outcome: 'fail', label: 'Fail' },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Only a path of this app (no scheme, no other host) is a return address. */
const safeReturn = (value: unknown) =>
  typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) ? value : undefined;

const shell = (
  title: string,
  body: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>SANDBOX ${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a202c}
.banner{background:#c05621;color:#fff;padding:1rem;text-align:center;font-weight:700;letter-spacing:.05em}
main{max-width:40rem;margin:2rem auto;padding:0 1rem}.actions{display:flex;flex-direction:column;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.5rem 1.2rem;cursor:pointer}.ok{color:#276749;font-weight:600}.bad{color:#9b2c2c;font-weight:600}
li{margin:.3rem 0}</style></head>
<body><div class="banner" role="alert">SANDBOX — no money moves here. This page stands in for the payment provider.</div>
<main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

function setupPage(intent: ProviderSetupIntent, returnTo: string | undefined) {
  const query = returnTo ? `?return=${encodeURIComponent(returnTo)}` : '';
  const back = returnTo ? `<p><a href="${escapeHtml(returnTo)}">Back to the app</a></p>` : '';
  const base = `${SANDBOX_PAYMENT_PATH}/setup/${intent.id}`;
  if (intent.status === 'succeeded') {
    return shell(
      'Payment method',
      `<p class="ok" id="status">succeeded: the payment method is saved.</p>${back}`,
    );
  }
  if (intent.status === 'canceled') {
    return shell(
      'Payment method',
      `<p class="bad" id="status">failed: no payment method was saved.</p>${back}`,
    );
  }
  const buttons = Object.entries(OUTCOMES)
    .map(
      ([key, { label }]) =>
        `<form method="post" action="${base}/${key}${query}"><button type="submit">${escapeHtml(label)}</button></form>`,
    )
    .join('');
  return shell(
    'Add a payment method',
    `<p>Choose how the bank answers. Nothing is charged now; the subscription is charged to this method.</p>
<div class="actions">${buttons}</div>`,
  );
}

type Params = { Params: { id: string; outcome?: string }; Querystring: { return?: string } };

const sandboxRoutes =
  (ctx: AppContext) =>
  async (app: FastifyInstance): Promise<void> => {
    acceptFormPosts(app);
    privatePages(app);
    const sandbox = () => {
      const provider = ctx.providers.payment;
      if (!(provider instanceof SandboxPaymentProvider)) {
        throw notFound('The sandbox payment provider is not in use.');
      }
      return provider;
    };
    const html = (reply: FastifyReply, page: string) =>
      reply.type('text/html; charset=utf-8').send(page);

    app.get<Params>(`${SANDBOX_PAYMENT_PATH}/setup/:id`, async (request, reply) => {
      const intent = await sandbox().getSetupIntent(request.params.id);
      if (!intent) throw notFound('No sandbox setup intent at this address.');
      if (wantsJson(request)) return { id: intent.id, status: intent.status, sandbox: true };
      return html(reply, setupPage(intent, safeReturn(request.query.return)));
    });

    app.post<Params>(`${SANDBOX_PAYMENT_PATH}/setup/:id/:outcome`, async (request, reply) => {
      const choice = OUTCOMES[request.params.outcome ?? ''];
      if (!choice) throw notFound('Unknown outcome: card, sepa_debit, declining_card or fail.');
      const provider = sandbox();
      const intent =
        (await provider.completeSetupIntent(request.params.id, choice.outcome)) ??
        (await provider.getSetupIntent(request.params.id));
      if (!intent) throw notFound('No sandbox setup intent at this address.');
      if (wantsJson(request)) return { id: intent.id, status: intent.status, sandbox: true };
      // Back to the app at once, whatever the bank answered: the app reads the intent's outcome
      // (a failed one answers setup_intent_not_succeeded there) and says what happened.
      const returnTo = safeReturn(request.query.return);
      if (returnTo) return reply.redirect(returnTo, 303);
      return reply.redirect(`${SANDBOX_PAYMENT_PATH}/setup/${intent.id}`, 303);
    });

    app.get<Params>(`${SANDBOX_PAYMENT_PATH}/portal/:id`, async (request, reply) => {
      const provider = sandbox();
      const session = await provider.portalSession(request.params.id);
      if (!session) throw notFound('No sandbox portal session at this address.');
      const methods = await provider.listPaymentMethods(session.customerId);
      const invoices = await provider.listInvoices(session.customerId);
      if (wantsJson(request)) return { methods, invoices, sandbox: true };
      const method = (m: (typeof methods)[number]) =>
        `<li>${m.type === 'card' ? `Card •••• ${m.card?.last4 ?? ''}` : `SEPA debit •••• ${m.sepaDebit?.last4 ?? ''}`}${m.isDefault ? ' (default)' : ''}</li>`;
      const invoice = (i: (typeof invoices)[number]) =>
        `<li><a href="${escapeHtml(i.pdfUrl ?? '#')}">${escapeHtml(i.number)}</a> — ${i.currency} ${(i.amount / 100).toFixed(2)} (${i.status})</li>`;
      return html(
        reply,
        shell(
          'Customer portal',
          `<h2>Payment methods</h2><ul>${methods.map(method).join('') || '<li>None yet.</li>'}</ul>
<h2>Invoices</h2><ul>${invoices.map(invoice).join('') || '<li>None yet.</li>'}</ul>
<p><a href="${escapeHtml(session.returnUrl)}">Back to the app</a></p>`,
        ),
      );
    });

    // Chargebee's portal, standing in for a legacy CHARGEBEE business's (expires after an hour).
    app.get<Params>(`${SANDBOX_CHARGEBEE_PATH}/portal/:id`, async (request, reply) => {
      const portal = ctx.providers.chargebee;
      if (!(portal instanceof SandboxChargebeePortal)) {
        throw notFound('The sandbox Chargebee portal is not in use.');
      }
      const session = await portal.portalSession(request.params.id);
      if (!session)
        throw notFound('No sandbox Chargebee portal session at this address (or it expired).');
      if (wantsJson(request)) {
        return { businessId: session.businessId, expiresAt: session.expiresAt, sandbox: true };
      }
      return html(
        reply,
        shell(
          'Chargebee customer portal',
          `<p>This business is billed through Chargebee: its plan, payment methods and invoices are
managed here, not in the app. The session ends at ${escapeHtml(session.expiresAt)}.</p>
<p><a href="${escapeHtml(session.returnUrl)}">Back to the app</a></p>`,
        ),
      );
    });

    app.get<Params>(`${SANDBOX_PAYMENT_PATH}/invoices/:id`, async (request, reply) => {
      const id = request.params.id.replace(/\.pdf$/, '');
      const pdf = await sandbox().invoicePdf(id);
      if (!pdf) throw notFound('No sandbox invoice at this address.');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${id}.pdf"`)
        .send(pdf);
    });
  };

/** Registers the sandbox payment pages (call before the app's catch-all). */
export async function registerSandboxPayment(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(sandboxRoutes(ctx));
}
