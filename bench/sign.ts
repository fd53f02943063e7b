// Median time to sign a 3-page and a 50-page PDF with signPdf (PAdES B-B: incremental update
// with the placeholder, CMS with node:crypto, /Contents filled), against `openssl cms -sign` over
// the same bytes with the same kind of key (P-256, SHA-256) in the same run. The target:
// within 3× of openssl for 3 pages (invisible signature; a visible one is shown too).
// BENCH_STRICT=1 makes a missed target exit non-zero.
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import {
  createSignedData,
  openCertificateAuthority,
  renderSignatureAppearance,
  signPdf,
} from '../server/src/pades/index.ts';

const run = promisify(execFile);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 31);
const TARGET_RATIO = 3;

async function makePdf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let index = 1; index <= pages; index++) {
    const page = document.addPage([595.28, 841.89]);
    page.drawText(`Contract page ${index}`, { x: 56, y: 780, size: 20, font });
    for (let line = 0; line < 35; line++) {
      page.drawText(`Clause ${index}.${line + 1}: the parties agree to the terms set out here.`, {
        x: 56,
        y: 740 - line * 19,
        size: 11,
        font,
      });
    }
  }
  return document.save({ useObjectStreams: false });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function time(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

export default async function bench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-sign-'));
  const file = (name: string) => path.join(dir, name);
  try {
    const ca = await openCertificateAuthority({ dataDir: dir, passphrase: 'bench' });
    const signer = await ca.issueSignerCertificate({
      name: 'Bench Signer',
      email: 'bench@example.com',
      quality: 'aes',
      legislation: 'eidas',
    });
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      file('key.pem'),
      '-out',
      file('cert.pem'),
      '-subj',
      '/CN=Bench',
      '-days',
      '1',
    ]);
    const rows: string[][] = [];
    let ratio3 = Number.NaN;
    // The visible case uses a PNG rendered once (as the sign operation would per signer).
    const png = await renderSignatureAppearance(
      {
        name: 'Bench Signer',
        company: 'Muster AG',
        location: 'Zürich',
        quality: 'aes',
        legislation: 'eidas',
        displayClaim: true,
        displayStandards: true,
        displayDate: true,
        displayQr: true,
        language: 'en',
      },
      { width: 300, height: 140, date: new Date(), qrText: 'https://example.com/v/bench' },
    );
    const cases = [
      { pages: 3, visible: false },
      { pages: 50, visible: false },
      { pages: 3, visible: true },
    ];
    for (const { pages, visible } of cases) {
      const pdf = await makePdf(pages);
      writeFileSync(file('doc.pdf'), pdf);
      const digest = createHash('sha256').update(pdf).digest();
      const appearance = visible
        ? { page: 1, x: 56, y: 650, width: 300, height: 140, png }
        : undefined;
      const ours = () => signPdf(pdf, { signer, signingTime: new Date(), appearance });
      const cmsOnly = () => createSignedData(signer, digest);
      const openssl = () =>
        run('openssl', [
          'cms',
          '-sign',
          '-binary',
          '-md',
          'sha256',
          '-in',
          file('doc.pdf'),
          '-signer',
          file('cert.pem'),
          '-inkey',
          file('key.pem'),
          '-outform',
          'DER',
          '-out',
          file('doc.p7s'),
        ]);
      for (let warm = 0; warm < 3; warm++) await Promise.all([ours(), openssl(), cmsOnly()]);
      const samples = { ours: [] as number[], openssl: [] as number[], cms: [] as number[] };
      // Interleaved, so both see the same machine load.
      for (let index = 0; index < ITERATIONS; index++) {
        samples.ours.push(await time(ours));
        samples.openssl.push(await time(openssl));
        samples.cms.push(await time(cmsOnly));
      }
      const ratio = median(samples.ours) / median(samples.openssl);
      if (pages === 3 && !visible) ratio3 = ratio;
      rows.push([
        `${pages}${visible ? ' visible' : ''}`,
        `${(pdf.length / 1024).toFixed(0)} KiB`,
        median(samples.ours).toFixed(2),
        median(samples.openssl).toFixed(2),
        `${ratio.toFixed(2)}×`,
        median(samples.cms).toFixed(3),
      ]);
    }
    const header = ['pages', 'size', 'signPdf ms', 'openssl cms -sign ms', 'ratio', 'CMS only ms'];
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => row[column].length)),
    );
    const line = (cells: string[]) => cells.map((cell, i) => cell.padStart(widths[i])).join('  ');
    console.log(`median of ${ITERATIONS} runs each (openssl includes its process start)`);
    console.log(line(header));
    for (const row of rows) console.log(line(row));
    const met = ratio3 <= TARGET_RATIO;
    console.log(
      `target: 3 pages within ${TARGET_RATIO}× of openssl → ${met ? 'met' : 'MISSED'} (${ratio3.toFixed(2)}×)`,
    );
    if (!met && process.env.BENCH_STRICT === '1') process.exitCode = 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await bench();
