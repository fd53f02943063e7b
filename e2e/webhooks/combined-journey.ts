// The workflow and webhooks as one story, in a real browser against the REAL reference server: a business admin
// registers a webhook on the developer page (a receiver on loopback; the server runs with
// WEBHOOKS_ALLOW_PRIVATE_ADDRESSES=1) and creates an API user there; the ERP (that API user's
// username and secret exchanged for a token) creates and sends a sequential request with an
// observer and an expiry; only the first signer is invited; she signs in the browser from her
// invitation; only then is the second invited (his mailbox and his "To sign" list are empty
// before, hold it after); he signs in the browser; the receiver got every event the server emits,
// in order, each signature verified with the secret the page showed and each event id once; the
// observer's completion mail carries the signed PDF, which pdfsig finds signed twice and valid.
// The admin then sees those deliveries in the endpoint's log. Screenshots
// (e2e/screenshots/combined-*.png): the developer page and the request view with its order and
// who is next, at 1280 and 390 px, and the log (no sideways scroll, no serious axe violation).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiAccount } from '../lib/accounts.ts';
import { settle } from '../lib/browser.ts';
import { screenshot } from '../lib/flows.ts';
import { check } from '../lib/report.ts';
import { latestMail, linkIn } from '../journey/mailbox.ts';
import { pdfsig } from '../journey/pdfsig.ts';
import { startReferenceServer, stopReferenceServer } from '../journey/reference-server.ts';
import { threePagePdf } from '../journey/three-page-pdf.ts';
import { layoutChecks, mailsTo } from '../workflow/workflow-journey.ts';
import { adminWithBusiness, logIn, startReceiver, verified } from './journey.ts';

const TITLE = 'Framework agreement 2027';
const INVITATION = /asks you to sign/;
const DEVELOPER_PAGE = '/business/developers/api';

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    const value = await run();
    check(`combined journey: ${name}`, true);
    return value;
  } catch (error) {
    check(`combined journey: ${name}`, false, (error as Error).message.split('\n')[0]);
    throw error;
  }
}

/** A call of the ERP (the API user's bearer token). */
async function erp(base: string, token: string, method: string, route: string, body?: unknown) {
  const answer = await fetch(`${base}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (answer.status >= 300)
    throw new Error(`${method} ${route} answered ${answer.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** Resolves when `done` holds, polling every 250 ms; throws `what` after `timeoutMs`. */
async function until(done: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(what);
}

async function newPage(
  browser: Browser,
  contexts: BrowserContext[],
): Promise<{ context: BrowserContext; page: Page }> {
  // axe-core is injected as a script: the server's Content-Security-Policy would refuse it.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
    bypassCSP: true,
  });
  contexts.push(context);
  return { context, page: await context.newPage() };
}

/** The signer's "To sign" list on the dashboard: whether the request is in it. */
async function inToSignList(page: Page, base: string): Promise<boolean> {
  await page.goto(`${base}/dashboard?tab=inbox&filter=toSign`);
  await settle(page);
  const row = page.getByText(TITLE).first();
  const empty = page.getByText('Nothing is waiting for your signature.', { exact: false });
  await row.or(empty).first().waitFor({ timeout: 20_000 });
  return row.isVisible();
}

/** Opens the invitation's link (logged in) and signs with a typed signature. */
async function signFromInvitation(page: Page, base: string, email: string, name: string) {
  const invitation = await latestMail(base, email);
  const link = linkIn(invitation, '/view/');
  if (!link) throw new Error(`no request link in "${invitation.subject}"`);
  await page.goto(link);
  await settle(page);
  await page.getByRole('button', { name: 'Sign now' }).click();
  const review = page.getByRole('dialog', { name: 'Review and sign' });
  await review.waitFor({ timeout: 15_000 });
  await review.getByText('Type', { exact: true }).click();
  await review.getByLabel('Your name as signature').fill(name);
  await review.getByText(/^I have read the document and sign it with a/).click();
  await review.getByRole('button', { name: 'Sign document' }).click();
  await page.getByText('Document signed').waitFor({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function run(
  browser: Browser,
  contexts: BrowserContext[],
  base: string,
  receiver: Awaited<ReturnType<typeof startReceiver>>,
) {
  const stamp = Date.now();
  const adminEmail = `anna.admin+${stamp}@combined-treuhand.example`;
  const first = `mia.first+${stamp}@example.org`;
  const second = `luca.second+${stamp}@example.org`;
  const observer = `legal+${stamp}@example.org`;
  const admin = await newPage(browser, contexts);
  const page = admin.page;

  await step('the admin opens the developer page', async () => {
    await adminWithBusiness(base, adminEmail);
    await logIn(page, base, adminEmail, DEVELOPER_PAGE);
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor({ timeout: 15_000 });
    await page.getByText('No webhooks yet.', { exact: false }).waitFor({ timeout: 10_000 });
  });

  const secret = await step('registers a webhook for every request event', async () => {
    await page.getByLabel('Address (http or https)').fill(receiver.url);
    // "Request completed" is chosen already.
    const form = page.getByRole('form', { name: 'Add a webhook' });
    for (const label of [
      'Request created',
      'Request sent',
      'Request viewed',
      'Signed by a signer',
      'Request expired',
    ]) {
      await form.getByText(label, { exact: true }).click();
    }
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const shown = page.getByRole('region', { name: "The webhook's signing secret" });
    await shown.waitFor({ timeout: 15_000 });
    const value = (await shown.getByTestId('webhook-secret').textContent())?.trim() ?? '';
    if (!/^whsec_/.test(value)) throw new Error(`the secret shown is "${value}"`);
    await page.getByRole('button', { name: 'Done' }).click();
    return value;
  });

  const credentials = await step('creates an API user and sees its secret once', async () => {
    await page.getByLabel('Description').first().fill('ERP integration');
    await page.getByRole('button', { name: 'Create API user' }).click();
    const shown = page.getByRole('region', { name: 'Copy the secret now' });
    await shown.waitFor({ timeout: 15_000 });
    const username = (await shown.locator('code').first().textContent())?.trim() ?? '';
    const password = (await shown.getByTestId('api-secret').textContent())?.trim() ?? '';
    if (!/^api-/.test(username) || password.length < 32) {
      throw new Error(`shown: "${username}" / ${password.length} characters`);
    }
    await page.getByRole('button', { name: 'I have stored it' }).click();
    await page.getByRole('table', { name: 'API users' }).getByText(username).waitFor();
    await layoutChecks(page, 'combined-01-developer-page');
    await page.setViewportSize({ width: 390, height: 844 });
    await layoutChecks(page, 'combined-02-developer-page-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    return { username, password };
  });

  const [, secondToken] = await step('two signers have accounts', () =>
    Promise.all([
      apiAccount(base, { first: 'Mia', email: first }),
      apiAccount(base, { first: 'Luca', email: second }),
    ]),
  );

  const requestId = await step('the ERP creates and sends a sequential request', async () => {
    const exchanged = await fetch(`${base}/v1/api-users/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const token = ((await exchanged.json()) as { token?: { value?: string } }).token?.value;
    if (!token) throw new Error(`the token exchange answered ${exchanged.status}`);
    const pdf = Buffer.from(await threePagePdf(TITLE));
    const document = await erp(base, token, 'POST', '/v3/documents', {
      name: 'framework-agreement.pdf',
      content: pdf.toString('base64'),
    });
    const field = (y: number) => [
      { document_id: document.id, page: 1, x: 56, y, width: 300, height: 140 },
    ];
    const created = await erp(base, token, 'POST', '/v3/signature-requests', {
      title: TITLE,
      documents: [document.id],
      signatures: [
        { account_email: first, document_signatures: field(100), quality: 'ses' },
        { account_email: second, document_signatures: field(400), quality: 'ses' },
      ],
      workflow: {
        signingOrder: 'sequential',
        observers: [{ email: observer, name: 'Legal' }],
        expiresAt: new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString(),
      },
    });
    const id = created.id as string;
    await erp(base, token, 'POST', `/v3/signature-requests/${id}/initiate`);
    return id;
  });

  await step('only the first signer is invited; the second sees nothing to sign', async () => {
    const invitation = await latestMail(base, first);
    if (!INVITATION.test(invitation.subject)) throw new Error(invitation.subject);
    const early = (await mailsTo(base, second)).filter((m) => INVITATION.test(m.subject));
    if (early.length) throw new Error('the second signer was invited at once');
  });

  const luca = await newPage(browser, contexts);
  await step('the second signer’s "To sign" list is empty before', async () => {
    await logIn(luca.page, base, second, '/dashboard');
    if (await inToSignList(luca.page, base)) throw new Error('the request is already listed');
  });

  const mia = await newPage(browser, contexts);
  await step(
    'the request view shows the order, the first signer next (1280 and 390 px)',
    async () => {
      await logIn(mia.page, base, first, '/dashboard');
      const link = linkIn(await latestMail(base, first), '/view/');
      if (!link?.includes(requestId)) throw new Error(`the invitation links ${link}`);
      await mia.page.goto(link);
      // The order names the signers as their accounts are called.
      const order = mia.page
        .getByRole('list')
        .filter({ hasText: 'Mia Test' })
        .filter({ hasText: 'Luca Test' });
      await order.waitFor({ timeout: 20_000 });
      const items = await order.getByRole('listitem').allInnerTexts();
      if (items.length !== 2 || !items[0]!.includes('Mia Test') || !/Next/.test(items[0]!)) {
        throw new Error(`the order reads: ${items.join(' | ')}`);
      }
      await mia.page.getByText('Legal <', { exact: false }).waitFor();
      await mia.page.getByText('Expires on', { exact: false }).waitFor();
      await order.scrollIntoViewIfNeeded();
      await layoutChecks(mia.page, 'combined-03-request-view');
      await mia.page.setViewportSize({ width: 390, height: 844 });
      await order.scrollIntoViewIfNeeded();
      await layoutChecks(mia.page, 'combined-04-request-view-390');
      await mia.page.setViewportSize({ width: 1280, height: 900 });
    },
  );

  await step('the first signer signs in the browser', () =>
    signFromInvitation(mia.page, base, first, 'Mia Test'),
  );

  await step('only then is the second invited, once, and the request in his list', async () => {
    await latestMail(base, second, 30_000);
    const invitations = (await mailsTo(base, second)).filter((m) => INVITATION.test(m.subject));
    if (invitations.length !== 1) throw new Error(`${invitations.length} invitations`);
    if (!(await inToSignList(luca.page, base))) throw new Error('the request is not listed');
  });

  await step('the request view shows the second signer next', async () => {
    await luca.page.goto(`${base}/view/${requestId}`);
    const next = luca.page.getByRole('listitem').filter({ hasText: 'Luca Test' });
    await next.getByText('Next', { exact: true }).waitFor({ timeout: 20_000 });
    await next.scrollIntoViewIfNeeded();
    await screenshot(luca.page, 'combined-05-second-is-next');
  });

  await step('the second signer signs in the browser', () =>
    signFromInvitation(luca.page, base, second, 'Luca Test'),
  );

  await step('the observer gets the signed PDF, signed twice and valid (pdfsig)', async () => {
    const mail = (await latestMail(base, observer, 60_000)) as unknown as {
      subject: string;
      attachments?: { contentType: string; url: string }[];
    };
    const attached = mail.attachments?.find((a) => a.contentType === 'application/pdf');
    if (!attached) throw new Error(`no PDF attached to "${mail.subject}"`);
    const bytes = Buffer.from(await (await fetch(`${base}${attached.url}`)).arrayBuffer());
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'combined-pdf-')), 'signed.pdf');
    writeFileSync(file, bytes);
    const report = await pdfsig(file);
    if (report.signatures !== 2 || report.valid !== 2) {
      throw new Error(`pdfsig: ${report.output.replace(/\s+/g, ' ').slice(0, 300)}`);
    }
  });

  await step('the receiver got every event in order, each signed and once', async () => {
    const expected = [
      'request.created',
      'request.initiated',
      'request.viewed',
      'request.signed',
      'request.viewed',
      'request.signed',
      'request.completed',
    ];
    const events = () =>
      receiver.deliveries.map(
        (d) => JSON.parse(d.body) as { id: string; type: string; data: Record<string, unknown> },
      );
    await until(() => events().length >= expected.length, `got ${events().length} events`);
    const got = events();
    const types = got.map((e) => e.type);
    if (types.join() !== expected.join()) throw new Error(`got ${types.join(', ')}`);
    if (!receiver.deliveries.every((d) => verified(secret, d))) {
      throw new Error('a signature does not verify');
    }
    if (new Set(got.map((e) => e.id)).size !== got.length) throw new Error('an event came twice');
    if (!got.every((e) => e.data.requestId === requestId)) throw new Error('another request');
    // The viewed and signed events name the signature: the first signer's, then the second's.
    const [viewedFirst, signedFirst, viewedSecond, signedSecond] = got.slice(2, 6);
    const firstId = viewedFirst!.data.signatureId;
    const secondId = viewedSecond!.data.signatureId;
    if (!firstId || firstId === secondId || signedFirst!.data.signatureId !== firstId) {
      throw new Error('the first signer’s events name other signatures');
    }
    if (signedSecond!.data.signatureId !== secondId) {
      throw new Error('the second signer’s events name other signatures');
    }
    // The second signer reads the request through the API: it is SIGNED.
    const state = await erp(base, secondToken, 'GET', `/v3/signature-requests/${requestId}`);
    if (state.statusOverall !== 'SIGNED') throw new Error(`it is ${String(state.statusOverall)}`);
  });

  await step('the admin sees the request’s deliveries in the endpoint’s log', async () => {
    await page.reload();
    await settle(page);
    await page.getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('table', { name: 'Latest deliveries' });
    await log.waitFor({ timeout: 15_000 });
    const rows = log.getByRole('row').filter({ hasText: 'Delivered' });
    for (const event of ['Request created', 'Request sent', 'Request completed']) {
      await rows.filter({ hasText: event }).first().waitFor({ timeout: 10_000 });
    }
    if ((await rows.filter({ hasText: 'Signed by a signer' }).count()) !== 2) {
      throw new Error('the log does not show both signatures delivered');
    }
    await log.scrollIntoViewIfNeeded();
    await layoutChecks(page, 'combined-06-delivery-log');
  });
}

export async function combinedWebhooksJourney(browser: Browser, appDir: string): Promise<void> {
  const receiver = await startReceiver();
  const before = process.env.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES;
  process.env.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES = '1';
  let server;
  try {
    server = await step('the reference server starts', () => startReferenceServer(appDir));
  } catch {
    await receiver.close();
    return;
  } finally {
    if (before === undefined) delete process.env.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES;
    else process.env.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES = before;
  }
  const contexts: BrowserContext[] = [];
  try {
    await run(browser, contexts, server.url, receiver);
  } catch {
    // The failed step is reported; the rest of the suite goes on.
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
    await stopReferenceServer(server);
    await receiver.close();
  }
}
