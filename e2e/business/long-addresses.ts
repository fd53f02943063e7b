// The members list with the long addresses real people have (plus addressing, long domains), at
// desktop width: every row's buttons stay inside the table's card, nothing scrolls sideways
// inside the table, and a screenshot shows it. The Prism mock's addresses are short, so the
// members answer is lengthened on its way to the page.
import type { Page } from 'playwright-core';
import { settle } from '../lib/browser.ts';
import { screenshot } from '../lib/flows.ts';
import { check } from '../lib/report.ts';

const LONG = (name: string) => `${name}+1795689318457@journey-treuhand-und-revision.example`;

export async function longAddressesCheck(page: Page, base: string, name: string): Promise<void> {
  await page.route('**/v1/businesses/*/members?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { items: { email: string; firstName: string }[] };
    for (const item of body.items) item.email = LONG(item.firstName.toLowerCase());
    await route.fulfill({ response, json: body });
  });
  try {
    await page.goto(`${base}/business/members`);
    await settle(page);
    const table = page.getByRole('table').first();
    await table.waitFor({ timeout: 15_000 });
    await page.getByText(LONG('anna')).first().waitFor({ timeout: 10_000 });
    const area = await table.evaluate((element) => {
      const scroller = element.parentElement!;
      return {
        overflow: scroller.scrollWidth - scroller.clientWidth,
        right: scroller.getBoundingClientRect().right,
      };
    });
    check(
      `${name}: the members table does not scroll sideways`,
      area.overflow <= 1,
      `${area.overflow}px`,
    );
    const buttons = table.locator('tbody button');
    const count = await buttons.count();
    let outside = 0;
    for (let index = 0; index < count; index += 1) {
      const box = await buttons.nth(index).boundingBox();
      if (!box || box.x + box.width > area.right + 1) outside += 1;
    }
    check(
      `${name}: every row action is inside the card`,
      count > 0 && outside === 0,
      `${outside} of ${count} buttons cut off`,
    );
    await screenshot(page, name);
  } finally {
    await page.unroute('**/v1/businesses/*/members?*');
  }
}
