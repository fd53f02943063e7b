// The business journey's sealing and Part 11 steps, in the browser by
// visible labels: the admin (first member of the seal made before) is asked for a seal and seals
// the document from the signing step, choosing the business seal; then turns Part 11 on in the
// business settings and signs a request, the Part 11 form asking for name, reason and password.
// The requests are prepared through the API (upload and sending are other journeys' subject).
// pdfsig checks each signed PDF with the server's root CA trusted: valid, trusted, the seal's
// signer is the business (its organisation in the certificate); the Part 11 reason is the
// signature dictionary's /Reason.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { apiLogIn } from '../lib/accounts.ts';
import { settle } from '../lib/browser.ts';
import { screenshot } from '../lib/flows.ts';
import { threePagePdf } from '../journey/three-page-pdf.ts';

const run = promisify(execFile);

export interface SealingWorld {
  base: string;
  dataDir: string;
  email: string;
  password: string;
  company: string;
  step: <T>(name: string, work: () => Promise<T>) => Promise<T>;
}

async function api(base: string, token: string, method: string, url: string, body?: unknown) {
  const answer = await fetch(`${base}${url}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (answer.status >= 300) {
    throw new Error(`${method} ${url} answered ${answer.status}: ${await answer.text()}`);
  }
  return answer;
}

/** An OPEN request of one document asking the admin for `quality`; answers its ids. */
async function requestFor(world: SealingWorld, token: string, title: string, quality: string) {
  const pdf = Buffer.from(await threePagePdf(title));
  const document = (await (
    await api(world.base, token, 'POST', '/v3/documents', {
      name: `${title}.pdf`,
      title,
      content: pdf.toString('base64'),
    })
  ).json()) as { id: string };
  const created = (await (
    await api(world.base, token, 'POST', '/v3/signature-requests', {
      title,
      message: 'Please sign.',
      documents: [document.id],
      signatures: [
        {
          account_email: world.email,
          quality,
          document_signatures: [
            { document_id: document.id, page: 1, x: 56, y: 520, width: 300, height: 140 },
          ],
        },
      ],
    })
  ).json()) as { id: string };
  await api(world.base, token, 'POST', `/v3/signature-requests/${created.id}/initiate`);
  return { requestId: created.id, documentId: document.id };
}

/** pdfsig of the signed document with the server's root CA trusted (an NSS database). */
async function checkedPdf(world: SealingWorld, token: string, documentId: string, name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const file = path.join(dir, 'signed.pdf');
  const answer = await api(
    world.base,
    token,
    'GET',
    `/v3/documents/${documentId}/download?signed=true`,
  );
  writeFileSync(file, Buffer.from(await answer.arrayBuffer()));
  const nss = path.join(dir, 'nss');
  await run('mkdir', ['-p', nss]);
  await run('certutil', ['-N', '--empty-password', '-d', `sql:${nss}`]);
  const root = path.join(world.dataDir, 'ca', 'root-ca.pem');
  // "C,C,": pdfsig verifies with NSS's e-mail signer usage (the S/MIME column).
  await run('certutil', ['-A', '-n', 'root', '-t', 'C,C,', '-i', root, '-d', `sql:${nss}`]);
  const { stdout } = await run('pdfsig', ['-nssdir', `sql:${nss}`, file]);
  writeFileSync(path.join(dir, 'pdfsig.txt'), stdout);
  if (!/Signature Validation: Signature is Valid\./.test(stdout)) {
    throw new Error(`pdfsig: not valid: ${stdout.replace(/\s+/g, ' ').slice(0, 400)}`);
  }
  if (!/Certificate Validation: Certificate is Trusted\./.test(stdout)) {
    throw new Error(`pdfsig: not trusted: ${stdout.replace(/\s+/g, ' ').slice(0, 400)}`);
  }
  return { file, pdfsig: stdout };
}

/** The /Reason texts of the signature dictionaries (a literal or a UTF-16BE hex string). */
function signatureReasons(pdf: string): string[] {
  return [...pdf.matchAll(/\/Reason\s*(?:<([0-9a-fA-F]+)>|\(([^)]*)\))/g)].map(
    ([, hex, literal]) => {
      if (literal !== undefined) return literal;
      const bytes = Buffer.from(hex, 'hex');
      if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString('latin1');
      // UTF-16BE after the byte-order mark: swap into UTF-16LE.
      const le = Buffer.alloc(bytes.length - 2);
      for (let i = 2; i + 1 < bytes.length; i += 2)
        [le[i - 2], le[i - 1]] = [bytes[i + 1], bytes[i]];
      return le.toString('utf16le');
    },
  );
}

async function openReview(page: Page, world: SealingWorld, requestId: string) {
  await page.goto(`${world.base}/view/${requestId}`);
  await settle(page);
  await page.locator('[data-testid="sign"]').click();
  const review = page.getByRole('dialog', { name: 'Review and sign' });
  await review.waitFor({ timeout: 15_000 });
  return review;
}

export async function sealingSteps(page: Page, world: SealingWorld): Promise<void> {
  const token = await apiLogIn(world.base, world);

  await world.step('seal a document from the signing step (pdfsig: the business)', async () => {
    const { requestId, documentId } = await requestFor(world, token, 'Sealed invoice', 'seal');
    const review = await openReview(page, world, requestId);
    await review.getByRole('heading', { name: 'Seal' }).waitFor({ timeout: 15_000 });
    await review
      .getByTestId('seal-choice')
      .getByText(`${world.company} under ZertES (Switzerland)`)
      .click();
    await review.getByText(/^I have read the document and seal it with the seal/).click();
    await screenshot(page, 'business-journey-10-seal-review');
    await review.getByRole('button', { name: 'Seal document' }).click();
    await page.getByText('Document signed').waitFor({ timeout: 60_000 });
    await screenshot(page, 'business-journey-11-sealed');
    await page.getByRole('button', { name: 'Continue' }).click();
    const { pdfsig } = await checkedPdf(world, token, documentId, 'sealed');
    const dn = /Signer full Distinguished Name: (.*)$/m.exec(pdfsig)?.[1] ?? '';
    if (!dn.includes(`O=${world.company}`)) {
      throw new Error(`the seal's signer is "${dn}", not the business ${world.company}`);
    }
  });

  await world.step('turn Part 11 on in the business settings', async () => {
    await page.goto(`${world.base}/business/settings`);
    await settle(page);
    await page.getByRole('heading', { name: 'Part 11' }).first().waitFor({ timeout: 15_000 });
    const toggle = page.getByLabel('Use Part 11 signatures');
    if (!(await toggle.isChecked())) await toggle.check({ force: true });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('The settings were saved.').waitFor({ timeout: 15_000 });
    await screenshot(page, 'business-journey-12-part11-on');
  });

  await world.step('sign with Part 11: name, reason and password asked', async () => {
    const reason = 'Approved as quality manager';
    const { requestId, documentId } = await requestFor(world, token, 'Batch record', 'ses');
    const review = await openReview(page, world, requestId);
    await review.getByText('Type', { exact: true }).click();
    await review.getByText(/^I have read the document and sign it with a/).click();
    await review.getByRole('button', { name: 'Sign document' }).click();
    const form = page.getByRole('dialog', { name: 'Confirm your Part 11 signature' });
    await form.waitFor({ timeout: 30_000 });
    await form.getByLabel('Signing name').fill('Anna Admin');
    await form.getByLabel('Reason for signing').fill(reason);
    await form.getByLabel('Password').fill(world.password);
    await screenshot(page, 'business-journey-13-part11-form');
    await form.getByRole('button', { name: 'Confirm and sign' }).click();
    await page.getByText('Document signed').waitFor({ timeout: 60_000 });
    await screenshot(page, 'business-journey-14-part11-signed');
    await page.getByRole('button', { name: 'Continue' }).click();
    const { file } = await checkedPdf(world, token, documentId, 'part11');
    const reasons = signatureReasons(readFileSync(file, 'latin1'));
    if (!reasons.includes(reason)) {
      throw new Error(`the signature's /Reason is ${JSON.stringify(reasons)}, not "${reason}"`);
    }
  });
}
