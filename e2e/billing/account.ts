// The journey's starting point through the app, by visible labels: a visitor signs up, confirms
// from the mailbox (the terms accepted with the sign-up), logs in and creates a business (on its
// 14-day trial).
import type { Page } from 'playwright-core';
import { settle } from '../lib/browser.ts';
import { latestMail, linkIn } from '../journey/mailbox.ts';

const PASSWORD = 'Quiet-Harbour-Lantern-2026';

/** The terms were accepted with the sign-up: the first login shows no "terms have changed". */
async function expectNoTermsDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
  const shown = await dialog.waitFor({ timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (shown) throw new Error('the terms dialog came at the first login after accepting them');
}

export async function signUpWithBusiness(page: Page, base: string, email: string, company: string) {
  await page.goto(`${base}/signup`);
  await settle(page);
  await page.getByLabel('First name').fill('Clara');
  await page.getByLabel('Last name').fill('Kasse');
  await page.getByLabel('E-mail', { exact: false }).first().fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  // The terms are accepted with the sign-up (a required checkbox, ticked by its label).
  await page.getByText('I accept the terms and conditions').click();
  await page.locator('button[type="submit"]').first().click();
  await page.waitForURL((url) => url.pathname === '/signup/mail-sent', { timeout: 15_000 });
  const mail = await latestMail(base, email);
  const link = linkIn(mail, '/signup/confirm?token=');
  if (!link) throw new Error(`no confirmation link in "${mail.subject}"`);
  await page.goto(link);
  await page
    .locator('[data-testid="signup-confirm"][data-result="confirmed"]')
    .waitFor({ timeout: 15_000 });
  await page.goto(
    `${base}/login?email=${encodeURIComponent(email)}&redirect=%2Fbusiness%2Fregister`,
  );
  await settle(page);
  const field = page.getByLabel('E-mail').first();
  if ((await field.inputValue()) !== email) await field.fill(email);
  await page.locator('input[type="password"]').first().fill(PASSWORD);
  await page.locator('button[type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
  await settle(page);
  await expectNoTermsDialog(page);
  if (new URL(page.url()).pathname !== '/business/register') {
    await page.goto(`${base}/business/register`);
    await settle(page);
  }
  await page.getByLabel('Company name').fill(company);
  const mailField = page.getByLabel('Company e-mail');
  if ((await mailField.inputValue()) === '') await mailField.fill(email);
  const city = page.getByLabel('City');
  if ((await city.inputValue()) === '') await city.fill('Bern');
  await page.getByText('I accept the terms and conditions').click();
  await page.getByRole('button', { name: 'Create business' }).click();
  await page.waitForURL((url) => url.pathname === '/business/welcome', { timeout: 15_000 });
}
