// The webhooks journey in a real browser against the REAL reference server:
// an admin (account, confirmation and business made through the API) opens the developer page,
// registers a webhook pointing at a receiver on loopback by visible labels, sees the secret once,
// sends a test event and sees its delivery in the endpoint's log as delivered; the receiver
// checks the delivery's signature with the secret the page showed. The profile settings show the
// personal webhooks (none: the business's are not personal). The page is checked at 1280
// and 390 px (no sideways scroll, no serious or critical axe violation). The server runs with
// WEBHOOKS_ALLOW_PRIVATE_ADDRESSES=1 (the receiver is on loopback). Screenshots go to
// e2e/screenshots/webhooks-*.png.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations, scrollsSideways } from '../business/axe.ts';
import { apiAccount, logInAs } from '../lib/accounts.ts';
import { settle } from '../lib/browser.ts';
import { screenshot } from '../lib/flows.ts';
import { check } from '../lib/report.ts';
import { startReferenceServer, stopReferenceServer } from '../journey/reference-server.ts';

export interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    const value = await run();
    check(`webhooks journey: ${name}`, true);
    return value;
  } catch (error) {
    check(`webhooks journey: ${name}`, false, (error as Error).message.split('\n')[0]);
    throw error;
  }
}

export async function startReceiver() {
  const deliveries: Delivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/signing-events`;
  return {
    url,
    deliveries,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function verified(secret: string, delivery: Delivery): boolean {
  const timestamp = String(delivery.headers['webhook-timestamp'] ?? '');
  const expected = createHmac('sha256', secret)
    .update(`${timestamp}.${delivery.body}`)
    .digest('hex');
  // One `v1=` entry per secret (two for a day after a rotation): any may match.
  return String(delivery.headers['webhook-signature'] ?? '')
    .split(',')
    .some((entry) => {
      const given = entry.trim().replace(/^v1=/, '');
      return (
        given.length === expected.length &&
        timingSafeEqual(Buffer.from(given), Buffer.from(expected))
      );
    });
}

async function api(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** An admin with a business, made through the API (sign-up is other journeys' subject). */
export async function adminWithBusiness(base: string, email: string) {
  const token = await apiAccount(
    base,
    { first: 'Anna', last: 'Admin', email },
    { mobile: '', avatar: 'f2', lang: 'en' },
  );
  await api(
    base,
    '/v2/businesses',
    {
      name: 'Webhook Treuhand AG',
      email: `info.${email}`,
      phone: '+41 44 123 45 67',
      country: 'CH',
      address1: 'Bahnhofstrasse 10',
      city: 'Zürich',
      postal_code: '8001',
      currency: 'CHF',
      plan: 'team_v3',
      cycle: 'monthly',
      amount_seats: 5,
      gtc_accepted: true,
      dpa_accepted: true,
    },
    token,
  );
}

export async function logIn(page: Page, base: string, email: string, target: string) {
  await logInAs(page, base, { email }, { redirect: target });
  // A terms dialog (if the terms changed since) is accepted.
  const accept = page.getByRole('button', { name: 'Accept' });
  if (await accept.isVisible().catch(() => false)) await accept.click();
  if (new URL(page.url()).pathname !== target) {
    await page.goto(`${base}${target}`);
    await settle(page);
  }
}

async function checkLayout(page: Page, width: number, name: string) {
  await page.setViewportSize({ width, height: 900 });
  await settle(page);
  await page.getByRole('heading', { name: 'Webhooks' }).waitFor({ timeout: 10_000 });
  if (await scrollsSideways(page)) throw new Error(`the page scrolls sideways at ${width} px`);
  const violations = await seriousViolations(page);
  if (violations.length) throw new Error(`axe: ${violations.join('; ')}`);
  await screenshot(page, name);
}

export async function webhooksJourney(browser: Browser, appDir: string): Promise<void> {
  const receiver = await startReceiver();
  const before = process.env.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES;
  process.env.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES = '1';
  const server = await startReferenceServer(appDir).finally(() => {
    if (before === undefined) delete process.env.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES;
    else process.env.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES = before;
  });
  // axe-core is injected as a script: the server's Content-Security-Policy would refuse it.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  const base = server.url;
  const email = `anna.webhooks+${Date.now()}@journey-treuhand.example`;
  try {
    await step('an admin with a business logs in and opens the developer page', async () => {
      await adminWithBusiness(base, email);
      await logIn(page, base, email, '/business/developers/api');
      await page.getByRole('heading', { name: 'Webhooks' }).waitFor({ timeout: 15_000 });
      await page.getByText('No webhooks yet.', { exact: false }).waitFor({ timeout: 10_000 });
      await checkLayout(page, 1280, 'webhooks-01-empty');
    });

    const secret = await step('registers a webhook and sees its secret once', async () => {
      await page.getByLabel('Address (http or https)').fill(receiver.url);
      await page.getByText('Signed by a signer').click();
      await page.getByRole('button', { name: 'Add webhook' }).click();
      const shown = page.getByTestId('webhook-secret');
      await shown.waitFor({ timeout: 15_000 });
      const value = (await shown.textContent())?.trim() ?? '';
      if (!/^whsec_/.test(value)) throw new Error(`the secret shown is "${value}"`);
      await page.getByTestId('webhook').getByText(receiver.url).waitFor({ timeout: 10_000 });
      await screenshot(page, 'webhooks-02-secret');
      await page.getByRole('button', { name: 'Done' }).click();
      return value;
    });

    await step('sends a test event and sees it delivered in the log', async () => {
      await page.getByRole('button', { name: 'Send test event' }).click();
      const log = page.getByTestId('delivery-log');
      await log.waitFor({ timeout: 15_000 });
      await log.getByText('Delivered').waitFor({ timeout: 30_000 });
      await log.getByText('HTTP 200', { exact: false }).waitFor({ timeout: 5_000 });
      await checkLayout(page, 1280, 'webhooks-03-delivered');
      await checkLayout(page, 390, 'webhooks-04-delivered-390');
    });

    await step('the profile settings show the personal webhooks (empty)', async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${base}/profile/settings`);
      await settle(page);
      await page.getByRole('heading', { name: 'Webhooks' }).waitFor({ timeout: 15_000 });
      // The business's webhook is not a personal one.
      await page.getByText('No webhooks yet.', { exact: false }).waitFor({ timeout: 10_000 });
      await checkLayout(page, 390, 'webhooks-05-profile-390');
    });

    await step('the receiver got the test event, signed with the secret shown', async () => {
      const delivery = receiver.deliveries.at(-1);
      if (!delivery) throw new Error('the receiver got nothing');
      const event = JSON.parse(delivery.body) as { id: string; type: string };
      if (event.type !== 'webhook.test') throw new Error(`the receiver got ${event.type}`);
      if (delivery.headers['webhook-id'] !== event.id) throw new Error('Webhook-Id differs');
      if (!verified(secret, delivery)) throw new Error('the signature does not verify');
    });
  } finally {
    await context.close();
    await stopReferenceServer(server);
    await receiver.close();
  }
}
