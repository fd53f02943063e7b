// What every journey does first, written once: sign up on /signup (the terms accepted with it),
// confirm the e-mail by the link from the local outbox, log in. Also the same account made through
// the API (register, the mailed token, a login token) for journeys whose subject is elsewhere.
// Journeys that watch each part (screenshots, checks between them) call the parts one by one.
import type { Page } from 'playwright-core';
import { latestMail, linkIn } from '../journey/mailbox.ts';
import { settle } from './browser.ts';

export const PASSWORD = 'Quiet-Harbour-Lantern-2026';

/** A person who signs up; the password is PASSWORD unless given. */
export interface NewAccount {
  first: string;
  last?: string;
  email: string;
  password?: string;
}

const passwordOf = (who: { password?: string }) => who.password ?? PASSWORD;

/**
 * What a login meets after the form: 'none' — the terms were accepted with the sign-up, so a
 * "terms and conditions" dialog is a failure; 'accept' — accepted if the dialog comes.
 */
export type TermsAtLogin = 'none' | 'accept';

export interface LogInOptions {
  /** Where the login hands over to (its `redirect`). */
  redirect?: string;
  /** Unset: whatever comes after the login is the journey's to look at. */
  terms?: TermsAtLogin;
}

/** Fills the open sign-up form by its labels and ticks the terms (accepted with the sign-up). */
export async function fillSignUpForm(page: Page, who: NewAccount): Promise<void> {
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last ?? 'Test');
  const email = page.getByLabel('E-mail', { exact: false }).first();
  if ((await email.inputValue()) !== who.email) await email.fill(who.email);
  await page.getByLabel('Password').fill(passwordOf(who));
  await page.getByText('I accept the terms and conditions').click();
}

/** Sends the filled sign-up form: "mail sent" follows. */
export async function sendSignUpForm(page: Page): Promise<void> {
  await page.locator('button[type="submit"]').first().click();
  await page.waitForURL((url) => url.pathname === '/signup/mail-sent', { timeout: 15_000 });
}

/** Opens /signup and signs up: the account waits for its e-mail to be confirmed. */
export async function signUp(page: Page, base: string, who: NewAccount): Promise<void> {
  await page.goto(`${base}/signup`);
  await settle(page);
  await fillSignUpForm(page, who);
  await sendSignUpForm(page);
}

/** The confirmation link of the newest mail to `email`, once one carrying it has come. */
export async function confirmationLink(base: string, email: string): Promise<string> {
  const end = Date.now() + 15_000;
  while (Date.now() < end) {
    const link = linkIn(await latestMail(base, email), '/signup/confirm?token=');
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no confirmation link mailed to ${email}`);
}

/** Opens the confirmation link: the app says the e-mail is confirmed. */
export async function confirmByLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page
    .locator('[data-testid="signup-confirm"][data-result="confirmed"]')
    .waitFor({ timeout: 15_000 });
}

/** The first login after the sign-up meets no "terms have changed" dialog. */
export async function expectNoTermsDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
  const shown = await dialog.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (shown) throw new Error('the terms dialog came at the first login after accepting them');
}

/** The dialog gates run after login (docs/product.md#states-login-dialogs): accepts the terms if asked. */
export async function acceptTermsIfAsked(page: Page): Promise<void> {
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  const shown = await terms.waitFor({ timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) return;
  await terms.getByText('I have read and accept the terms and conditions').click();
  await terms.getByRole('button', { name: 'Accept' }).click();
  await terms.waitFor({ state: 'hidden', timeout: 10_000 });
}

/** Fills the open login form (the e-mail may be pre-filled) and waits until the app left /login. */
export async function submitLogIn(
  page: Page,
  who: { email: string; password?: string },
): Promise<void> {
  const field = page.getByLabel('E-mail').first();
  if ((await field.inputValue()) !== who.email) await field.fill(who.email);
  await page.locator('input[type="password"]').first().fill(passwordOf(who));
  await page.locator('button[type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
  await settle(page);
}

/** Logs an existing account in from /login; then the terms as `options.terms` says. */
export async function logInAs(
  page: Page,
  base: string,
  who: { email: string; password?: string },
  options: LogInOptions = {},
): Promise<void> {
  const redirect = options.redirect ? `&redirect=${encodeURIComponent(options.redirect)}` : '';
  await page.goto(`${base}/login?email=${encodeURIComponent(who.email)}${redirect}`);
  await settle(page);
  await submitLogIn(page, who);
  if (options.terms === 'none') await expectNoTermsDialog(page);
  if (options.terms === 'accept') await acceptTermsIfAsked(page);
}

/**
 * Signs up, confirms by the mailed link and logs in: the person is in the app. The terms were
 * accepted with the sign-up, so unless `options.terms` says otherwise no terms dialog may come.
 */
export async function signUpConfirmAndLogIn(
  page: Page,
  base: string,
  who: NewAccount,
  options: LogInOptions = {},
): Promise<void> {
  await signUp(page, base, who);
  await confirmByLink(page, await confirmationLink(base, who.email));
  await logInAs(page, base, who, { terms: 'none', ...options });
}

async function post(base: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
}

/** A login token of an existing account, through the API. */
export async function apiLogIn(
  base: string,
  who: { email: string; password?: string },
): Promise<string> {
  const login = await post(base, '/v1/login', { email: who.email, password: passwordOf(who) });
  const token = (login.token as { value?: string } | undefined)?.value;
  if (!token) throw new Error('login answered without a token');
  return token;
}

/**
 * The same account through the API: registered with the terms (and `extra` fields of the
 * registration), confirmed with the mailed token, logged in. Answers the login token.
 */
export async function apiAccount(
  base: string,
  who: NewAccount,
  extra: Record<string, unknown> = {},
): Promise<string> {
  await post(base, '/v1/register', {
    email: who.email,
    password: passwordOf(who),
    firstName: who.first,
    lastName: who.last ?? 'Test',
    gtc: true,
    ...extra,
  });
  const token = new URL(await confirmationLink(base, who.email)).searchParams.get('token');
  await post(base, '/v1/valid-confirmation', { token });
  return apiLogIn(base, who);
}
