// A 50 MB PDF uploaded as multipart to the compiled server: the time, and the growth of the
// server's peak resident memory (VmHWM) over its memory before the upload, against the file size.
// Target: peak RSS growth under 2× the file size. BENCH_UPLOAD_MB (50). The public verification
// of a file as large (POST /v3/verify) is bench/verify.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { peakRssMb, printTable, rssMb, saveResult, startServer } from './lib/common.ts';
import { bigPdf } from './lib/pdf.ts';
import { freshDatabase, HEAVY, seedWorld } from './lib/world.ts';

const MB = Number(process.env.BENCH_UPLOAD_MB ?? 50);

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
      saveResult('upload', result);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
