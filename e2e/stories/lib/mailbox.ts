// The customer's mailbox is the local server's outbox page (/dev/mailbox), read in the browser as
// a person reads mail: the list of their messages, newest first; a message opens by its subject,
// and its button is clicked in the message (a sandboxed frame whose links open in the tab).
// On a phone the outbox page stands in for the mail app and is not made for it (no viewport
// meta: the emulated phone lays it out 980 px wide and mis-aims taps at it), so there the list's
// link is activated without a pointer and the mail's button is followed to its address, as a
// mail app opens a link: the app's own pages are still tapped.
import type { Page } from 'playwright-core';

const POLL_MS = 500;

/**
 * Opens the newest message to `to` whose subject matches, reloading the list until it is there
 * (mail is delivered by the server's queue a moment after the change that sends it).
 */
export async function openMail(
  page: Page,
  base: string,
  to: string,
  subject: string | RegExp,
  phone = false,
  timeoutMs = 30_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    await page.goto(`${base}/dev/mailbox?to=${encodeURIComponent(to)}`);
    const message = page.getByRole('table').getByRole('link', { name: subject }).first();
    if (await message.isVisible()) {
      if (phone) await message.dispatchEvent('click');
      else await message.click();
      await page.getByTitle('Message').waitFor();
      return;
    }
    if (Date.now() > end) throw new Error(`no mail "${String(subject)}" to ${to} arrived`);
    // Mail is not pushed: like a person, look again a moment later.
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Clicks the link or button `label` in the open message. */
export async function clickInMail(page: Page, label: string | RegExp, phone = false) {
  const link = page.getByTitle('Message').contentFrame().getByRole('link', { name: label }).first();
  if (phone) await page.goto((await link.getAttribute('href')) ?? 'about:blank');
  else await link.click();
  await page.waitForURL((url) => !url.pathname.startsWith('/dev/mailbox'), { timeout: 15_000 });
}

/** The subjects of every message to `to`, newest first (read from the mailbox page). */
export async function subjectsTo(page: Page, base: string, to: string): Promise<string[]> {
  await page.goto(`${base}/dev/mailbox?to=${encodeURIComponent(to)}`);
  return page.getByRole('table').getByRole('link').allInnerTexts();
}
