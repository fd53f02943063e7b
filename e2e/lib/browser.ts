// Chromium from Debian through playwright-core (its own browser download fails here).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

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

// A 1×1 grey PNG.
const PLACEHOLDER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGM4AAAAwgDBUl5XUQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The mock's example world names images on reserved `.example` hosts (a company logo, a seal
 * image), which never resolve: against the mock the browser gets a placeholder picture for them,
 * as a CDN would answer, instead of a failed load.
 */
export async function serveExampleImages(context: BrowserContext): Promise<void> {
  await context.route(/^https?:\/\/[^/]+\.example\//, (route) =>
    route.request().resourceType() === 'image'
      ? route.fulfill({ contentType: 'image/png', body: PLACEHOLDER_PNG })
      : route.continue(),
  );
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
