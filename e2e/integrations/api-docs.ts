// The API reference page in a browser: Redoc renders the contract at /api-docs
// and its menu lists every tag of the contract, with the authentication section, and no error in
// the console.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { watchErrors } from '../lib/browser.ts';
import { SCREENSHOTS } from '../lib/flows.ts';
import { check } from '../lib/report.ts';

const contract = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../generated/openapi.json'), 'utf8'),
) as { tags: { name: string }[] };

export async function apiDocsCheck(browser: Browser, base: string, where: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  try {
    await page.goto(`${base}/api-docs`);
    const tagItems = page.locator('[role="menuitem"][data-item-id^="tag/"]');
    await tagItems.first().waitFor({ timeout: 60_000 });
    const menu = await tagItems.evaluateAll((items) =>
      items.map((item) => item.getAttribute('aria-label')),
    );
    const missing = contract.tags.map((tag) => tag.name).filter((name) => !menu.includes(name));
    check(
      `/api-docs (${where}): the menu lists every tag of the contract (${contract.tags.length})`,
      missing.length === 0,
      `missing: ${missing.join(', ')}`,
    );
    const text = await page.locator('body').innerText();
    check(
      `/api-docs (${where}): authentication schemes and sandboxes are explained`,
      text.includes('bearerAuth') && text.includes('basicAuth') && text.includes('Sandboxes'),
    );
    check(
      `/api-docs (${where}): title`,
      (await page.title()) === 'API reference - Signing Service',
    );
    check(`/api-docs (${where}): no console error`, errors.length === 0, errors.join(' | '));
    // The first screen only: the whole reference is too tall for one picture.
    const file = `integrations-api-docs-${where.replace(/\W+/g, '-')}.png`;
    await page.screenshot({ path: path.join(SCREENSHOTS, file) });
  } finally {
    await context.close();
  }
}
