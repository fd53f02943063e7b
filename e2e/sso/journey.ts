// Single sign-on in a real browser against the reference server: a business
// admin sets up a local OpenID provider (oidc-provider on loopback, the stand-in of a company's
// identity provider) for the business's verified domain through the API; then a person of that
// domain opens the login page, chooses "Continue with company login", logs in on the provider's
// pages and lands on the dashboard with a session. A forged callback lands on /sso/error with its
// reason. Screenshots go to e2e/screenshots/sso-*.png.
import type { Browser, Page } from 'playwright-core';
import { settle } from '../lib/browser.ts';
import { screenshot } from '../lib/flows.ts';
import { check } from '../lib/report.ts';
import { apiAccount } from '../lib/accounts.ts';
import { startReferenceServer, stopReferenceServer } from '../journey/reference-server.ts';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  startOidcStandIn,
} from '../../server/test/support/oidc-stand-in.ts';

const DOMAIN = 'muster-treuhand.ch';
const ADMIN = { email: `anna.meier@${DOMAIN}`, password: 'Quiet-Harbour-Lantern-2026' };
const PERSON = `lea.huber@${DOMAIN}`;

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    const value = await run();
    check(`sso: ${name}`, true);
    return value;
  } catch (error) {
    check(`sso: ${name}`, false, (error as Error).message.split('\n')[0]);
    throw error;
  }
}

async function api(base: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** The business admin's side, through the API: account, business, verified domain, provider. */
async function setUpCompany(base: string, issuer: string): Promise<void> {
  const bearer = await apiAccount(
    base,
    { first: 'Anna', last: 'Meier', ...ADMIN },
    { mobile: '', avatar: 'f2' },
  );
  const business = await api(
    base,
    'POST',
    '/v2/businesses',
    {
      name: 'Muster Treuhand AG',
      email: 'info@muster-treuhand.ch',
      phone: '+41 44 123 45 67',
      country: 'CH',
      vat: 'CHE-123.456.789 MWST',
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
    bearer,
  );
  const id = business.id as string;
  await api(base, 'POST', `/v1/businesses/${id}/domains`, { domain: DOMAIN }, bearer);
  await api(
    base,
    'PUT',
    `/v1/businesses/${id}/identity-provider`,
    {
      name: 'Muster Treuhand Login',
      issuer,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      domains: [DOMAIN],
    },
    bearer,
  );
}

/** The accept-terms gate a new account meets after its first login (docs/product.md#states-login-dialogs). */
async function acceptTermsIfAsked(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
  const shown = await dialog
    .waitFor({ timeout: 8_000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) return;
  // A new SSO account never accepted the terms: a first acceptance, not "the terms have changed".
  const text = (await dialog.textContent()) ?? '';
  if (!text.includes('Before you start, please read our terms and conditions')) {
    throw new Error(`the terms dialog does not ask for a first acceptance: ${text}`);
  }
  if (text.includes('have changed')) throw new Error('the terms dialog says the terms changed');
  await dialog.getByText('I have read and accept the terms and conditions').click();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
}

async function run(page: Page, base: string, browser: Browser): Promise<void> {
  await step('the login page offers the company login', async () => {
    await page.goto(`${base}/login`);
    await settle(page);
    await page.getByRole('textbox', { name: 'Work e-mail' }).fill(PERSON);
    await screenshot(page, 'sso-01-login');
    await page.getByRole('button', { name: 'Continue with company login' }).click();
  });
  await step('the company’s provider asks for the login', async () => {
    await page.locator('input[name="login"]').waitFor({ timeout: 15_000 });
    await page.locator('input[name="login"]').fill(PERSON);
    await page.locator('input[name="password"]').fill('any');
    await screenshot(page, 'sso-02-provider');
    await page.locator('button[type="submit"]').click();
    // The provider's consent page (the first login of this client).
    await page.locator('button[type="submit"]').click({ timeout: 15_000 });
  });
  await step('back in the app: signed in on the dashboard', async () => {
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    if (page.url().includes('token=')) throw new Error('the session token stayed in the address');
    await acceptTermsIfAsked(page);
    await settle(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    const token = await page.evaluate(() => sessionStorage.getItem('session'));
    if (!token) throw new Error('no session was started');
    await screenshot(page, 'sso-03-dashboard');
  });
  await step('a forged callback lands on the error page with its reason', async () => {
    // Another browser (no session: the error pages are for people who are not signed in).
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const stranger = await context.newPage();
    try {
      await stranger.goto(`${base}/api/sso/callback?code=forged&state=forged`);
      await stranger.waitForURL((url) => url.pathname === '/sso/error', { timeout: 15_000 });
      await stranger
        .getByText(
          'The login took too long or was already used. Start it again from the login page.',
        )
        .waitFor({ timeout: 10_000 });
      await screenshot(stranger, 'sso-04-error');
    } finally {
      await context.close();
    }
  });
}

export async function ssoJourney(browser: Browser, outDir: string): Promise<void> {
  const server = await startReferenceServer(outDir);
  const provider = await startOidcStandIn(`${server.url}/api/sso/callback`);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await step('the admin sets up the company login through the API', () =>
      setUpCompany(server.url, provider.issuer),
    );
    await run(page, server.url, browser);
  } catch {
    // The failed step is reported; the log helps to see why.
    console.error(server.log().slice(-3000));
  } finally {
    await context.close();
    await provider.close();
    await stopReferenceServer(server);
  }
}
