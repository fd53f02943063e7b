// The browser check of every screen: every route visited as the right visitor on a 390 px wide phone,
// on one server (the Prism mock loop or the reference server, see world.ts); it fails on any
// element of the deleted generic data view, any label made from a property name, any broken
// image, any sideways scroll and any serious or critical axe violation, on every route. With
// `shots` it then takes a screenshot of every route in English and German at 1280 and 390 px.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ROUTES } from '../../src/lib/navigation/route-table.ts';
import { settle } from '../lib/browser.ts';
import { screenshot } from '../lib/flows.ts';
import { check } from '../lib/report.ts';
import { visitFor, type Visitor } from '../lib/visits.ts';
import { mechanicalLabels } from './mechanical-labels.ts';
import { inspectPage, type PageFindings } from './page-checks.ts';
import { urlIn, type ScreensWorld } from './world.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const VISITORS = ['anonymous', 'anna', 'nas'] as const;

async function logIn(page: Page, world: ScreensWorld): Promise<void> {
  await page.goto(`${world.base}/login`);
  await settle(page);
  await page.locator('input[type="email"]').first().fill(world.anna.email);
  await page.locator('input[type="password"]').first().fill(world.anna.password);
  await page.locator('button[type="submit"]').first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
  await settle(page);
}

async function open(
  browser: Browser,
  world: ScreensWorld,
  visitor: Visitor,
  viewport: { width: number; height: number },
  locale: string,
): Promise<{ context: BrowserContext; page: Page }> {
  // The reference server's Content-Security-Policy forbids inline scripts: axe-core is injected
  // by the check, not by the app.
  const context = await browser.newContext({ viewport, locale, bypassCSP: true });
  const page = await context.newPage();
  if (visitor === 'anna') await logIn(page, world);
  else if (visitor === 'nas') {
    await page.goto(world.base + world.directLink);
    await settle(page);
  }
  return { context, page };
}

/** The routes a visitor opens, /logout (which ends anna's session) last. */
function pathsOf(visitor: Visitor): string[] {
  return ROUTES.map(visitFor)
    .filter((visit) => visit.visitor === visitor)
    .map((visit) => visit.entry.path)
    .sort((a, b) => Number(a === '/logout') - Number(b === '/logout'));
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

async function goTo(page: Page, world: ScreensWorld, path: string): Promise<string> {
  const url = urlIn(world, path);
  await page.goto(world.base + url);
  await settle(page);
  const landed = new URL(page.url()).pathname;
  return landed === url ? '' : ` (at ${landed})`;
}

export async function screensCheck(
  browser: Browser,
  world: ScreensWorld,
  options: { shots: boolean },
): Promise<void> {
  const labels = mechanicalLabels();
  let visited = 0;
  let failed = 0;
  for (const visitor of VISITORS) {
    const { context, page } = await open(browser, world, visitor, PHONE, 'en-GB');
    for (const path of pathsOf(visitor)) {
      const landed = await goTo(page, world, path);
      const list = problems(await inspectPage(page, labels));
      visited += 1;
      failed += Number(list.length > 0);
      check(
        `screens on the ${world.name}: ${path} as ${visitor}${landed} is a product screen at 390 px`,
        list.length === 0,
        list.join('\n    '),
      );
      await screenshot(page, `screens/${world.name.replace(' ', '-')}-phone-en-${visitor}${path}`);
    }
    await context.close();
  }
  console.log(`\nscreens on the ${world.name}: ${visited} routes visited, ${failed} with findings`);
  if (!options.shots) return;
  for (const [locale, tag] of [
    ['en-GB', 'en'],
    ['de-CH', 'de'],
  ] as const) {
    for (const [viewport, size] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      if (tag === 'en' && size === 'phone') continue; // taken by the check above
      for (const visitor of VISITORS) {
        const { context, page } = await open(browser, world, visitor, viewport, locale);
        for (const path of pathsOf(visitor)) {
          await goTo(page, world, path);
          const name = `screens/${world.name.replace(' ', '-')}-${size}-${tag}-${visitor}${path}`;
          await screenshot(page, name);
        }
        await context.close();
      }
    }
  }
}
