// Every business screen against the Prism mock (the contract's example world), in English and
// Swiss German, at desktop width and at 390 px: a heading, no sideways scroll, no serious or
// critical axe violation, no console error, and a screenshot of each (e2e/screenshots/business-*).
import type { Browser, Page } from 'playwright-core';
import { serveExampleImages, settle, watchErrors } from '../lib/browser.ts';
import { logIn, screenshot } from '../lib/flows.ts';
import { check } from '../lib/report.ts';
import { scrollsSideways, seriousViolations } from './axe.ts';
import { longAddressesCheck } from './long-addresses.ts';
import { phoneChecks } from './phone.ts';

/** The screens an admin sees (the mock's Anna Meier is admin of Muster Treuhand AG). */
export const ADMIN_SCREENS = [
  '/business/dashboard',
  '/business/welcome',
  '/business/profile',
  '/business/profile/aes-for-business',
  '/business/members',
  '/business/members/domains',
  '/business/developers/api',
  '/business/seals',
  '/business/seals/muster-treuhand-seal',
  '/business/settings',
  '/business/activity?tab=signatures',
  '/business/activity?tab=accounts',
  '/business/activity?tab=identifications',
  '/business/extras',
  // The example invitation is Daniel Frei's: Anna sees it was sent to another address.
  '/invite/inv-0c1d2e3f',
];
/** Screens of people without a business. */
export const VISITOR_SCREENS = [
  '/business/signup',
  '/business/signup/steps',
  '/business/signup/mail-sent',
];

const LOCALES = [
  { code: 'en-gb', tag: 'en' },
  { code: 'de-ch', tag: 'de' },
];
const WIDTHS = [
  { width: 1280, height: 900, tag: 'wide' },
  { width: 390, height: 844, tag: 'narrow' },
];

async function inspect(page: Page, url: string, name: string, errors: string[]) {
  await settle(page);
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  // Lists load after the frame: wait until no spinner is left.
  await page
    .waitForFunction(() => !document.querySelector('.chakra-spinner'), null, { timeout: 10_000 })
    .catch(() => undefined);
  check(`${name}: no sideways scroll`, !(await scrollsSideways(page)));
  const violations = await seriousViolations(page, { labelInName: true });
  check(`${name}: no serious axe violation`, violations.length === 0, violations.join(' | '));
  check(`${name}: no console error`, errors.length === 0, errors.join(' | '));
  errors.length = 0;
  await screenshot(page, name);
  return url;
}

export async function businessScreens(browser: Browser, base: string): Promise<void> {
  for (const locale of LOCALES) {
    for (const size of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
      });
      // The example world's logo and seal image live on reserved .example hosts: a placeholder
      // picture stands in for them, as in the suite.
      await serveExampleImages(context);
      // The 'Test System' frame is the shell's, checked elsewhere; its local hide flag keeps it
      // out of these screenshots and of axe's look at the business screens.
      await context.addInitScript((code) => {
        localStorage.setItem('locale', code);
        localStorage.setItem('hide_test_system', 'true');
      }, locale.code);
      const page = await context.newPage();
      const errors = watchErrors(page);
      for (const url of VISITOR_SCREENS) {
        await page.goto(base + url);
        const name = `business-${locale.tag}-${size.tag}-${url.replace(/\//g, '-').slice(1)}`;
        await inspect(page, url, name, errors);
      }
      await page.goto(`${base}/login`);
      await settle(page);
      await logIn(page);
      // The dialog gates of a fresh login (terms, invitation) would cover the screens.
      await page.keyboard.press('Escape');
      for (const url of ADMIN_SCREENS) {
        await page.goto(base + url);
        const name = `business-${locale.tag}-${size.tag}-${url.replace(/[/?=]/g, '-').slice(1)}`;
        await inspect(page, url, name, errors);
      }
      if (size.tag === 'wide') {
        await longAddressesCheck(page, base, `business-${locale.tag}-wide-members-long-addresses`);
      } else {
        await phoneChecks(page, base, `business-${locale.tag}-narrow-phone`);
      }
      await context.close();
    }
  }
}
