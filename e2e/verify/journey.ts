// The public verification in a real browser against the reference server: a document is signed through
// the API, then a person without an account opens /verify from the QR code's address
// (`?document=<id>`), chooses the signed PDF and reads "All signatures are valid", then a copy with
// one changed byte and reads that it has an invalid signature; then the service's CA revokes the
// signer's certificate (`npm run maintenance -- revoke-certificate … --reason keyCompromise`) and
// the same PDF still reads valid, the page saying the certificate was revoked after signing, when
// and why. Found by visible labels; each screen at 390 px without sideways
// scroll and without serious axe violations; screenshots.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { settle } from '../lib/browser.ts';
import { screenshot } from '../lib/flows.ts';
import { check } from '../lib/report.ts';
import {
  startReferenceServer,
  stopReferenceServer,
  type ReferenceServer,
} from '../journey/reference-server.ts';
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

/** The serial number of the first signature's certificate, as POST /v3/verify reports it. */
async function signerSerial(base: string, pdf: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'signed.pdf');
  const response = await fetch(`${base}/v3/verify`, { method: 'POST', body: form });
  if (!response.ok) throw new Error(`POST /v3/verify: ${response.status}`);
  const report = (await response.json()) as {
    signatures: Array<{ certificate: { serialNumber: string } | null }>;
  };
  const serial = report.signatures[0]?.certificate?.serialNumber;
  if (!serial) throw new Error('no certificate in the report');
  return serial;
}

/** The operator's revocation, as documented: the maintenance CLI on the server's database. */
async function revokeWithCli(server: ReferenceServer, serial: string): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../..');
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      'tsx',
      'server/src/cli/maintenance.ts',
      'revoke-certificate',
      '--serial',
      serial,
      '--reason',
      'keyCompromise',
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' } },
  );
  if (!/^Revoked: /m.test(stdout)) throw new Error(`revoke-certificate said: ${stdout}`);
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

    await step('revoked after signing: still valid, and the page says when and why', async () => {
      await revokeWithCli(server, await signerSerial(base, signed.pdf));
      await page.reload();
      await settle(page);
      await choose(page, 'verification-contract-signed.pdf', signed.pdf);
      await page
        .getByRole('heading', { name: 'All signatures are valid' })
        .waitFor({ timeout: 30_000 });
      await page.getByText(/was revoked after signing; a time-stamp proves/).waitFor();
      await page
        .getByText(/^The certificate was revoked after signing on .+ \(key compromised\)\./)
        .waitFor();
      await pageIsClean(page);
      await screenshot(page, 'verify-06-revoked-after-signing');
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
