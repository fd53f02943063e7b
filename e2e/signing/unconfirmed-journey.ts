// an unconfirmed user logs in, sees the banner, prepares and sends a
// request, and is refused signing (the review names the unconfirmed e-mail and signing cannot be
// confirmed); "Resend confirmation" mails a new link; after confirming, the same user signs.
import type { Browser } from 'playwright-core';
import { confirmationLink, confirmByLink, logInAs, signUp } from '../lib/accounts.ts';
import { settle } from '../lib/browser.ts';
import { screenshot } from '../lib/flows.ts';
import { check } from '../lib/report.ts';
import { startReferenceServer, stopReferenceServer } from '../journey/reference-server.ts';
import { threePagePdf } from '../journey/three-page-pdf.ts';
import { errors, newPage } from './placement-journey.ts';

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    const value = await run();
    check(`signing (c): ${name}`, true);
    return value;
  } catch (error) {
    check(`signing (c): ${name}`, false, (error as Error).message.split('\n')[0]);
    throw error;
  }
}

export async function unconfirmedJourney(browser: Browser, appDir: string): Promise<void> {
  let server;
  try {
    server = await step('the reference server starts', () => startReferenceServer(appDir));
  } catch {
    return;
  }
  const base = server.url;
  const email = `dora.unconfirmed+${Date.now()}@example.org`;
  const { context, page } = await newPage(browser);
  errors.length = 0;
  try {
    await step('sign up and log in without confirming: the banner shows', async () => {
      await signUp(page, base, { first: 'Dora', email });
      await logInAs(page, base, { email }, { terms: 'accept' });
      await page.getByText('Please confirm your e-mail address').waitFor({ timeout: 15_000 });
      await screenshot(page, 'signing-c-01-banner');
    });

    await step('prepare and send a request to herself', async () => {
      await page.goto(`${base}/upload`);
      await settle(page);
      await page.locator('[data-testid="file-input"]').setInputFiles({
        name: 'unconfirmed.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await threePagePdf('Unconfirmed contract')),
      });
      await page
        .locator('[data-testid="upload-status"]', { hasText: 'Uploaded' })
        .waitFor({ timeout: 30_000 });
      await page.locator('[data-testid="create-request"]').click();
      await page.waitForURL((url) => url.pathname.startsWith('/view/'), { timeout: 15_000 });
      await page.getByRole('button', { name: 'I sign too' }).click();
      await page.locator('[data-testid="signer"]', { hasText: email }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Send for signing' }).click();
      await page
        .locator('[data-testid="request-status"][data-status="OPEN"]')
        .waitFor({ timeout: 15_000 });
    });

    await step('signing is refused: the review names the unconfirmed e-mail', async () => {
      await page.locator('[data-testid="sign"]').click();
      const review = page.getByRole('dialog', { name: 'Review and sign' });
      await review.waitFor({ timeout: 15_000 });
      await review
        .getByText('Confirm your e-mail address first: until then you cannot sign.')
        .waitFor({ timeout: 15_000 });
      if (await review.getByRole('button', { name: 'Sign document' }).isEnabled()) {
        throw new Error('the sign button is enabled for an unconfirmed user');
      }
      await screenshot(page, 'signing-c-02-refused');
      await review.getByRole('button', { name: 'Cancel' }).click();
    });

    const link = await step('"Resend confirmation" mails a new link', async () => {
      await page.getByRole('button', { name: 'Resend confirmation' }).click();
      await page.getByText(/A new confirmation link is on its way/).waitFor({ timeout: 15_000 });
      await screenshot(page, 'signing-c-03-resent');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return confirmationLink(base, email);
    });

    await step('after confirming, she signs', async () => {
      // The link opens in a new tab, as from a mail program (the session lives in the tab).
      const mailTab = await context.newPage();
      await confirmByLink(mailTab, link);
      await mailTab.close();
      await page.reload();
      await settle(page);
      if (await page.getByText('Please confirm your e-mail address').isVisible()) {
        throw new Error('the banner stays after confirming');
      }
      await page.locator('[data-testid="sign"]').click();
      const review = page.getByRole('dialog', { name: 'Review and sign' });
      await review.waitFor({ timeout: 15_000 });
      await review.getByText('Type', { exact: true }).click();
      await review.getByText(/^I have read the document and sign it with a/).click();
      await review.getByRole('button', { name: 'Sign document' }).click();
      await page.getByText('Document signed').waitFor({ timeout: 60_000 });
      await screenshot(page, 'signing-c-04-signed');
    });
  } catch {
    check('signing (c): errors in the page', false, errors.join(' | ').slice(0, 1500));
    await screenshot(page, 'signing-c-failed').catch(() => undefined);
  } finally {
    await context.close();
    await stopReferenceServer(server);
  }
}
