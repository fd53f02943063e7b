// The browser check of issue 14: every route visited as the right visitor on a 390 px wide
// phone; on the routes of the screens part no element of the generic data view, no label made
// from a property name, no broken image, no sideways scroll and no serious or critical axe
// violation. What it finds on the routes of the other parts is listed, not failed on. Then a
// screenshot of each of the screens part's routes in English and in German at desktop width.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ROUTES } from '../../src/lib/navigation/route-table.ts';
import { settle } from '../lib/browser.ts';
import { logIn, openDirectLink, screenshot } from '../lib/flows.ts';
import { check } from '../lib/report.ts';
import { visitFor, type Visit, type Visitor } from '../lib/visits.ts';
import { mechanicalLabels } from './mechanical-labels.ts';
import { ownerOf } from './ownership.ts';
import { inspectPage, type PageFindings } from './page-checks.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function open(
  browser: Browser,
  base: string,
  visitor: Visitor,
  viewport: { width: number; height: number },
  locale: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale });
  const page = await context.newPage();
  if (visitor === 'anna') {
    await page.goto(`${base}/login`);
    await settle(page);
    await logIn(page);
  } else if (visitor === 'nas') {
    await openDirectLink(page, base);
  }
  return { context, page };
}

function visitsBy(visitor: Visitor): Visit[] {
  return ROUTES.map(visitFor)
    .filter((visit) => visit.visitor === visitor)
    .sort((a, b) => Number(a.entry.path === '/logout') - Number(b.entry.path === '/logout'));
}

function problems(found: PageFindings): string[] {
  return [
    ...(found.dataView > 0 ? [`generic data view (${found.dataView} blocks)`] : []),
    ...found.labels.map((label) => `label from a property name: "${label}"`),
    ...found.brokenImages.map((src) => `broken image ${src}`),
    ...(found.overflow > 0 ? [`scrolls sideways by ${found.overflow} px at 390 px`] : []),
    ...found.axe.map((violation) => `axe ${violation}`),
  ];
}

export async function screensCheck(browser: Browser, base: string): Promise<void> {
  const labels = mechanicalLabels();
  const others: string[] = [];
  for (const visitor of ['anonymous', 'anna', 'nas'] as const) {
    const { context, page } = await open(browser, base, visitor, PHONE, 'en-GB');
    for (const visit of visitsBy(visitor)) {
      await page.goto(base + visit.url);
      await settle(page);
      const found = await inspectPage(page, labels);
      // A route that hands over to another screen (/sendto → /view) is judged as where it lands.
      const landed = new URL(page.url()).pathname;
      const owner =
        ownerOf(visit.entry.path) === 'screens' ? ownerOf(landed) : ownerOf(visit.entry.path);
      const name = `${visit.entry.path} as ${visitor}${landed === visit.url ? '' : ` (at ${landed})`}`;
      await screenshot(page, `screens/phone-${visitor}${visit.entry.path}`);
      const list = problems(found);
      if (owner === 'screens') {
        check(
          `screens: ${name} is a product screen at 390 px`,
          list.length === 0,
          list.join('\n    '),
        );
      } else {
        others.push(...list.map((problem) => `[${owner}] ${name}: ${problem}`));
      }
    }
    await context.close();
  }
  console.log(`\nOn the routes of the other parts (${others.length}, not failed on):`);
  for (const line of others) console.log(`  ${line}`);
  if (process.env.SCREENS_SHOTS === '0') return;
  for (const [locale, tag] of [
    ['en-GB', 'en'],
    ['de-CH', 'de'],
  ] as const) {
    for (const visitor of ['anonymous', 'anna', 'nas'] as const) {
      const { context, page } = await open(browser, base, visitor, DESKTOP, locale);
      for (const visit of visitsBy(visitor).filter((v) => ownerOf(v.entry.path) === 'screens')) {
        await page.goto(base + visit.url);
        await settle(page);
        await screenshot(page, `screens/${tag}-${visitor}${visit.entry.path}`);
      }
      await context.close();
    }
  }
}
