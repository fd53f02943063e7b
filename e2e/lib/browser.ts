// Chromium from Debian through playwright-core (its own browser download fails here).
import { chromium, type Browser, type Page } from 'playwright-core';

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[data-testid="loading"]'), null, {
    timeout: 15_000,
  });
  // The title follows once the route's translations are in; an untitled page fails the check.
  await page
    .waitForFunction(() => document.title.includes(' - '), null, { timeout: 3_000 })
    .catch(() => undefined);
}
