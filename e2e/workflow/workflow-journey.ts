// The workflow (signing order, observers, expiry) in a real browser against the real reference server: the sender's draft is sequential
// with an observer and an expiry (set through the API the way an integration creates it); the
// request screen shows the order, who is next, the observer and the expiry (1280 and 390 px, no
// sideways scroll, no serious axe violation); sent from the screen, only the first signer is
// invited; when the first has signed the second is invited, and when the second has signed the
// observer (who has no account) gets the completion mail with the signed PDF attached.
import type { Browser, Page } from 'playwright-core';
import { seriousViolations, scrollsSideways } from '../business/axe.ts';
import { apiAccount, logInAs } from '../lib/accounts.ts';
import { screenshot } from '../lib/flows.ts';
import { check } from '../lib/report.ts';
import { latestMail } from '../journey/mailbox.ts';
import { startReferenceServer, stopReferenceServer } from '../journey/reference-server.ts';
import { threePagePdf } from '../journey/three-page-pdf.ts';

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    const value = await run();
    check(`workflow: ${name}`, true);
    return value;
  } catch (error) {
    check(`workflow: ${name}`, false, (error as Error).message.split('\n')[0]);
    throw error;
  }
}

interface Mailbox {
  to: string;
  subject: string;
}

/** Every mail to `to` (newest first). */
export async function mailsTo(base: string, to: string): Promise<Mailbox[]> {
  const answer = await fetch(`${base}/dev/mailbox?format=json&to=${encodeURIComponent(to)}`);
  return (await answer.json()) as Mailbox[];
}

async function api(base: string, token: string, method: string, path: string, body?: unknown) {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

export async function layoutChecks(page: Page, name: string) {
  await screenshot(page, name);
  const violations = await seriousViolations(page);
  if (violations.length) throw new Error(`axe: ${violations.join('; ')}`);
  if (await scrollsSideways(page)) {
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
        // The innermost ones: what is too wide itself, not what merely holds it.
        .filter(
          (e) =>
            ![...e.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1),
        )
        .slice(0, 12)
        .map(
          (e) =>
            `${e.tagName}.${e.getAttribute('data-testid') ?? ''} ${e.textContent?.slice(0, 40)}`,
        ),
    );
    throw new Error(`the page scrolls sideways: ${wide.join(' | ')}`);
  }
}

async function run(page: Page, base: string) {
  const stamp = Date.now();
  const beat = `beat.sender+${stamp}@example.org`;
  const anna = `anna.first+${stamp}@example.org`;
  const luca = `luca.second+${stamp}@example.org`;
  const observer = `legal+${stamp}@example.org`;
  const [beatToken, annaToken, lucaToken] = await step('three accounts', () =>
    Promise.all([
      apiAccount(base, { first: 'Beat', email: beat }),
      apiAccount(base, { first: 'Anna', email: anna }),
      apiAccount(base, { first: 'Luca', email: luca }),
    ]),
  );
  const expiresAt = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString();
  const requestId = await step('a sequential draft with an observer and an expiry', async () => {
    const pdf = Buffer.from(await threePagePdf('Workflow contract'));
    const document = await api(base, beatToken, 'POST', '/v3/documents', {
      name: 'workflow-contract.pdf',
      content: pdf.toString('base64'),
    });
    const field = (y: number) => [
      { document_id: document.id, page: 1, x: 56, y, width: 300, height: 140 },
    ];
    const created = await api(base, beatToken, 'POST', '/v3/signature-requests', {
      title: 'Workflow contract',
      documents: [document.id],
      signatures: [
        { account_email: anna, document_signatures: field(100), quality: 'ses' },
        { account_email: luca, document_signatures: field(400), quality: 'ses' },
      ],
      workflow: {
        signingOrder: 'sequential',
        observers: [{ email: observer, name: 'Legal' }],
        expiresAt,
        reminderIntervalDays: 3,
      },
    });
    return created.id as string;
  });

  await step('the draft shows the order, the observer and the expiry (1280 px)', async () => {
    await logInAs(page, base, { email: beat });
    await page.goto(`${base}/view/${requestId}`);
    await page.locator('[data-testid="request-workflow"]').waitFor({ timeout: 20_000 });
    const order = await page.locator('[data-testid="workflow-order"] li').allInnerTexts();
    if (order.length !== 2) throw new Error(`order: ${order.join(' | ')}`);
    await page.locator('[data-testid="workflow-observers"]', { hasText: observer }).waitFor();
    await page.locator('[data-testid="workflow-expiry"]', { hasText: 'Expires on' }).waitFor();
    await page.locator('[data-testid="request-workflow"]').scrollIntoViewIfNeeded();
    await layoutChecks(page, 'workflow-01-draft');
  });

  await step('the same at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-testid="request-workflow"]').scrollIntoViewIfNeeded();
    await layoutChecks(page, 'workflow-02-draft-390');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await step('sent from the screen, only the first signer is invited', async () => {
    await page.getByRole('button', { name: 'Send for signing' }).click();
    await page
      .locator('[data-testid="request-status"][data-status="OPEN"]')
      .waitFor({ timeout: 20_000 });
    await page.locator('[data-testid="workflow-next"]').waitFor({ timeout: 10_000 });
    await latestMail(base, anna);
    const early = await mailsTo(base, luca);
    if (early.some((m) => /asks you to sign/.test(m.subject))) {
      throw new Error('the second signer was invited at once');
    }
    await layoutChecks(page, 'workflow-03-open');
  });

  await step('the second signer cannot sign before the first', async () => {
    const answer = await fetch(`${base}/v3/sign`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${lucaToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ signatureRequests: [{ id: requestId }], language: 'en' }),
    });
    const problem = (await answer.json()) as { code?: string };
    if (answer.status !== 409 || problem.code !== 'not_your_turn') {
      throw new Error(`answered ${answer.status} ${problem.code}`);
    }
  });

  await step('the first signer signs; the second is invited only then', async () => {
    await api(base, annaToken, 'POST', '/v3/sign', {
      signatureRequests: [{ id: requestId }],
      language: 'en',
    });
    const invitation = await latestMail(base, luca);
    if (!/asks you to sign/.test(invitation.subject)) throw new Error(invitation.subject);
  });

  await step('the second signs; the observer gets the signed PDF', async () => {
    await api(base, lucaToken, 'POST', '/v3/sign', {
      signatureRequests: [{ id: requestId }],
      language: 'en',
    });
    const mail = (await latestMail(base, observer, 30_000)) as unknown as {
      subject: string;
      attachments?: { contentType: string; url: string }[];
    };
    const pdf = mail.attachments?.find((a) => a.contentType === 'application/pdf');
    if (!pdf) throw new Error(`no PDF attached to "${mail.subject}"`);
    const bytes = Buffer.from(await (await fetch(`${base}${pdf.url}`)).arrayBuffer());
    if (bytes.subarray(0, 5).toString() !== '%PDF-') throw new Error('the attachment is no PDF');
    await page.reload();
    await page
      .locator('[data-testid="request-status"][data-status="SIGNED"]')
      .waitFor({ timeout: 20_000 });
    await screenshot(page, 'workflow-04-signed');
  });
}

export async function workflowJourney(browser: Browser, appDir: string): Promise<void> {
  let server;
  try {
    server = await step('the reference server starts', () => startReferenceServer(appDir));
  } catch {
    return;
  }
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'en-GB',
    // axe-core is injected as a script; the server's Content-Security-Policy would refuse it.
    bypassCSP: true,
  });
  const page = await context.newPage();
  try {
    await run(page, server.url);
  } catch {
    // The failed step is reported; the rest of the suite goes on.
  } finally {
    await context.close();
    await stopReferenceServer(server);
  }
}
