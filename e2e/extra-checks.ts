// The checks beyond "every route renders": 404 for a wrong role and a bad slug, the login
// redirect with the target restored after login, and a language switch.
import type { Browser } from 'playwright-core';
import { settle, watchErrors } from './lib/browser.ts';
import { logIn, openDirectLink, screenshot } from './lib/flows.ts';
import { check } from './lib/report.ts';

const notFoundText = (page: import('playwright-core').Page) =>
  page
    .locator('[data-testid="error-message"]')
    .textContent({ timeout: 5_000 })
    .catch(() => null);

export async function extraChecks(browser: Browser, base: string): Promise<void> {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  const errors = watchErrors(page);

  // Anonymous → /login with the target saved, restored after login (docs/product.md#screens-navigation).
  await page.goto(`${base}/business/members?from=e2e`);
  await settle(page);
  const atLogin = new URL(page.url());
  check(
    'anonymous visitor goes to /login with the target',
    atLogin.pathname === '/login' &&
      (atLogin.searchParams.get('redirect') ?? '').startsWith('/business/members'),
    page.url(),
  );
  await logIn(page);
  const restored = new URL(page.url());
  check(
    'after login the target is restored',
    restored.pathname === '/business/members' && restored.searchParams.get('from') === 'e2e',
    page.url(),
  );

  // A logged-in user without the role gets 'Page Not Found: {path}'.
  await page.goto(`${base}/signup`);
  await settle(page);
  check(
    'wrong role (admin on /signup) shows the 404 page',
    (await notFoundText(page))?.includes('Page Not Found: /signup') === true,
  );
  await screenshot(page, 'check-wrong-role');

  // The catch-all slug.
  await page.goto(`${base}/no/such/page`);
  await settle(page);
  check(
    'bad slug shows Page Not Found: /no/such/page',
    (await notFoundText(page))?.includes('Page Not Found: /no/such/page') === true,
  );
  await screenshot(page, 'check-bad-slug');

  // Language switch in the header: German texts and title.
  await page.goto(`${base}/dashboard`);
  await settle(page);
  await page.locator('[data-testid="language-switch"]').first().selectOption('de-ch');
  await page
    .waitForFunction(() => document.title.startsWith('Übersicht'), null, { timeout: 10_000 })
    .catch(() => undefined);
  check(
    'language switch to de-ch translates the page',
    (await page.title()) === 'Übersicht - Signing Service',
    await page.title(),
  );
  await screenshot(page, 'check-language-de-ch');
  check('no console error in these checks', errors.length === 0, errors.join(' | '));
  await context.close();

  // lang query (first two letters used) and Italian only when signing directly.
  const fresh = await browser.newContext({ locale: 'en-GB' });
  const other = await fresh.newPage();
  await other.goto(`${base}/login?lang=fr-ch`);
  await settle(other);
  check(
    '?lang=fr-ch shows the login in French',
    (await other.title()) === 'Connexion - Signing Service',
    await other.title(),
  );
  await other.goto(`${base}/login?lang=it`);
  await settle(other);
  check(
    '?lang=it is ignored outside direct signing',
    !(await other.title()).startsWith('Accesso'),
    await other.title(),
  );
  await other.goto(
    `${base}/direct-sign/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d/c7a9e4b2-5d6f-4a1b-8c3d-9e0f1a2b3c4d?lang=it`,
  );
  await settle(other);
  check(
    '?lang=it applies in direct signing',
    (await other.title()) === 'Firma il documento - Signing Service',
    await other.title(),
  );
  await fresh.close();

  // A direct-link signer on a user route gets the 404 page.
  const nas = await browser.newContext({ locale: 'en-GB' });
  const nasPage = await nas.newPage();
  await openDirectLink(nasPage, base);
  await nasPage.goto(`${base}/profile`);
  await settle(nasPage);
  check(
    'nas on /profile shows the 404 page',
    (await notFoundText(nasPage))?.includes('Page Not Found: /profile') === true,
  );
  await nas.close();
}
