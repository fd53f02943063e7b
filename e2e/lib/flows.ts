// The steps the suite repeats: logging in as anna, opening the direct link, visiting a route.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { settle } from './browser.ts';
import { DIRECT_LINK, type Visit } from './visits.ts';

export const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

export const ANNA = { email: 'anna.meier@muster-treuhand.ch', password: 'correct-horse-battery' };

export async function logIn(page: Page): Promise<void> {
  await page.locator('input[type="email"]').first().fill(ANNA.email);
  await page.locator('input[type="password"]').first().fill(ANNA.password);
  await page.locator('button[type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
  await settle(page);
}

export async function openDirectLink(page: Page, base: string): Promise<void> {
  await page.goto(base + DIRECT_LINK);
  await settle(page);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  const file = name.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'root';
  await page.screenshot({ path: path.join(SCREENSHOTS, `${file}.png`), fullPage: true });
}

export async function visit(page: Page, base: string, target: Visit) {
  await page.goto(base + target.url);
  await settle(page);
  const url = new URL(page.url());
  const notFound = await page
    .locator('[data-testid="error-message"]')
    .textContent({ timeout: 500 })
    .catch(() => null);
  return { pathname: url.pathname, search: url.search, title: await page.title(), notFound };
}
