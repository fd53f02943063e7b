// a user identifies through the sandbox provider in the browser — eidas
// video, then zertes automatic identification after the zertes personal-details step — and signs
// at qes under the chosen legislation (zertes) with the step-up one-time code from the mailbox;
// pdfsig shows the signature valid and the signer certificate carries the qualified policy. Then
// every other identification screen is checked (heading, axe, 390 px, no 404), and a direct-link
// signer goes from the signing page to the direct identification screens; one invited by a pro
// business (which pays its invitations' identifications) identifies with zertes auto and signs
// at qes with the direct step-up. Against the real server (`npm start`'s way), acting by visible
// labels. The covering plans, the second account and the requests are set up through the API.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SANDBOX_TRUST_SERVICE_PASSWORD } from '../../server/src/providers/trust-service.ts';
import { LEGISLATION_POLICY, QUALITY_POLICY } from '../../server/src/pades/oids.ts';
import { apiAccount, apiLogIn, PASSWORD, signUpConfirmAndLogIn } from '../lib/accounts.ts';
import { settle } from '../lib/browser.ts';
import { screenshot } from '../lib/flows.ts';
import { check } from '../lib/report.ts';
import { latestMail, linkIn } from '../journey/mailbox.ts';
import { pdfsig } from '../journey/pdfsig.ts';
import { startReferenceServer, stopReferenceServer } from '../journey/reference-server.ts';
import { coveringBusiness, directRequest, download, qualifiedRequest } from './api.ts';
import { signerCertificates } from './certificates.ts';
import { checkScreen } from './screens.ts';

const MOBILE = '+41 79 555 12 67';
const errors: string[] = [];
/** Answers of the API that were 404, with the page they came from. */
const notFound: string[] = [];

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    const value = await run();
    check(`identification (b): ${name}`, true);
    return value;
  } catch (error) {
    check(`identification (b): ${name}`, false, (error as Error).message.split('\n')[0]);
    throw error;
  }
}

async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
    // axe-core is injected as a script, which the server's Content-Security-Policy rightly refuses.
    bypassCSP: true,
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A 404 shows up as a console error of the failed load too: counted below, by address.
    if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    // Every call counts, the shell's too: its membership probe answers 204 for a person of no
    // business, so a fresh user's pages make no call that answers 404.
    if (response.status() === 404 && /^\/(v\d|api)\//.test(url.pathname)) {
      notFound.push(`${url.pathname} on ${new URL(page.url()).pathname}`);
    }
  });
  return { context, page };
}

/** On the SANDBOX provider page: start, then succeed, as the provider's agent would. */
async function passAtProvider(page: Page, shot: string) {
  await page.getByRole('heading', { name: /^Identification \(/ }).waitFor({ timeout: 15_000 });
  await screenshot(page, `${shot}-provider`);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.locator('#status', { hasText: 'inprogress' }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Succeed' }).click();
  await page.getByText('The identification succeeded').waitFor({ timeout: 15_000 });
  await screenshot(page, `${shot}-provider-done`);
}

export async function identificationJourney(browser: Browser, appDir: string): Promise<void> {
  let server;
  try {
    server = await step('the reference server starts', () => startReferenceServer(appDir));
  } catch {
    return;
  }
  const base = server.url;
  const email = `ida.ident+${Date.now()}@example.org`;
  const { context, page } = await newPage(browser);
  errors.length = 0;
  notFound.length = 0;
  try {
    await step('a fresh user: the signature standards make no call answering 404', async () => {
      await signUpConfirmAndLogIn(
        page,
        base,
        { first: 'Ida', last: 'Ident', email },
        { terms: 'accept' },
      );
      notFound.length = 0;
      await page.goto(`${base}/profile/signature-standards`);
      await settle(page);
      await page.getByRole('heading', { name: 'Signature standards' }).waitFor();
      const eidas = page.getByTestId('quality-qes-eidas');
      // Not covered yet: ID Austria and an external certificate are explained, nothing to click.
      await eidas.getByText(/^ID Austria:/).waitFor();
      if ((await eidas.getByRole('link').count()) > 0) {
        throw new Error('a method that is not offered online looks clickable');
      }
      await screenshot(page, 'identification-b-01-fresh');
      if (notFound.length > 0) throw new Error(`404 answers: ${notFound.join(', ')}`);
    });

    const token = await apiLogIn(base, { email });
    await step('her business plan pays identifications: video is offered', async () => {
      await coveringBusiness(base, token);
      await page.goto(`${base}/profile/signature-standards`);
      await settle(page);
      await page
        .getByTestId('quality-qes-eidas')
        .getByText('Your business pays for the identification. Choose a method:')
        .waitFor({ timeout: 15_000 });
      await screenshot(page, 'identification-b-02-covered');
    });

    await step('eidas video: start in the app, pass at the sandbox provider', async () => {
      await page
        .getByTestId('quality-qes-eidas')
        .getByRole('link', { name: 'Video identification' })
        .click();
      await page.getByRole('heading', { name: 'Video identification (eIDAS)' }).waitFor();
      await screenshot(page, 'identification-b-03-eidas-video');
      await page.getByRole('button', { name: 'Start identification' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/sandbox/identification/'), {
        timeout: 15_000,
      });
      await passAtProvider(page, 'identification-b-04-eidas');
    });

    await step('back in the app: identified, qualified under eIDAS', async () => {
      await page.goto(`${base}/profile/signature-standards/eidas/video`);
      await settle(page);
      await page
        .getByText('You are identified: you can sign with a qualified signature under EU (eIDAS).')
        .waitFor({ timeout: 15_000 });
      await page.getByText('Identified: activating qualified signature').waitFor();
      await screenshot(page, 'identification-b-05-eidas-done');
    });

    await step('zertes: the personal-details step saves names and mobile', async () => {
      await page.goto(`${base}/profile/signature-standards/zertes`);
      await settle(page);
      await page.getByRole('heading', { name: 'Identification (ZertES)' }).waitFor();
      await screenshot(page, 'identification-b-06-zertes-methods');
      await page.getByRole('link', { name: 'Check personal details' }).click();
      await page.getByRole('heading', { name: 'Personal details' }).waitFor();
      await page.getByLabel('Mobile number').fill('not a number');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.getByText('Invalid format').waitFor();
      await screenshot(page, 'identification-b-07-details-invalid');
      await page.getByLabel('Mobile number').fill(MOBILE);
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.waitForURL((url) => url.pathname === '/profile/signature-standards/zertes', {
        timeout: 15_000,
      });
    });

    await step('zertes automatic identification: start, pass at the sandbox provider', async () => {
      await page.getByTestId('method-auto').getByRole('link', { name: 'Choose' }).click();
      await page.getByRole('heading', { name: 'Automatic identification (ZertES)' }).waitFor();
      await screenshot(page, 'identification-b-08-zertes-auto');
      await page.getByRole('button', { name: 'Start identification' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/sandbox/identification/'), {
        timeout: 15_000,
      });
      await passAtProvider(page, 'identification-b-09-zertes');
      await page.goto(`${base}/profile/signature-standards/update`);
      await settle(page);
      await page.getByTestId('highest-quality').filter({ hasText: 'Qualified (QES)' }).waitFor();
      await page
        .getByTestId('result-zertes')
        .getByText(
          'You are identified: you can sign with a qualified signature under Switzerland (ZertES).',
        )
        .waitFor({ timeout: 15_000 });
      await screenshot(page, 'identification-b-10-standards-updated');
      if (notFound.length > 0) throw new Error(`404 answers: ${notFound.join(', ')}`);
    });

    const { requestId, documentId } = await qualifiedRequest(base, token, email, 'zertes');
    await step('signs at qes under ZertES with the one-time code from the mailbox', async () => {
      await page.goto(`${base}/view/${requestId}`);
      await settle(page);
      await page.locator('[data-testid="sign"]').click();
      const review = page.getByRole('dialog', { name: 'Review and sign' });
      await review.waitFor({ timeout: 15_000 });
      await review.getByText('QES', { exact: true }).first().waitFor();
      const type = review.getByText('Type', { exact: true });
      if (await type.count()) await type.click();
      await review.getByText(/^I have read the document and sign it with a/).click();
      await screenshot(page, 'identification-b-11-review-qes');
      await review.getByRole('button', { name: /^Sign/ }).last().click();
      const stepUp = page.getByRole('dialog', { name: 'Confirm your qualified signature' });
      await stepUp.waitFor({ timeout: 30_000 });
      const sms = await latestMail(base, email);
      const code = /\b(\d{6})\b/.exec(sms.subject.startsWith('[SANDBOX SMS') ? sms.text : '')?.[1];
      if (!code) throw new Error(`no one-time code in the newest mail (${sms.subject})`);
      await stepUp.getByLabel('Password').fill(PASSWORD);
      await stepUp.getByLabel('One-time code').fill(code);
      await screenshot(page, 'identification-b-12-step-up');
      await stepUp.getByRole('button', { name: 'Confirm and sign' }).click();
      await page.getByText('Document signed').waitFor({ timeout: 60_000 });
      await screenshot(page, 'identification-b-13-signed');
    });

    await step(
      'pdfsig: the signature is valid; its certificate has the qualified ZertES policy',
      async () => {
        const folder = mkdtempSync(path.join(tmpdir(), 'identification-journey-'));
        const file = path.join(folder, 'qualified-mandate-signed.pdf');
        writeFileSync(file, await download(base, token, documentId));
        const report = await pdfsig(file);
        if (report.signatures < 1 || report.valid !== report.signatures) {
          throw new Error(
            `pdfsig: ${report.valid} of ${report.signatures} valid\n${report.output}`,
          );
        }
        const certificates = (await signerCertificates(file)).join('\n');
        for (const needed of [
          QUALITY_POLICY.qes,
          LEGISLATION_POLICY.zertes,
          'Qualified electronic signature (qes)',
        ]) {
          if (!certificates.includes(needed)) throw new Error(`no "${needed}" in the certificate`);
        }
      },
    );
    await step('the other standards screens: heading, axe, 390 px, no 404', async () => {
      const standards = `${base}/profile/signature-standards`;
      await checkScreen(
        page,
        standards,
        'Signature standards',
        'identification-b-20-standards',
        notFound,
      );
      await checkScreen(
        page,
        `${standards}/legislation`,
        'Legislation',
        'identification-b-21-legislation',
        notFound,
      );
      await checkScreen(
        page,
        `${standards}/mobile-id`,
        'Mobile ID',
        'identification-b-22-mobile-id',
        notFound,
      );
      await page.getByTestId('mobile-current').filter({ hasText: MOBILE }).waitFor();
      await checkScreen(
        page,
        `${standards}/id-austria-success`,
        'ID Austria connected',
        'identification-b-23-id-austria',
        notFound,
      );
      await checkScreen(
        page,
        `${standards}/eidas/self`,
        'Self-identification (eIDAS)',
        'identification-b-24-eidas-self',
        notFound,
      );
    });

    await step('a direct signer: the identification screens under the link, no 404', async () => {
      const signer = `chiara.direct+${Date.now()}@example.org`;
      await directRequest(base, token, signer);
      const link = linkIn(await latestMail(base, signer), '/direct-sign/');
      if (!link) throw new Error('no direct link in the invitation');
      const direct = await context.newPage();
      direct.on('response', (response) => {
        const url = new URL(response.url());
        if (response.status() === 404 && /^\/(v\d|api)\//.test(url.pathname)) {
          notFound.push(`${url.pathname} on ${new URL(direct.url()).pathname}`);
        }
      });
      await direct.goto(link);
      await settle(direct);
      // The request asks for QES under ZertES, which the signer lacks: the page leads on.
      const notice = direct.getByTestId('direct-identification-needed');
      await notice
        .getByText('This request asks for a qualified signature under Switzerland (ZertES).', {
          exact: false,
        })
        .waitFor({ timeout: 15_000 });
      await screenshot(direct, 'identification-b-29-direct-notice');
      await notice.getByRole('link', { name: 'Identify now' }).click();
      await direct.waitForURL((url) => url.pathname === '/direct-sign/identification/zertes', {
        timeout: 15_000,
      });
      const ident = `${base}/direct-sign/identification`;
      await checkScreen(
        direct,
        `${ident}/zertes`,
        'Identification (ZertES)',
        'identification-b-30-direct-zertes',
        notFound,
      );
      // The sender's team plan pays its members' identifications, not its invitations'.
      await direct.getByTestId('method-auto').getByText('Not offered for your account').waitFor();
      await checkScreen(
        direct,
        `${ident}/zertes/personal-details`,
        'Personal details',
        'identification-b-31-direct-details',
        notFound,
      );
      await direct.getByLabel('Mobile number').fill('+41 79 555 12 68');
      await direct.getByRole('button', { name: 'Save and continue' }).click();
      await direct.waitForURL((url) => url.pathname === '/direct-sign/identification/zertes', {
        timeout: 15_000,
      });
      await checkScreen(
        direct,
        `${ident}/eidas/video`,
        'Video identification (eIDAS)',
        'identification-b-32-direct-eidas-video',
        notFound,
      );
      await direct.getByTestId('method-not-offered').waitFor();
      await direct.getByRole('link', { name: 'Back to the document' }).click();
      await direct.waitForURL((url) => /^\/direct-sign\/[^/]+\/[^/]+$/.test(url.pathname), {
        timeout: 15_000,
      });
      await checkScreen(
        direct,
        `${ident}/id-austria-success`,
        'ID Austria connected',
        'identification-b-33-direct-id-austria',
        notFound,
      );
      await direct.close();
    });
    await step(
      'a direct signer of a pro business identifies (zertes auto) and signs at qes',
      async () => {
        const proEmail = `paul.pro+${Date.now()}@example.org`;
        const proToken = await apiAccount(
          base,
          { first: 'Paul', last: 'Pro', email: proEmail },
          { mobile: '', avatar: 'f2', lang: 'en' },
        );
        await coveringBusiness(base, proToken, 'pro_v3');
        const signer = `lea.direct+${Date.now()}@example.org`;
        const { documentId } = await directRequest(base, proToken, signer);
        const link = linkIn(await latestMail(base, signer), '/direct-sign/');
        if (!link) throw new Error('no direct link in the invitation');
        const direct = await context.newPage();
        await direct.goto(link);
        await settle(direct);
        await direct
          .getByTestId('direct-identification-needed')
          .getByRole('link', { name: 'Identify now' })
          .click();
        await direct.getByRole('heading', { name: 'Identification (ZertES)' }).waitFor();
        await direct.getByTestId('method-auto').getByRole('link', { name: 'Choose' }).click();
        await direct.getByRole('heading', { name: 'Automatic identification (ZertES)' }).waitFor();
        await screenshot(direct, 'identification-b-40-direct-auto');
        await direct.getByRole('button', { name: 'Start identification' }).click();
        await direct.waitForURL((url) => url.pathname.startsWith('/sandbox/identification/'), {
          timeout: 15_000,
        });
        await passAtProvider(direct, 'identification-b-41-direct');
        await direct.goto(link);
        await settle(direct);
        if (await direct.getByTestId('direct-identification-needed').isVisible()) {
          throw new Error('the identification notice stays after the identification');
        }
        await direct.getByRole('button', { name: 'Sign', exact: true }).click();
        // The signing step first: the qualified level is hers now; consent, sign.
        const review = direct.getByRole('dialog', { name: 'Review and sign' });
        await review.waitFor({ timeout: 15_000 });
        await review
          .getByText(/^I have read the document and sign it with a qualified electronic signature/)
          .click();
        await screenshot(direct, 'identification-b-41a-direct-review');
        await review.getByRole('button', { name: 'Sign document' }).click();
        const tan = direct.getByRole('dialog', { name: 'Enter confirmation code' });
        const stepUp = direct.getByRole('dialog', { name: 'Confirm your qualified signature' });
        const first = await Promise.race([
          tan.waitFor({ timeout: 30_000 }).then(() => 'tan'),
          stepUp.waitFor({ timeout: 30_000 }).then(() => 'step-up'),
        ]);
        if (first === 'tan') {
          await new Promise((resolve) => setTimeout(resolve, 1000));
          const code = /\b(\d{6})\b/.exec((await latestMail(base, signer)).text)?.[1];
          if (!code) throw new Error('no TAN in the mailbox');
          await tan.getByLabel('Confirmation code').fill(code);
          await tan.getByRole('button', { name: 'Sign' }).click();
          await stepUp.waitFor({ timeout: 30_000 });
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const sms = await latestMail(base, signer);
        const otp = /\b(\d{6})\b/.exec(sms.subject.startsWith('[SANDBOX SMS') ? sms.text : '')?.[1];
        if (!otp) throw new Error(`no one-time code in the newest mail (${sms.subject})`);
        // The sandbox trust service's password of direct signers (named in the sandbox SMS).
        await stepUp.getByLabel('Password').fill(SANDBOX_TRUST_SERVICE_PASSWORD);
        await stepUp.getByLabel('One-time code').fill(otp);
        await screenshot(direct, 'identification-b-42-direct-step-up');
        await stepUp.getByRole('button', { name: 'Confirm and sign' }).click();
        await direct.getByText('Document signed').waitFor({ timeout: 60_000 });
        await screenshot(direct, 'identification-b-43-direct-signed');
        await direct.close();

        const folder = mkdtempSync(path.join(tmpdir(), 'identification-journey-'));
        const file = path.join(folder, 'direct-qualified-signed.pdf');
        writeFileSync(file, await download(base, proToken, documentId));
        const report = await pdfsig(file);
        if (report.signatures < 1 || report.valid !== report.signatures) {
          throw new Error(
            `pdfsig: ${report.valid} of ${report.signatures} valid\n${report.output}`,
          );
        }
        const certificates = (await signerCertificates(file)).join('\n');
        if (
          !certificates.includes(QUALITY_POLICY.qes) ||
          !certificates.includes(LEGISLATION_POLICY.zertes)
        ) {
          throw new Error("the direct signer's certificate lacks the qualified ZertES policies");
        }
      },
    );
  } catch {
    check('identification (b): errors in the page', false, errors.join(' | ').slice(0, 1500));
    await screenshot(page, 'identification-b-failed').catch(() => undefined);
  } finally {
    await context.close();
    await stopReferenceServer(server);
  }
}
