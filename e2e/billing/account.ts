// The journey's starting point through the app, by visible labels: a visitor signs up, confirms
// from the mailbox (the terms accepted with the sign-up), logs in and creates a business (on its
// 14-day trial).
import type { Page } from 'playwright-core';
import { settle } from '../lib/browser.ts';
import { signUpConfirmAndLogIn } from '../lib/accounts.ts';

export async function signUpWithBusiness(page: Page, base: string, email: string, company: string) {
  await signUpConfirmAndLogIn(
    page,
    base,
    { first: 'Clara', last: 'Kasse', email },
    { redirect: '/business/register' },
  );
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
