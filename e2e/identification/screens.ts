// Each identification screen as a person meets it: its heading, no serious or critical axe
// violation, no sideways scroll at 390 px, a screenshot (looked at), and no API call answering
// 404 while it loads (the caller's log of 404 answers is passed in).
import type { Page } from 'playwright-core';
import { seriousViolations, scrollsSideways } from '../business/axe.ts';
import { settle } from '../lib/browser.ts';
import { screenshot } from '../lib/flows.ts';

export async function checkScreen(
  page: Page,
  url: string,
  heading: string,
  shot: string,
  notFound: string[],
): Promise<void> {
  const before = notFound.length;
  await page.goto(url);
  await settle(page);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 15_000 });
  const violations = await seriousViolations(page);
  if (violations.length > 0) throw new Error(`${shot}: axe ${violations.join('; ')}`);
  await screenshot(page, shot);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  try {
    if (await scrollsSideways(page)) throw new Error(`${shot}: scrolls sideways at 390 px`);
    await screenshot(page, `${shot}-390`);
  } finally {
    if (size) await page.setViewportSize(size);
  }
  if (notFound.length > before)
    throw new Error(`404 answers: ${notFound.slice(before).join(', ')}`);
}
