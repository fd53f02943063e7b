// Issue 17 point 4 in a real browser against the reference server: a document is signed through
// the API, then a person without an account opens /verify from the QR code's address
// (`?document=<id>`), chooses the signed PDF and reads "All signatures are valid", then a copy with
// one changed byte and reads that it has an invalid signature. Found by visible labels; each
// screen at 390 px without sideways scroll and without serious axe violations; screenshots.
import type { Browser, Page } from 'playwright-core';
import { settle } from '../lib/browser.ts';
import { screenshot } from '../lib/flows.ts';
import { check } from '../lib/report.ts';
import { startReferenceServer, stopReferenceServer } from '../journey/reference-server.ts';
import { inspectPage } from '../screens/page-checks.ts';
import { signThroughApi, type SignedDocument } from './api-signing.ts';

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    const value = await run();
    check(`verify: ${name}`, true);
    return value;
  } catch (error) {
    check(`verify: ${name}`, false, (error as Error).message.split('\n')[0]);
    throw error;
  }
}

/** No sideways scroll and no serious or critical axe violation on the page as it is. */
async function pageIsClean(page: Page): Promise<void> {
  const findings = await inspectPage(page, []);
  if (findings.overflow > 0) throw new Error(`${findings.overflow} px of sideways scroll`);
  if (findings.axe.length) throw new Error(`axe: ${findings.axe.join('; ')}`);
}

async function choose(page: Page, name: string, pdf: Buffer): Promise<void> {
  await page
    .getByLabel('Choose a PDF')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
}

/**
 * One changed byte inside the signed content: a byte of the binary comment on the file's second
 * line (the PDF still reads the same; the signed bytes do not).
 */
function tampered(pdf: Buffer): Buffer {
  const copy = Buffer.from(pdf);
  const at = copy.indexOf('\n%', 0, 'latin1');
  if (at < 0 || at > 64) throw new Error('no binary comment after the PDF header');
  copy[at + 2] = copy[at + 2] === 0x41 ? 0x42 : 0x41;
  return copy;
}

export async function verifyJourney(browser: Browser, appDir: string): Promise<void> {
  let server;
  try {
    server = await step('the reference server starts', () => startReferenceServer(appDir));
  } catch {
    return;
  }
  const base = server.url;
  // The server's CSP forbids inline scripts: axe is injected with the CSP bypassed for the check.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  try {
    const signed: SignedDocument = await step('a document is signed through the API', () =>
      signThroughApi(base, `vera.verify+${Date.now()}@example.org`),
    );

    await step('/verify from the QR address names the document and says what to do', async () => {
      await page.goto(`${base}/verify?document=${signed.documentId}`);
      await settle(page);
      await page.getByRole('heading', { name: 'Verify a signed document', level: 1 }).waitFor();
      await page.getByText(`refers to document ${signed.documentId}`).waitFor();
      await page.getByText('No document checked yet.').waitFor();
      await pageIsClean(page);
      await screenshot(page, 'verify-01-empty');
    });

    await step('the signed PDF: "All signatures are valid", issued by this service', async () => {
      await choose(page, 'verification-contract-signed.pdf', signed.pdf);
      await page
        .getByRole('heading', { name: 'All signatures are valid' })
        .waitFor({ timeout: 30_000 });
      await page.getByRole('heading', { name: 'Signature 1: Vera Verify' }).waitFor();
      await page
        .getByText('The signed content has not been changed since it was signed.')
        .waitFor();
      await page.getByText("The signer's certificate was issued by this service.").waitFor();
      await pageIsClean(page);
      await screenshot(page, 'verify-02-valid');
      await page.getByText('Technical details').click();
      await page.getByText('Certificate holder').waitFor();
      await pageIsClean(page);
      await screenshot(page, 'verify-03-details');
    });

    await step('a tampered copy: "This document has an invalid signature"', async () => {
      await page.getByRole('button', { name: 'Check another document' }).click();
      await choose(page, 'tampered.pdf', tampered(signed.pdf));
      await page
        .getByRole('heading', { name: 'This document has an invalid signature' })
        .waitFor({ timeout: 30_000 });
      await page
        .getByText(
          'The signed content was changed after signing: the signature no longer matches it.',
        )
        .waitFor();
      await pageIsClean(page);
      await screenshot(page, 'verify-04-tampered');
    });

    await step('a file that is not a PDF is refused in words', async () => {
      await page.getByLabel('Choose a PDF').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a PDF'),
      });
      await page.getByText('This file is not a PDF. Only PDF documents can be checked.').waitFor({
        timeout: 15_000,
      });
      await screenshot(page, 'verify-05-not-pdf');
    });
  } catch {
    // The failing step was recorded; later steps depend on it.
  } finally {
    await context.close();
    await stopReferenceServer(server);
  }
}
