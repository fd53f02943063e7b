// The business area on a phone (390 px): the header is one row with a menu
// button instead of three rows, the page's heading comes before any list of links, the menu opens
// the business navigation in a drawer, and the members are cards whose role and buttons are all
// on screen — nothing cut off, nothing to scroll sideways.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { settle } from '../lib/browser.ts';
import { screenshot, SCREENSHOTS } from '../lib/flows.ts';
import { check } from '../lib/report.ts';

const screenshotPath = (file: string) => path.join(SCREENSHOTS, `${file}.png`);

/** The business navigation's name in English and German (the screens run in both). */
const BUSINESS_NAV = /^(Business navigation|Unternehmensnavigation)$/;

export async function phoneChecks(page: Page, base: string, name: string): Promise<void> {
  await page.goto(`${base}/business/members`);
  await settle(page);
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  const header = await page.locator('header').first().boundingBox();
  check(`${name}: the header is one row`, !!header && header.height <= 72, `${header?.height}px`);
  const nav = page.getByRole('navigation', { name: BUSINESS_NAV });
  check(`${name}: no business links before the page`, !(await nav.isVisible()));
  const heading = await page.locator('h1').first().boundingBox();
  check(`${name}: the heading is at the top`, !!heading && heading.y < 160, `at ${heading?.y}px`);

  const list = page.getByRole('list', { name: /^(Members|Mitglieder)$/ });
  await list.waitFor({ timeout: 15_000 });
  check(`${name}: members as cards, no table`, (await page.getByRole('table').count()) === 0);
  const width = page.viewportSize()?.width ?? 390;
  const controls = list.locator('button, [role="checkbox"], input[type="checkbox"] + *');
  let outside = 0;
  const count = await controls.count();
  for (let index = 0; index < count; index += 1) {
    const box = await controls.nth(index).boundingBox();
    if (box && box.x + box.width > width) outside += 1;
  }
  const roles = await list.getByText(/^(Admin|Member|Mitglied)$/).count();
  check(
    `${name}: every member's role and buttons are on screen`,
    count > 0 && outside === 0 && roles > 0,
    `${outside} of ${count} controls cut off, ${roles} roles`,
  );
  await screenshot(page, `${name}-members`);

  await page.getByRole('button', { name: /^(Menu|Menü)$/ }).click();
  const drawer = page.getByRole('dialog');
  await drawer.waitFor({ timeout: 10_000 });
  const links = await drawer
    .getByRole('navigation', { name: BUSINESS_NAV })
    .getByRole('link')
    .count();
  check(`${name}: the menu holds the business navigation`, links === 10, `${links} links`);
  // The drawer slides in: photographed once it is in place.
  await page.waitForFunction(() => {
    const drawer = document.querySelector('[data-testid="nav-drawer"]');
    return !!drawer && drawer.getBoundingClientRect().left >= 0 && !drawer.getAnimations().length;
  });
  await page.screenshot({ path: screenshotPath(`${name}-menu`) });
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden', timeout: 10_000 });
}
