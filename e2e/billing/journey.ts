// The billing journey in a real browser against the REAL reference server (sandbox payment
// provider), acting by visible labels: a business on its trial upgrades to Team, yearly, in CHF
// with the promotion code TEAMSTART50 through the SANDBOX checkout page, adds two seats and sees
// the prorated amount before buying them, downloads its invoice (checked to be a PDF), cancels
// and reactivates the subscription. Each billing screen is photographed in English and German at
// 1280 and 390 px wide (e2e/screenshots/billing-*.png), checked by axe (no serious or critical
// violation) and for sideways scrolling. Each step is a check; a failing step ends the journey.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { settle, watchErrors } from '../lib/browser.ts';
import { screenshot } from '../lib/flows.ts';
import { check } from '../lib/report.ts';
import { scrollsSideways, seriousViolations } from '../business/axe.ts';
import { startReferenceServer, stopReferenceServer } from '../journey/reference-server.ts';
import { signUpWithBusiness } from './account.ts';

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    const value = await run();
    check(`billing journey: ${name}`, true);
    return value;
  } catch (error) {
    check(`billing journey: ${name}`, false, (error as Error).message.split('\n')[0]);
    throw error;
  }
}

const planState = (page: Page) => page.getByTestId('plan-state');

async function upgradeToTeamYearly(page: Page, base: string) {
  await page.goto(`${base}/business/billing`);
  await settle(page);
  await page.waitForURL((url) => url.pathname === '/business/billing/plan', { timeout: 10_000 });
  await planState(page)
    .getByText(/^Trial until/)
    .waitFor({ timeout: 15_000 });
  await page.getByTestId('tier-team').click();
  await page.getByLabel('Billing cycle').selectOption('yearly');
  await page.getByLabel('Currency').selectOption('CHF');
  await page.getByRole('spinbutton', { name: /^Seats/ }).fill('2');
  await page.getByLabel('Promotion code').fill('TEAMSTART50');
  const preview = page.getByTestId('upgrade-preview');
  await preview.getByText('Discount TEAMSTART50').waitFor({ timeout: 15_000 });
  const total = await preview.getByText('Total due').locator('xpath=..').textContent();
  if (!total?.includes('CHF')) throw new Error(`the preview total reads "${total}"`);
  await screenshot(page, 'billing-journey-01-preview');
  await page.getByRole('button', { name: 'Buy Team' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox/payment/setup/'), {
    timeout: 15_000,
  });
  await page.getByText('SANDBOX', { exact: false }).first().waitFor();
  await screenshot(page, 'billing-journey-02-sandbox');
  await page.getByRole('button', { name: 'Succeed with a card (Visa 4242)' }).click();
  // Once the bank has answered the browser is back in the app by itself, as with Stripe.
  await page.waitForURL((url) => url.pathname === '/business/billing/plan', { timeout: 15_000 });
  await page.getByText('Your plan is bought.').waitFor({ timeout: 20_000 });
  await planState(page)
    .getByText(/^Renews on/)
    .waitFor({ timeout: 15_000 });
  const name = await page.getByTestId('current-plan-name').textContent();
  if (name !== 'Team') throw new Error(`the current plan reads "${name}"`);
  await expectChooserAtCurrentPlan(page);
  return total;
}

/**
 * Right after buying, "Change plan" starts from the plan just bought (Team, yearly, 2 seats): no
 * price is asked, nothing negative is due, and there is nothing to buy. The plan cards look like
 * cards: a border, and the chosen one marked.
 */
async function expectChooserAtCurrentPlan(page: Page) {
  await page.getByTestId('unchanged').waitFor({ timeout: 15_000 });
  const cycle = await page.getByLabel('Billing cycle').inputValue();
  const seats = await page.getByRole('spinbutton', { name: /^Seats/ }).inputValue();
  if (cycle !== 'yearly' || seats !== '2') {
    throw new Error(`"Change plan" proposes ${cycle}, ${seats} seats instead of yearly, 2`);
  }
  if (await page.getByRole('button', { name: 'Buy Team' }).isEnabled()) {
    throw new Error('"Buy Team" is offered for the plan already bought');
  }
  if (await page.getByTestId('upgrade-preview').count()) {
    throw new Error('a price is shown for the plan already bought');
  }
  const card = await page.getByTestId('tier-team').evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      border: parseFloat(style.borderLeftWidth),
      checked: element.getAttribute('data-state'),
    };
  });
  if (card.border === 0 || card.checked !== 'checked') {
    throw new Error(`the Team card has border ${card.border}px and state ${card.checked}`);
  }
  await screenshot(page, 'billing-journey-02b-after-buying');
}

/** The payment methods and the invoices are one click away from the plan. */
async function throughBillingNavigation(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Billing' });
  await nav.getByRole('link', { name: 'Payment methods' }).click();
  await page.waitForURL((url) => url.pathname === '/business/billing/payment');
  await page.getByText('Visa', { exact: false }).first().waitFor({ timeout: 15_000 });
  await nav.getByRole('link', { name: 'Invoices' }).click();
  await page.waitForURL((url) => url.pathname === '/business/billing/invoices');
  await page
    .getByRole('link', { name: /^Download / })
    .first()
    .waitFor({ timeout: 15_000 });
  await page
    .getByRole('navigation', { name: 'Business navigation' })
    .getByRole('link', { name: 'Billing' })
    .click();
  await page.waitForURL((url) => url.pathname === '/business/billing/plan');
}

async function addTwoSeats(page: Page) {
  const before = await page.getByTestId('seats-count').textContent();
  if (!before?.includes('of 2 seats')) throw new Error(`seats read "${before}"`);
  await page.getByRole('button', { name: 'Add seats' }).click();
  const overlay = page.getByRole('dialog', { name: 'Add seats' });
  await overlay.getByLabel(/Seats to add/).fill('2');
  await overlay.getByRole('button', { name: 'Show price' }).click();
  const due = await overlay.getByText(/^Due now: CHF/).textContent({ timeout: 15_000 });
  if (!due || /CHF\s*0\.00$/.test(due)) throw new Error(`the prorated amount reads "${due}"`);
  await screenshot(page, 'billing-journey-03-add-seats');
  await overlay.getByRole('button', { name: 'Add seats' }).click();
  await overlay.waitFor({ state: 'hidden', timeout: 15_000 });
  await page
    .getByTestId('seats-count')
    .getByText(/of 4 seats in use/)
    .waitFor({ timeout: 15_000 });
  return due;
}

async function downloadInvoice(page: Page, base: string) {
  await page.goto(`${base}/business/billing/invoices`);
  await settle(page);
  const link = page.getByRole('link', { name: /^Download / }).first();
  await link.waitFor({ timeout: 15_000 });
  const download = page.waitForEvent('download', { timeout: 30_000 });
  await link.click();
  const file = await download;
  const bytes = readFileSync((await file.path()) ?? '');
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new Error(`the invoice starts with "${bytes.subarray(0, 8).toString('latin1')}"`);
  }
  return file.suggestedFilename();
}

async function cancelAndReactivate(page: Page, base: string) {
  await page.goto(`${base}/business/billing/plan`);
  await settle(page);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel subscription' });
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
  await planState(page)
    .getByText(/^Cancelling: ends on/)
    .waitFor({ timeout: 15_000 });
  await screenshot(page, 'billing-journey-04-cancelling');
  await page.getByRole('button', { name: 'Reactivate subscription' }).click();
  await planState(page)
    .getByText(/^Renews on/)
    .waitFor({ timeout: 15_000 });
}

const SCREENS = [
  '/business/billing/plan',
  '/business/billing/payment',
  '/business/billing/invoices',
  '/business/upgrade',
  '/billing',
];

async function lookAtScreens(page: Page, base: string) {
  const errors = watchErrors(page);
  for (const lang of ['en-gb', 'de-ch'] as const) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of SCREENS) {
        const name = `${path} in ${lang} at ${width} px`;
        errors.length = 0;
        await page.goto(`${base}${path}?lang=${lang}`);
        await settle(page);
        await page.getByTestId('screen-frame').first().waitFor({ timeout: 15_000 });
        await page.waitForFunction(() => !document.querySelector('.chakra-spinner'), null, {
          timeout: 15_000,
        });
        await screenshot(page, `billing-${path.replace(/\//g, '-')}-${lang}-${width}`);
        const violations = await seriousViolations(page, { labelInName: true });
        check(
          `billing journey: ${name}: no serious axe violation`,
          violations.length === 0,
          violations.join(' | '),
        );
        check(`billing journey: ${name}: no sideways scroll`, !(await scrollsSideways(page)));
        check(
          `billing journey: ${name}: no console error`,
          errors.length === 0,
          errors.join(' | '),
        );
      }
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/business/billing/plan?lang=en-gb`);
  await settle(page);
}

export async function billingJourney(browser: Browser, appDir: string): Promise<void> {
  let server;
  try {
    server = await step('the reference server starts', () => startReferenceServer(appDir));
  } catch {
    return;
  }
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const base = server.url;
  const stamp = Date.now();
  try {
    await step('a new business starts on its trial', () =>
      signUpWithBusiness(
        page,
        base,
        `clara.kasse+${stamp}@journey-billing.example`,
        'Kasse Billing AG',
      ),
    );
    await step('upgrade to Team yearly in CHF with TEAMSTART50 through the SANDBOX checkout', () =>
      upgradeToTeamYearly(page, base),
    );
    await step('reach the payment methods and the invoices through the billing navigation', () =>
      throughBillingNavigation(page),
    );
    await step('add two seats after seeing the prorated amount', () => addTwoSeats(page));
    await step('download the invoice PDF', () => downloadInvoice(page, base));
    await step('cancel the subscription and reactivate it', () => cancelAndReactivate(page, base));
    // axe is injected as a script, which the server's Content Security Policy refuses: the
    // screens are looked at in a second context that bypasses it, with the same session (the
    // app keeps it in sessionStorage, copied over before any page script runs).
    const session = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    const looking = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-GB',
      bypassCSP: true,
    });
    await looking.addInitScript((entries: string) => {
      for (const [key, value] of Object.entries(JSON.parse(entries) as Record<string, string>)) {
        sessionStorage.setItem(key, value);
      }
    }, session);
    try {
      await step('every billing screen in English and German, 1280 and 390 px', async () =>
        lookAtScreens(await looking.newPage(), base),
      );
    } finally {
      await looking.close();
    }
  } catch {
    await screenshot(page, 'billing-journey-failed').catch(() => undefined);
  } finally {
    await context.close();
    await stopReferenceServer(server);
  }
}
