// What a sender does with a document, by what the screen shows: upload a PDF, place a signature
// field on a page, add a signer, send. And the two-page PDF the stories send, made in the test.
import { PDFDocument, StandardFonts, rgb } from '@cantoo/pdf-lib';
import type { Page } from 'playwright-core';
import type { Person } from './people.ts';
import { pattern } from './texts.ts';

export async function twoPagePdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 2; n += 1) {
    const page = pdf.addPage([595, 842]);
    page.drawText(title, { x: 56, y: 770, size: 22, font, color: rgb(0.1, 0.2, 0.5) });
    page.drawText(`Page ${n} of 2`, { x: 56, y: 740, size: 14, font });
    const clauses = n === 1 ? 18 : 8;
    for (let line = 0; line < clauses; line += 1) {
      page.drawText(`Clause ${n}.${line + 1}: the parties agree to the terms set out here.`, {
        x: 56,
        y: 700 - line * 22,
        size: 11,
        font,
        color: rgb(0.25, 0.25, 0.25),
      });
    }
    if (n === 2) page.drawText('Signature', { x: 56, y: 330, size: 11, font });
  }
  return Buffer.from(await pdf.save());
}

/** Uploads `file` on /upload (the file chooser of "Choose PDF files"), titles it, opens the draft. */
export async function uploadDraft(p: Person, fileName: string, title: string) {
  const { page, t } = p;
  await page.getByRole('navigation', { name: t('navigation:main') }).waitFor();
  await page
    .getByRole('navigation', { name: t('navigation:main') })
    .getByRole('link', { name: t('navigation:sections.upload'), exact: true })
    .click();
  await page.waitForURL((url) => url.pathname === '/upload', { timeout: 15_000 });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: t('documents:upload.choose') }).click();
  await (
    await chooser
  ).setFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: await twoPagePdf(title),
  });
  await page.getByText(t('documents:upload.status.done'), { exact: true }).waitFor({
    timeout: 30_000,
  });
  await page.getByLabel(t('documents:create.title')).fill(title);
  await page.getByRole('button', { name: t('documents:create.submit', { count: 1 }) }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/view/'), { timeout: 15_000 });
  await page.getByRole('heading', { name: title, level: 1 }).waitFor({ timeout: 15_000 });
}

/** The picture of page `n` of a document of `count` pages, scrolled into view and loaded. */
export async function pageImage(page: Page, t: Person['t'], n: number, count: number) {
  const label = t('documents:viewer.page', { page: n, count });
  // Pages load when they come into view.
  await page.getByRole('group', { name: label }).scrollIntoViewIfNeeded();
  const image = page.getByRole('img', { name: label, exact: true });
  await image.waitFor({ timeout: 30_000 });
  await image.scrollIntoViewIfNeeded();
  return image;
}

/** Clicks page `n` low on its left: the editor places a field for the next signer there. */
export async function placeField(p: Person, n: number, count: number) {
  const image = await pageImage(p.page, p.t, n, count);
  const box = await image.boundingBox();
  if (!box) throw new Error(`page ${n} is not on screen`);
  await image.click({ position: { x: box.width * 0.3, y: box.height * 0.7 } });
  await p.page
    .getByRole('button', { name: pattern(p.t('documents:viewer.field', { page: n })) })
    .waitFor({ timeout: 10_000 });
}

/** "Add signer" with an e-mail (and a name for someone without an account). */
export async function addSigner(
  p: Person,
  signer: { email: string; first?: string; last?: string },
): Promise<void> {
  const { page, t } = p;
  await page
    .getByRole('button', { name: t('requests:signers.add') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: t('dialogs-document:add-signer.title') });
  await dialog.waitFor({ timeout: 10_000 });
  await dialog.getByLabel(t('dialogs-document:add-signer.email')).fill(signer.email);
  if (signer.first)
    await dialog.getByLabel(t('dialogs-document:add-signer.firstName')).fill(signer.first);
  if (signer.last)
    await dialog.getByLabel(t('dialogs-document:add-signer.lastName')).fill(signer.last);
  await dialog.getByRole('button', { name: t('dialogs-document:add-signer.confirm') }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
  await page.getByRole('heading', { name: t('requests:signers.heading', { count: 1 }) }).waitFor();
}

/** Sends the draft: the request is open and the app says the signers were invited. */
export async function send(p: Person): Promise<string> {
  const { page, t } = p;
  await page.getByRole('button', { name: t('requests:actions.send') }).click();
  await page.getByText(t('requests:actions.sent')).waitFor({ timeout: 15_000 });
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}
