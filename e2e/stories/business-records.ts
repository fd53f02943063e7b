// The admin's records at the end of the business story: the signed PDF from the request, checked
// on the public /verify page and by pdfsig; the signature activity export; the business overview's
// statistics against the usage report (the export grouped by cost centre).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { pdfsig } from '../journey/pdfsig.ts';
import type { Person } from './lib/people.ts';
import type { Story } from './lib/story.ts';

interface Signed {
  title: string;
  signer: { first: string; last: string; email: string };
}

/** Saves the next download of `page` into the story's folder. */
async function download(page: Page, story: Story, click: () => Promise<void>, name: string) {
  const waiting = page.waitForEvent('download', { timeout: 30_000 });
  await click();
  const file = await waiting;
  const saved = path.join(story.dir, name);
  await file.saveAs(saved);
  return { saved, suggested: file.suggestedFilename() };
}

/** One CSV line into its fields (the exports quote only where a field needs it). */
function fields(line: string): string[] {
  return [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
    .slice(0, -1)
    .map(([, value]) => value!.replace(/^"|"$/g, '').replace(/""/g, '"'));
}

function csvRows(text: string): Record<string, string>[] {
  const [head, ...lines] = text.trim().split(/\r?\n/);
  const names = fields(head!);
  return lines.map((line) => Object.fromEntries(fields(line).map((v, i) => [names[i], v])));
}

/** The overview's "Signatures by level": all and simple, as the page shows them. */
export async function signatureFigures(admin: Person): Promise<{ all: number; simple: number }> {
  const { page, t } = admin;
  const terms = await page.getByRole('term').allInnerTexts();
  const values = await page.getByRole('definition').allInnerTexts();
  // The first "All" is the signatures' (the levels come before the requests' states).
  const figure = (term: string) => Number(values[terms.findIndex((text) => text.trim() === term)]);
  return {
    all: figure(t('business:dashboard.levels.total')),
    simple: figure(t('business:dashboard.levels.ses')),
  };
}

export async function adminRecords(story: Story, admin: Person, base: string, signed: Signed) {
  const { page, t } = admin;
  const file = await story.step(
    'downloads the signed PDF from the completed request',
    page,
    async () => {
      await page
        .getByRole('navigation', { name: t('navigation:main') })
        .getByRole('link', { name: t('navigation:sections.dashboard'), exact: true })
        .click();
      await page.getByRole('button', { name: t('dashboard:filters.completed') }).click();
      await page.getByRole('link', { name: signed.title }).first().click();
      await page
        .getByRole('heading', { name: signed.title, level: 1 })
        .waitFor({ timeout: 15_000 });
      const button = page.getByRole('button', { name: t('requests:documents.downloadSigned') });
      await button.waitFor({ timeout: 30_000 });
      const { saved } = await download(page, story, () => button.click(), 'signed.pdf');
      if (readFileSync(saved).subarray(0, 5).toString('latin1') !== '%PDF-') {
        throw new Error('the download is not a PDF');
      }
      return saved;
    },
  );

  await story.step('checks the signed PDF on /verify: all signatures valid', page, async () => {
    await page.goto(`${base}/verify`);
    await page.getByRole('heading', { name: t('verify:title'), level: 1 }).waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t('verify:choose') }).click();
    await (await chooser).setFiles(file);
    const verdict = page.getByRole('region', { name: t('verify:summary.valid.title') });
    await verdict.waitFor({ timeout: 30_000 });
    await verdict.getByText(t('verify:summary.valid.text', { count: 1 })).waitFor();
    await verdict
      .getByRole('heading', { name: new RegExp(`${signed.signer.first} ${signed.signer.last}`) })
      .waitFor();
  });

  await story.step('pdfsig finds the signature valid', page, async () => {
    const report = await pdfsig(file);
    writeFileSync(path.join(story.dir, 'pdfsig.txt'), report.output);
    if (report.signatures !== 1 || report.valid !== 1) {
      throw new Error(`pdfsig: ${report.output.replace(/\s+/g, ' ').slice(0, 300)}`);
    }
  });

  await story.step('downloads the signature activity export', page, async () => {
    await page.goto(`${base}/business/dashboard`);
    await page
      .getByRole('navigation', { name: t('navigation:business.label') })
      .getByRole('link', { name: t('navigation:business.activity'), exact: true })
      .click();
    await page.getByRole('heading', { name: t('routes:businessActivity'), level: 1 }).waitFor();
    await page
      .getByRole('table', { name: t('business:activity.signatures') })
      .getByText(signed.title)
      .waitFor({ timeout: 15_000 });
    await page
      .getByLabel(t('business:activityLog.groupBy'))
      .selectOption({ label: t('business:activityLog.groups.other') });
    const { saved } = await download(
      page,
      story,
      () => page.getByRole('button', { name: t('business:activityLog.export.signatures') }).click(),
      'activity.csv',
    );
    const rows = csvRows(readFileSync(saved, 'utf8'));
    const row = rows.find((r) => r.request_title === signed.title);
    if (rows.length !== 1 || row?.signer_email !== signed.signer.email || row.quality !== 'ses') {
      throw new Error(`the export lists ${JSON.stringify(rows)}`);
    }
    story.expect(
      'the activity export names the signer',
      row.signer_name === `${signed.signer.first} ${signed.signer.last}`,
      `signer_name is "${row.signer_name}"`,
    );
  });

  await story.step(
    'the overview and the usage report agree: one simple signature',
    page,
    async () => {
      await page
        .getByLabel(t('business:activityLog.groupBy'))
        .selectOption({ label: t('business:activityLog.groups.cost_centers') });
      const { saved } = await download(
        page,
        story,
        () =>
          page.getByRole('button', { name: t('business:activityLog.export.signatures') }).click(),
        'usage.csv',
      );
      const usage = csvRows(readFileSync(saved, 'utf8'));
      const total = usage.reduce((sum, r) => sum + Number(r.total), 0);
      const simple = usage.reduce((sum, r) => sum + Number(r.ses), 0);
      await page
        .getByRole('navigation', { name: t('navigation:business.label') })
        .getByRole('link', { name: t('navigation:business.dashboard'), exact: true })
        .click();
      await page.getByRole('heading', { name: t('routes:businessDashboard'), level: 1 }).waitFor();
      await page.getByRole('heading', { name: t('business:dashboard.signatures') }).waitFor();
      // The figures may show while they are fetched again: wait (bounded) for them to agree.
      const agrees = (shown: { all: number; simple: number }) =>
        shown.all === total && shown.simple === simple && total === 1 && simple === 1;
      let shown = await signatureFigures(admin);
      for (const end = Date.now() + 10_000; !agrees(shown) && Date.now() < end;) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        shown = await signatureFigures(admin);
      }
      if (!agrees(shown)) {
        throw new Error(
          `overview: all ${shown.all}, simple ${shown.simple}; usage report: total ${total}, ses ${simple}; expected 1 and 1`,
        );
      }
    },
  );
}
