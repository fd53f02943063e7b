// The one signing step in a real browser against the real reference server, acting by
// visible labels: an invited direct-link signer (Chiara, in Italian, on a phone) clicks "Sign"
// and nothing is signed — the signing step opens, its fields are visited in order, the typed name
// is the signature, consent is given, then it signs; an account holder (Beat) on /view/{id} gets
// the same step, draws his signature and signs, and the drawing is kept as his default visual
// signature; a mail link sent to Beat's own address, opened while he is logged in, lands on
// /view/{id} and signs with that kept signature. Screenshots at 1280 and 390 px
// (e2e/screenshots/one-step-*.png); no sideways scroll, no serious axe violation.
import type { Browser, Page } from 'playwright-core';
import { apiAccount, apiLogIn, logInAs } from '../lib/accounts.ts';
import { settle } from '../lib/browser.ts';
import path from 'node:path';
import { screenshot, SCREENSHOTS } from '../lib/flows.ts';
import { check } from '../lib/report.ts';
import { latestMail, linkIn } from '../journey/mailbox.ts';
import { startReferenceServer, stopReferenceServer } from '../journey/reference-server.ts';
import { threePagePdf } from '../journey/three-page-pdf.ts';
import { layoutChecks } from '../workflow/workflow-journey.ts';
import { errors } from './placement-journey.ts';

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    const value = await run();
    check(`one signing step: ${name}`, true);
    return value;
  } catch (error) {
    check(`one signing step: ${name}`, false, (error as Error).message.split('\n')[0]);
    throw error;
  }
}

type Json = Record<string, unknown>;

async function api(base: string, token: string, method: string, path: string, body?: unknown) {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${text}`);
  return JSON.parse(text) as Json;
}

const field = (documentId: string, page: number, y: number) => ({
  document_id: documentId,
  page,
  x: 56,
  y,
  width: 300,
  height: 140,
});

/** A sent request of `token`'s account on a new 3-page document, with these signers. */
async function sentRequest(
  base: string,
  token: string,
  title: string,
  signers: (documentId: string) => Json[],
): Promise<string> {
  const pdf = Buffer.from(await threePagePdf(title)).toString('base64');
  const document = await api(base, token, 'POST', '/v3/documents', {
    name: `${title.toLowerCase().replace(/\W+/g, '-')}.pdf`,
    content: pdf,
    title,
  });
  const request = await api(base, token, 'POST', '/v3/signature-requests', {
    title,
    documents: [document.id],
    message: 'Please sign.',
    signatures: signers(document.id as string),
  });
  await api(base, token, 'POST', `/v3/signature-requests/${request.id}/initiate`);
  return request.id as string;
}

/** The status of the signature of `email` in the request, as its sender reads it. */
async function signatureStatus(base: string, token: string, requestId: string, email: string) {
  const request = await api(base, token, 'GET', `/v3/signature-requests/${requestId}`);
  const signatures = request.signatures as {
    status: string;
    accountEmail?: string | null;
    signerIdentityData?: { emailAddress: string } | null;
  }[];
  const own = signatures.find(
    (s) => (s.accountEmail ?? s.signerIdentityData?.emailAddress)?.toLowerCase() === email,
  );
  return own?.status;
}

async function drawOn(page: Page) {
  const pad = page.locator('[data-testid="signature-pad"]');
  await pad.scrollIntoViewIfNeeded();
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

/**
 * A browser page in `locale`; bypassCSP: axe-core is added to the page as an inline script, which
 * the server's CSP refuses.
 */
async function browserPage(browser: Browser, locale: string, width: number, height: number) {
  const context = await browser.newContext({
    viewport: { width, height },
    locale,
    bypassCSP: true,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page };
}

/**
 * The step as the person sees it (the window, which the dialog fills), then the checks of the
 * whole page: no serious axe violation, no sideways scroll.
 */
async function stepChecks(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
  await layoutChecks(page, `${name}-full`);
}

/** The step's pages have drawn the visited field (its page image loaded). */
async function fieldShown(page: Page) {
  const current = page.locator('[data-testid="page-marker"][data-current="true"]');
  await current.waitFor({ timeout: 15_000 });
  await page
    .locator('[data-testid="step-pages"] [data-testid="document-page-image"]')
    .first()
    .waitFor({ timeout: 30_000 });
  // The smooth scroll to the field has ended.
  await page.waitForTimeout(700);
}

export async function oneStepJourney(browser: Browser, appDir: string): Promise<void> {
  let server;
  try {
    server = await step('the reference server starts', () => startReferenceServer(appDir));
  } catch {
    return;
  }
  const base = server.url;
  const stamp = Date.now();
  const anna = `anna.sends+${stamp}@example.org`;
  const beat = `beat.signs+${stamp}@example.org`;
  const chiara = `chiara.direct+${stamp}@example.org`;
  const signer = await browserPage(browser, 'en-GB', 1280, 900);
  // Chiara's browser speaks Italian, which the direct-sign screens take (docs/product.md#validation-language).
  const direct = await browserPage(browser, 'it-IT', 390, 844);
  try {
    const [annaToken] = await step('two accounts (sender and signer)', () =>
      Promise.all([
        apiAccount(base, { first: 'Anna', email: anna }),
        apiAccount(base, { first: 'Beat', email: beat }),
      ]),
    );
    const requestId = await step('Anna sends a request to Beat (account) and Chiara (link)', () =>
      sentRequest(base, annaToken, 'Service agreement', (d) => [
        {
          account_email: beat,
          document_signatures: [field(d, 3, 560), field(d, 1, 560)],
          quality: 'ses',
        },
        {
          signer_identity_data: {
            email_address: chiara,
            first_name: 'Chiara',
            last_name: 'Rossi',
            language: 'it',
          },
          document_signatures: [field(d, 2, 300), field(d, 3, 300)],
          quality: 'ses',
        },
      ]),
    );

    const page = direct.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await step(
      'Chiara’s first click on "Firma" opens the signing step and signs nothing',
      async () => {
        const link = linkIn(await latestMail(base, chiara), '/direct-sign/');
        if (!link) throw new Error('no direct link in the invitation');
        await page.goto(link);
        await settle(page);
        await layoutChecks(page, 'one-step-01-direct-page-390');
        await page.getByRole('button', { name: 'Firma', exact: true }).click();
        const review = page.getByRole('dialog', { name: 'Verificare e firmare' });
        await review.waitFor({ timeout: 15_000 });
        await page.waitForTimeout(1500);
        const signedAlready = await page
          .getByText('Documento firmato', { exact: true })
          .isVisible();
        const status = await signatureStatus(base, annaToken, requestId, chiara);
        if (signedAlready || status !== 'OPEN') {
          throw new Error(`the first click signed without a review (signature ${status})`);
        }
      },
    );

    await step('the step at 390 px: her fields in order, in Italian', async () => {
      const review = page.getByRole('dialog', { name: 'Verificare e firmare' });
      await review.getByText('Campo 1 di 2').waitFor({ timeout: 10_000 });
      await fieldShown(page);
      await stepChecks(page, 'one-step-02-direct-step-390');
      await review.getByRole('button', { name: 'Campo successivo' }).click();
      await review.getByText('Campo 2 di 2').waitFor({ timeout: 10_000 });
      await fieldShown(page);
      await page.screenshot({
        path: path.join(SCREENSHOTS, 'one-step-03-direct-step-field-2-390.png'),
      });
    });

    await step('she adopts her typed name, consents and signs', async () => {
      const review = page.getByRole('dialog', { name: 'Verificare e firmare' });
      const typed = review.getByLabel('Il suo nome come firma');
      if ((await typed.inputValue()) !== 'Chiara Rossi') throw new Error('the name is not there');
      const sign = review.getByRole('button', { name: 'Firma documento' });
      if (await sign.isEnabled()) throw new Error('"Firma documento" works without consent');
      await review
        .getByText(
          // A request under no law: both laws that recognise a simple signature are named.
          'Ho letto il documento e lo firmo con una firma elettronica semplice (FES) secondo FiEle (Svizzera) / eIDAS (UE).',
        )
        .click();
      await typed.scrollIntoViewIfNeeded();
      await stepChecks(page, 'one-step-04-direct-consent-390');
      await sign.click();
      await page.getByText('Documento firmato', { exact: true }).waitFor({ timeout: 60_000 });
      await screenshot(page, 'one-step-05-direct-signed-390');
      const status = await signatureStatus(base, annaToken, requestId, chiara);
      if (status !== 'SIGNED') throw new Error(`her signature is ${status}`);
    });

    await step('the same step on a direct link at 1280 px', async () => {
      const other = await sentRequest(base, annaToken, 'Second agreement', (d) => [
        {
          signer_identity_data: {
            email_address: chiara,
            first_name: 'Chiara',
            last_name: 'Rossi',
            language: 'it',
          },
          document_signatures: [field(d, 2, 400)],
          quality: 'ses',
        },
      ]);
      const link = linkIn(await latestMail(base, chiara), `/direct-sign/${other}/`);
      if (!link) throw new Error('no direct link for the second request');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(link);
      await settle(page);
      await page.getByRole('button', { name: 'Firma', exact: true }).click();
      await page.getByRole('dialog', { name: 'Verificare e firmare' }).waitFor({ timeout: 15_000 });
      await fieldShown(page);
      await stepChecks(page, 'one-step-06-direct-step-1280');
      await page.getByRole('tab', { name: 'Caricare' }).click();
      await page.screenshot({ path: path.join(SCREENSHOTS, 'one-step-07-direct-upload-1280.png') });
    });

    const p = signer.page;
    await step('Beat gets the same step on /view/{id} (1280 px)', async () => {
      await logInAs(p, base, { email: beat });
      await p.goto(`${base}/view/${requestId}`);
      await settle(p);
      await p.locator('[data-testid="sign"]').click();
      const review = p.getByRole('dialog', { name: 'Review and sign' });
      await review.waitFor({ timeout: 15_000 });
      await review.getByText('Field 1 of 2').waitFor({ timeout: 10_000 });
      await review.getByText('Service agreement, page 1').waitFor();
      await fieldShown(p);
      await stepChecks(p, 'one-step-08-view-step-1280');
      await review.getByRole('button', { name: 'Next field' }).click();
      await review.getByText('Service agreement, page 3').waitFor();
      await fieldShown(p);
      await p.screenshot({
        path: path.join(SCREENSHOTS, 'one-step-09-view-step-field-2-1280.png'),
      });
    });

    await step('the step on /view/{id} at 390 px', async () => {
      await p.setViewportSize({ width: 390, height: 844 });
      await p.waitForTimeout(500);
      await stepChecks(p, 'one-step-10-view-step-390');
      await p.setViewportSize({ width: 1280, height: 900 });
    });

    await step('Beat draws his signature, consents and signs; it is kept as his own', async () => {
      const review = p.getByRole('dialog', { name: 'Review and sign' });
      await review.getByRole('tab', { name: 'Draw' }).click();
      await drawOn(p);
      await review
        .getByText(/^I have read the document and sign it with a simple electronic signature/)
        .click();
      await p.screenshot({ path: path.join(SCREENSHOTS, 'one-step-11-view-drawn-1280.png') });
      await review.getByRole('button', { name: 'Sign document' }).click();
      await p.getByText('Document signed').waitFor({ timeout: 60_000 });
      await screenshot(p, 'one-step-12-view-signed');
      await p.getByRole('button', { name: 'Continue' }).click();
      const status = await signatureStatus(base, annaToken, requestId, beat);
      if (status !== 'SIGNED') throw new Error(`his signature is ${status}`);
      const token = await apiLogIn(base, { email: beat });
      const list = await api(base, token, 'GET', '/v1/user/visual-signatures');
      const kept = (
        list.signatures as { alias: string; default: boolean; hasCustomImage: boolean }[]
      ).find((s) => s.alias === 'My signature');
      if (!kept?.default || !kept.hasCustomImage) {
        throw new Error(`not kept as the default visual signature: ${JSON.stringify(list)}`);
      }
    });

    await step(
      'a link mailed to Beat’s own address, opened logged in, lands on /view/{id}',
      async () => {
        const own = await sentRequest(base, annaToken, 'Own address', (d) => [
          {
            signer_identity_data: { email_address: beat, first_name: 'Beat', last_name: 'Test' },
            document_signatures: [field(d, 1, 400)],
            quality: 'ses',
          },
        ]);
        const link = linkIn(await latestMail(base, beat), `/direct-sign/${own}/`);
        if (!link) throw new Error('no direct link to Beat');
        await p.goto(link);
        await p.waitForURL((url) => url.pathname === `/view/${own}`, { timeout: 15_000 });
        await settle(p);
        await screenshot(p, 'one-step-13-own-link-view');
        await p.locator('[data-testid="sign"]').click();
        const review = p.getByRole('dialog', { name: 'Review and sign' });
        await review.waitFor({ timeout: 15_000 });
        // His kept signature is offered first.
        await review.getByText('My signature (default)').waitFor({ timeout: 15_000 });
        await review.getByText(/^I have read the document and sign it with a/).click();
        await review.getByRole('button', { name: 'Sign document' }).click();
        await p.getByText('Document signed').waitFor({ timeout: 60_000 });
        const status = await signatureStatus(base, annaToken, own, beat);
        if (status !== 'SIGNED') throw new Error(`the signature is ${status}`);
      },
    );
  } catch {
    check('one signing step: errors in the pages', false, errors.join(' | ').slice(0, 1500));
    await screenshot(signer.page, 'one-step-failed-account').catch(() => undefined);
    await screenshot(direct.page, 'one-step-failed-direct').catch(() => undefined);
  } finally {
    await Promise.all([signer, direct].map(({ context }) => context.close()));
    await stopReferenceServer(server);
  }
}
