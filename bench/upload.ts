// A 50 MB PDF uploaded as multipart to the compiled server: the time, and the growth of the
// server's peak resident memory (VmHWM) over its memory before the upload, against the file size.
// Target: peak RSS growth under 2× the file size. BENCH_UPLOAD_MB (50). The same file
// sent to the public verification (POST /v3/verify) on a fresh server, for comparison: that one is
// read into memory (its signatures are checked on the whole document), not spooled to disk.
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { peakRssMb, printTable, rssMb, saveResult, startServer } from './lib/common.ts';
import { freshDatabase, HEAVY, seedWorld } from './lib/world.ts';

const MB = Number(process.env.BENCH_UPLOAD_MB ?? 50);

/** A few text pages and an embedded file of random (incompressible) bytes: about `mb` MB. */
async function bigPdf(mb: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 3; i++) {
    document.addPage([595.28, 841.89]).drawText(`Annex ${i}`, { x: 56, y: 780, size: 20, font });
  }
  await document.attach(randomBytes(mb * 1024 * 1024), 'measurements.csv', {
    mimeType: 'text/csv',
  });
  return document.save({ useObjectStreams: false });
}

/** POST /v3/verify of `pdf` on a fresh server: time and peak RSS growth over a warmed-up server. */
async function verifyGrowth(pdf: Uint8Array, env: Record<string, string>) {
  const server = await startServer({
    ...env,
    LOG_LEVEL: 'warn',
    BODY_LIMIT_BYTES: String(pdf.length + 1024 * 1024),
  });
  try {
    const post = async (bytes: Uint8Array) => {
      const form = new FormData();
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'big.pdf');
      const response = await fetch(`${server.url}/v3/verify`, { method: 'POST', body: form });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`verify: ${response.status} ${body}`);
    };
    await post(await bigPdf(1));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = rssMb(server.child.pid!);
    const started = performance.now();
    await post(pdf);
    const ms = performance.now() - started;
    const peak = peakRssMb(server.child.pid!);
    return { ms, rssBeforeMb: before, peakMb: peak, growthMb: peak - before };
  } finally {
    await server.stop();
  }
}

export default async function bench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-upload-'));
  try {
    const { db, env } = await freshDatabase('sqlite', path.join(dir, 'data'), 'bench_upload');
    await seedWorld(db, { users: 10, requests: 10, heavyToSign: 1, heavySent: 1, lightToSign: 1 });
    await db.destroy();
    const pdf = await bigPdf(MB);
    const server = await startServer({
      ...env,
      LOG_LEVEL: 'warn',
      BODY_LIMIT_BYTES: String(pdf.length + 1024 * 1024),
    });
    try {
      const pid = server.child.pid!;
      // One small upload first, so the workers and code paths are loaded before the baseline.
      const post = (bytes: Uint8Array, name: string) => {
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
        return fetch(`${server.url}/v3/documents`, {
          method: 'POST',
          headers: { authorization: `Bearer ${HEAVY.token}` },
          body: form,
        });
      };
      const warm = await post(await bigPdf(1), 'warm.pdf');
      if (warm.status !== 201)
        throw new Error(`warm-up upload: ${warm.status} ${await warm.text()}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const before = rssMb(pid);
      const peakBefore = peakRssMb(pid);
      const started = performance.now();
      const response = await post(pdf, 'big.pdf');
      const body = await response.text();
      const ms = performance.now() - started;
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${body}`);
      const peak = peakRssMb(pid);
      const fileMb = pdf.length / 1024 / 1024;
      const growth = peak - Math.max(before, 0);
      const result = {
        fileMb,
        ms,
        rssBeforeMb: before,
        peakBeforeMb: peakBefore,
        peakMb: peak,
        growthMb: growth,
        growthPerFile: growth / fileMb,
      };
      printTable(
        ['measure', 'value', 'reference', 'ratio', 'target'],
        [
          ['upload time (s)', (ms / 1000).toFixed(1), '', '', ''],
          [
            'peak RSS growth (MB)',
            growth.toFixed(0),
            `${fileMb.toFixed(0)} MB file`,
            `${(growth / fileMb).toFixed(2)}×`,
            '< 2×',
          ],
        ],
      );
      console.log(
        `server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during the upload`,
      );
      const verify = await verifyGrowth(pdf, env);
      printTable(
        ['measure', 'value', 'reference', 'ratio'],
        [
          ['verify time (s)', (verify.ms / 1000).toFixed(1), '', ''],
          [
            'verify: peak RSS growth (MB)',
            verify.growthMb.toFixed(0),
            `${fileMb.toFixed(0)} MB file`,
            `${(verify.growthMb / fileMb).toFixed(2)}×`,
          ],
        ],
      );
      saveResult('upload', { ...result, verify });
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
