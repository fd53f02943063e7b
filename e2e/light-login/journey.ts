// The light first screen of /login in a real browser against the reference server: a fresh /login boots without the full app's libraries (no `framework` chunk), at
// 390 px and 1280 px it has its heading, the pre-filled e-mail, no sideways scroll and no serious
// axe violation; the language switch translates it; a wrong password is refused with the
// translated message; logging in hands over to the full app in the same page (no reload) at the
// `redirect`; after logout the full app's own /login shows the same screen; the sign-up link also
// opens the full app without a reload. Screenshots go to e2e/screenshots/light-login-*.png.
import type { Browser, Page } from 'playwright-core';
import { apiAccount } from '../lib/accounts.ts';
import { settle } from '../lib/browser.ts';
import { screenshot } from '../lib/flows.ts';
import { check } from '../lib/report.ts';
import { startReferenceServer, stopReferenceServer } from '../journey/reference-server.ts';
import { inspectPage } from '../screens/page-checks.ts';

const PERSON = { email: 'nina.keller@example.org', password: 'Quiet-Harbour-Lantern-2026' };
const FRAMEWORK = /\/assets\/framework-[\w-]+\.js$/;

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    const value = await run();
    check(`light login: ${name}`, true);
    return value;
  } catch (error) {
    check(`light login: ${name}`, false, (error as Error).message.split('\n')[0]);
    throw error;
  }
}

/** A confirmed account, made through the API. */
async function createAccount(base: string): Promise<void> {
  await apiAccount(
    base,
    { first: 'Nina', last: 'Keller', ...PERSON },
    { mobile: '', avatar: 'f2' },
  );
}

/** Heading, no sideways scroll, no serious or critical axe violation. */
async function looksFinished(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor({ timeout: 15_000 });
  const found = await inspectPage(page, []);
  if (found.overflow > 0) throw new Error(`scrolls sideways by ${found.overflow} px`);
  if (found.axe.length > 0) throw new Error(`axe: ${found.axe.join('; ')}`);
}

/** Marks the page's window: a reload would forget the mark. */
const mark = (page: Page) =>
  page.evaluate(() => ((window as { lightMark?: number }).lightMark = 1));
const marked = (page: Page) =>
  page.evaluate(() => (window as { lightMark?: number }).lightMark === 1);

async function run(browser: Browser, base: string): Promise<void> {
  await step('a confirmed account', () => createAccount(base));
  // bypassCSP: axe-core is added to the page as an inline script, which the server's CSP refuses.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  try {
    await step(
      '/login boots light at 390 px: no framework, e-mail pre-filled, checks pass',
      async () => {
        await page.goto(
          `${base}/login?email=${encodeURIComponent(PERSON.email)}&redirect=${encodeURIComponent('/profile/settings')}`,
        );
        await settle(page);
        await looksFinished(page);
        const full = scripts.filter((script) => FRAMEWORK.test(script));
        if (full.length > 0) throw new Error(`the full app's libraries loaded: ${full.join(', ')}`);
        const email = await page.getByLabel('E-mail', { exact: false }).first().inputValue();
        if (email !== PERSON.email) throw new Error(`e-mail "${email}"`);
        await screenshot(page, 'light-login-390');
      },
    );

    await step('at 1280 px too', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await looksFinished(page);
      await screenshot(page, 'light-login-1280');
      await page.setViewportSize({ width: 390, height: 844 });
    });

    await step('the language switch translates the screen and its title', async () => {
      await page.getByTestId('language-switch').selectOption('de-ch');
      await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor({ timeout: 15_000 });
      if ((await page.title()) !== 'Anmelden - Signing Service')
        throw new Error(`title "${await page.title()}"`);
      if ((await page.getAttribute('html', 'lang')) !== 'de-ch') throw new Error('html lang');
      await screenshot(page, 'light-login-de-ch');
      await page.getByTestId('language-switch').selectOption('en-gb');
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor({ timeout: 15_000 });
    });

    await step('a wrong password is refused with the translated message', async () => {
      await page.locator('input[type="password"]').first().fill('not-the-password');
      await page.locator('button[type="submit"]').first().click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'The e-mail or the password is wrong.' })
        .waitFor({ timeout: 15_000 });
      await screenshot(page, 'light-login-wrong-password');
    });

    await step('logging in opens the full app at the redirect without a reload', async () => {
      await mark(page);
      await page.locator('input[type="password"]').first().fill(PERSON.password);
      await page.locator('button[type="submit"]').first().click();
      await page.waitForURL((url) => url.pathname === '/profile/settings', { timeout: 15_000 });
      await settle(page);
      if (!(await marked(page))) throw new Error('the page was loaded again');
      if (!scripts.some((script) => FRAMEWORK.test(script)))
        throw new Error('the full app did not start');
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    });

    await step('after logout the full app’s /login shows the same screen', async () => {
      await page.goto(`${base}/logout`);
      await page.waitForURL((url) => url.pathname === '/bye', { timeout: 15_000 });
      await page.getByRole('link', { name: 'Log in again' }).click();
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
      await settle(page);
      await looksFinished(page);
      await page.getByRole('button', { name: 'Continue with company login' }).waitFor();
      if ((await page.locator('[data-layout="unauthenticated"] section.ll-card').count()) !== 1)
        throw new Error('not the light login screen');
      await screenshot(page, 'light-login-full-app');
    });
  } finally {
    await context.close();
  }

  const fresh = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await step('the sign-up link opens the full app without a reload', async () => {
      await fresh.goto(`${base}/login`);
      await settle(fresh);
      await mark(fresh);
      await fresh.getByRole('link', { name: 'No account yet? Sign up' }).click();
      await fresh.waitForURL((url) => url.pathname === '/signup', { timeout: 15_000 });
      await fresh.getByLabel('First name').waitFor({ timeout: 15_000 });
      if (!(await marked(fresh))) throw new Error('the page was loaded again');
    });
  } finally {
    await fresh.close();
  }
}

export async function lightLoginJourney(browser: Browser, appDir: string): Promise<void> {
  const server = await startReferenceServer(appDir);
  try {
    await run(browser, server.url);
  } catch {
    // the failed step is recorded; the rest of the suite goes on
  } finally {
    await stopReferenceServer(server);
  }
}
