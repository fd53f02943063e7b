// The placement journey in a real browser against the REAL reference server, acting by visible
// labels: the sender places two fields for each of two signers on different pages by dragging
// and resizing, sends; a signer with an account opens the request from the dashboard, sees the
// pages, reviews, draws a signature and signs; the direct signer, asked for an advanced signature
// under ZertES, signs by the mailed link with the TAN from the mailbox; pdfsig shows every
// signature valid, and the page images before and after signing (pdftoppm) differ only where the
// fields were placed, each showing its stamp. Both signers go through the one signing step
//: the fields visited in order, a signature adopted (Beat draws, Chiara uploads a
// picture), consent; the direct link's first click on "Sign" must open the step and sign nothing.
// Screenshots of every step go to e2e/screenshots/signing-a-*.png.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { apiLogIn, signUpConfirmAndLogIn } from '../lib/accounts.ts';
import { settle } from '../lib/browser.ts';
import { screenshot } from '../lib/flows.ts';
import { check } from '../lib/report.ts';
import { latestMail, linkIn } from '../journey/mailbox.ts';
import { pdfsig } from '../journey/pdfsig.ts';
import { startReferenceServer, stopReferenceServer } from '../journey/reference-server.ts';
import { threePagePdf } from '../journey/three-page-pdf.ts';
import { assertStampsOnly, comparePages, type Field } from './page-images.ts';

const ACCEPT = { terms: 'accept' } as const;

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    const value = await run();
    check(`signing (a): ${name}`, true);
    return value;
  } catch (error) {
    check(`signing (a): ${name}`, false, (error as Error).message.split('\n')[0]);
    throw error;
  }
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page };
}

/** Errors the pages raised, reported with the journey. */
export const errors: string[] = [];

/** Clicks a page at (fx, fy) of its size: the editor adds a field centred there. */
async function addFieldOn(page: Page, pageNumber: number, fx: number, fy: number) {
  const target = page.locator(`[data-testid="document-page"][data-page="${pageNumber}"]`);
  await target.scrollIntoViewIfNeeded();
  await target.locator('img').waitFor({ timeout: 30_000 });
  const box = (await target.boundingBox())!;
  await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
}

/**
 * Drags the last editable field of a page by (dx, dy) pixels, then its corner by (rx, ry); ry
 * left out is rx / 3.
 */
async function dragAndResize(
  page: Page,
  pageNumber: number,
  dx: number,
  dy: number,
  rx: number,
  ry = rx / 3,
) {
  const fields = page.locator(
    `[data-testid="document-page"][data-page="${pageNumber}"] [data-editable="true"]`,
  );
  const field = fields.last();
  // The whole field and its corner handle must be on screen for the mouse to reach them.
  await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = (await field.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + dx / 2, box.y + box.height / 2 + dy / 2, {
    steps: 4,
  });
  await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 4 });
  await page.mouse.up();
  const handle = field.locator('[data-testid="marker-resize"]');
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const corner = (await handle.boundingBox())!;
  await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
  await page.mouse.down();
  await page.mouse.move(corner.x + corner.width / 2 + rx, corner.y + corner.height / 2 + ry, {
    steps: 5,
  });
  await page.mouse.up();
  const moved = (await field.boundingBox())!;
  await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const after = (await field.boundingBox())!;
  if (Math.abs(moved.x - (box.x + dx)) > 12) throw new Error(`not moved: ${box.x} → ${moved.x}`);
  if (!(after.width > box.width + rx / 2))
    throw new Error(`not resized: ${box.width} → ${after.width}`);
  // Any shape: the height follows the corner on its own, not a fixed ratio.
  if (Math.abs(after.height - (box.height + ry)) > 12)
    throw new Error(`height not resized freely: ${box.height} → ${after.height} (${ry})`);
}

async function addSigner(
  page: Page,
  email: string,
  name?: { first: string; last: string },
  level?: string,
  mobile?: string,
) {
  await page.getByRole('button', { name: 'Add signer' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add signer' });
  await dialog.waitFor({ timeout: 10_000 });
  await dialog.getByLabel('E-mail').fill(email);
  if (name) {
    await dialog.getByLabel('First name').fill(name.first);
    await dialog.getByLabel('Last name').fill(name.last);
  }
  if (level) await dialog.getByLabel('Signature level').selectOption({ label: level });
  if (mobile) await dialog.getByLabel('Mobile number').fill(mobile);
  if (level) await screenshot(page, 'signing-a-03a-add-signer-level');
  await dialog.getByRole('button', { name: 'Add signer' }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
  await page.locator('[data-testid="signer"]', { hasText: name ? name.first : email }).waitFor({
    timeout: 15_000,
  });
}

async function drawSignature(page: Page) {
  const pad = page.locator('[data-testid="signature-pad"]');
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height * 0.6;
  await page.mouse.move(box.x + box.width * 0.15, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1) {
    await page.mouse.move(
      box.x + box.width * (0.15 + i * 0.055),
      y - Math.sin(i) * box.height * 0.25,
    );
  }
  await page.mouse.up();
}

/** A picture of a handwritten signature, as a person would upload a scan: ink strokes on white. */
async function signaturePicture(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="240">
    <rect width="600" height="240" fill="white"/>
    <path d="M40 170 C 90 40, 140 220, 190 110 S 290 40, 330 160 S 430 200, 470 90 L 560 120"
      fill="none" stroke="#1a237e" stroke-width="9" stroke-linecap="round"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The fields of every signer of the request (the contract's placements), read as the sender. */
async function placedFields(base: string, email: string, requestId: string): Promise<Field[]> {
  const token = await apiLogIn(base, { email });
  const answer = await fetch(`${base}/v3/signature-requests/${requestId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const request = (await answer.json()) as { signatures: { documentSignatures: Field[] }[] };
  return request.signatures.flatMap((s) => s.documentSignatures);
}

export async function placementJourney(browser: Browser, appDir: string): Promise<void> {
  let server;
  try {
    server = await step('the reference server starts', () => startReferenceServer(appDir));
  } catch {
    return;
  }
  const base = server.url;
  const stamp = Date.now();
  const anna = `anna.sender+${stamp}@example.org`;
  const beat = `beat.signer+${stamp}@example.org`;
  const chiara = `chiara.direct+${stamp}@example.org`;
  const sender = await newPage(browser);
  const signer = await newPage(browser);
  const direct = await newPage(browser);
  try {
    await step('sender and signer have confirmed accounts', async () => {
      // Accepted with the sign-up, the terms are accepted again if the app asks.
      await signUpConfirmAndLogIn(sender.page, base, { first: 'Anna', email: anna }, ACCEPT);
      await signUpConfirmAndLogIn(signer.page, base, { first: 'Beat', email: beat }, ACCEPT);
    });
    const page = sender.page;
    const original = Buffer.from(await threePagePdf('Placement contract'));
    await step('upload a 3-page PDF and create a draft', async () => {
      await page.goto(`${base}/upload`);
      await settle(page);
      await page.locator('[data-testid="file-input"]').setInputFiles({
        name: 'placement-contract.pdf',
        mimeType: 'application/pdf',
        buffer: original,
      });
      await page
        .locator('[data-testid="upload-status"]', { hasText: 'Uploaded' })
        .waitFor({ timeout: 30_000 });
      await page.locator('[data-testid="create-request"]').click();
      await page.waitForURL((url) => url.pathname.startsWith('/view/'), { timeout: 15_000 });
    });

    await step('two fields for Beat on pages 1 and 2, dragged and resized', async () => {
      await addFieldOn(page, 1, 0.3, 0.85);
      // A wide, low field (any shape; the stamp is fitted into it).
      await dragAndResize(page, 1, 80, -30, 40, -50);
      await addFieldOn(page, 2, 0.3, 0.85);
      await dragAndResize(page, 2, 120, 0, 30);
      await screenshot(page, 'signing-a-01-fields-beat');
      await addSigner(page, beat);
    });

    await step('two fields for Chiara on pages 2 and 3, dragged and resized', async () => {
      await addFieldOn(page, 2, 0.3, 0.35);
      await dragAndResize(page, 2, 40, 20, 20);
      await addFieldOn(page, 3, 0.3, 0.6);
      await dragAndResize(page, 3, 60, 40, 30);
      await screenshot(page, 'signing-a-02-fields-chiara');
      await addSigner(
        page,
        chiara,
        { first: 'Chiara', last: 'Direct' },
        'advanced under Swiss law (ZertES)',
        '+41 79 555 12 67',
      );
      await screenshot(page, 'signing-a-03-signers');
    });

    const requestId = await step('send: no editable box is left', async () => {
      await page.getByRole('button', { name: 'Send for signing' }).click();
      await page
        .locator('[data-testid="request-status"][data-status="OPEN"]')
        .waitFor({ timeout: 15_000 });
      const stray = await page.locator('[data-editable="true"]').count();
      if (stray !== 0) throw new Error(`${stray} editable boxes after sending`);
      await screenshot(page, 'signing-a-04-sent');
      return new URL(page.url()).pathname.split('/').pop()!;
    });

    await step('Beat opens the request from the dashboard and sees its pages', async () => {
      const p = signer.page;
      await p.goto(`${base}/dashboard`);
      await settle(p);
      await p.getByRole('link', { name: 'placement-contract' }).first().click();
      await p.waitForURL((url) => url.pathname === `/view/${requestId}`, { timeout: 15_000 });
      await p
        .locator('[data-testid="document-page"][data-page="1"] img')
        .waitFor({ timeout: 30_000 });
      await screenshot(p, 'signing-a-05-beat-view');
    });

    await step('Beat reviews, draws a signature and signs', async () => {
      const p = signer.page;
      await p.locator('[data-testid="sign"]').click();
      const review = p.getByRole('dialog', { name: 'Review and sign' });
      await review.waitFor({ timeout: 15_000 });
      // His fields, visited in order.
      await review.getByText('Field 1 of 2').waitFor({ timeout: 10_000 });
      await review.getByText(/, page 1$/).waitFor();
      await review.getByRole('button', { name: 'Next field' }).click();
      await review.getByText('Field 2 of 2').waitFor({ timeout: 10_000 });
      await review.getByText(/, page 2$/).waitFor();
      await review.getByRole('tab', { name: 'Draw' }).click();
      await drawSignature(p);
      await review.getByText(/^I have read the document and sign it with a/).click();
      await screenshot(p, 'signing-a-06-beat-review');
      await review.getByRole('button', { name: 'Sign document' }).click();
      await p.getByText('Document signed').waitFor({ timeout: 60_000 });
      await screenshot(p, 'signing-a-07-beat-signed');
      await p.getByRole('button', { name: 'Continue' }).click();
    });

    await step('Chiara signs by the mailed link with the TAN from the mailbox', async () => {
      const mail = await latestMail(base, chiara);
      const link = linkIn(mail, '/direct-sign/');
      if (!link) throw new Error(`no direct link in "${mail.subject}"`);
      const p = direct.page;
      await p.goto(link);
      await settle(p);
      await p.getByRole('button', { name: 'Sign', exact: true }).click();
      // The first click opens the signing step: no TAN, no signature yet.
      const review = p.getByRole('dialog', { name: 'Review and sign' });
      await review.waitFor({ timeout: 15_000 });
      if (await p.getByRole('dialog', { name: 'Enter confirmation code' }).isVisible()) {
        throw new Error('the first click on "Sign" went straight to signing');
      }
      await review.getByText('Field 1 of 2').waitFor({ timeout: 10_000 });
      await review.getByRole('button', { name: 'Next field' }).click();
      await review.getByText('Field 2 of 2').waitFor({ timeout: 10_000 });
      await review.getByRole('tab', { name: 'Upload' }).click();
      await review.getByLabel('Picture of your signature').setInputFiles({
        name: 'signature.png',
        mimeType: 'image/png',
        buffer: await signaturePicture(),
      });
      await review.getByRole('img', { name: 'Your signature from signature.png' }).waitFor();
      await review
        .getByText(
          'I have read the document and sign it with an advanced electronic signature (AES) under ZertES (Switzerland).',
        )
        .click();
      await screenshot(p, 'signing-a-08a-chiara-review');
      await review.getByRole('button', { name: 'Sign document' }).click();
      const tan = p.getByRole('dialog', { name: 'Enter confirmation code' });
      // An advanced signature by direct link is confirmed with a TAN (docs/product.md#calls-auth-user).
      await tan.waitFor({ timeout: 30_000 });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const sms = await latestMail(base, chiara);
      const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
      if (!code) throw new Error('no TAN in the mailbox');
      await tan.getByLabel('Confirmation code').fill(code);
      await screenshot(p, 'signing-a-08-tan');
      await tan.getByRole('button', { name: 'Sign' }).click();
      await p.getByText('Document signed').waitFor({ timeout: 60_000 });
      await screenshot(p, 'signing-a-09-chiara-signed');
    });

    const file = await step('the request is SIGNED; the signed PDF downloads', async () => {
      await page.reload();
      await page
        .locator('[data-testid="request-status"][data-status="SIGNED"]')
        .waitFor({ timeout: 60_000 });
      await page.locator('[data-testid="download-signed"]').waitFor({ timeout: 15_000 });
      for (const n of [1, 2, 3]) {
        await page
          .locator(`[data-testid="document-page"][data-page="${n}"]`)
          .scrollIntoViewIfNeeded();
      }
      await screenshot(page, 'signing-a-10-completed');
      const download = page.waitForEvent('download', { timeout: 30_000 });
      await page.locator('[data-testid="download-signed"]').click();
      const saved = path.join(mkdtempSync(path.join(tmpdir(), 'signing-a-')), 'signed.pdf');
      await (await download).saveAs(saved);
      return saved;
    });

    await step('pdfsig: every signature is valid (at least one per signer)', async () => {
      const report = await pdfsig(file);
      writeFileSync(path.join(path.dirname(file), 'pdfsig.txt'), report.output);
      if (report.signatures < 2 || report.valid !== report.signatures) {
        throw new Error(`pdfsig: ${report.output.replace(/\s+/g, ' ').slice(0, 400)}`);
      }
    });

    await step('page images: the stamps where they were placed, nothing else changed', async () => {
      const dir = path.dirname(file);
      writeFileSync(path.join(dir, 'original.pdf'), original);
      const fields = await placedFields(base, anna, requestId);
      if (fields.length !== 4) throw new Error(`${fields.length} fields instead of 4`);
      const results = await comparePages(dir, path.join(dir, 'original.pdf'), file, 3, fields);
      writeFileSync(path.join(dir, 'page-images.json'), JSON.stringify(results, null, 2));
      assertStampsOnly(results);
    });
  } catch {
    check('signing (a): errors in the pages', false, errors.join(' | ').slice(0, 1500));
    await screenshot(sender.page, 'signing-a-failed-sender').catch(() => undefined);
    await screenshot(signer.page, 'signing-a-failed-signer').catch(() => undefined);
    await screenshot(direct.page, 'signing-a-failed-direct').catch(() => undefined);
  } finally {
    await Promise.all([sender, signer, direct].map(({ context }) => context.close()));
    await stopReferenceServer(server);
  }
}
