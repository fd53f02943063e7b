// POST /v3/verify of a signed 50 MB PDF (BENCH_VERIFY_MB) on the compiled server: the time, and
// the growth of the server's peak resident memory (VmHWM) over its memory before the request,
// against the file size. Target: ≤ 1.5× the file (it was 2.7× when the file was read into memory
// and parsed twice). The PDF is a few pages and a random attachment, signed with a certificate of
// a CA made here (so the report says intact, not trusted), then given a second revision that only
// adds a document time-stamp's worth of bytes: the report compares the two revisions.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { openCertificateAuthority, signPdf } from '../server/src/pades/index.ts';
import { peakRssMb, printTable, rssMb, saveResult, startServer } from './lib/common.ts';
import { bigPdf } from './lib/pdf.ts';
import { freshDatabase, seedWorld } from './lib/world.ts';

const MB = Number(process.env.BENCH_VERIFY_MB ?? 50);
const TARGET = 1.5;

interface Report {
  verdict: string;
  signatures: { integrity: string; changesAfter: string }[];
}

/** Sets the process's peak RSS (VmHWM) to its current RSS, so the peak is this request's. */
function resetPeak(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not allowed here: the peak may then be the start's, which only makes the growth larger.
  }
}

export default async function bench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-verify-'));
  try {
    const ca = await openCertificateAuthority({ dataDir: path.join(dir, 'ca'), passphrase: 'b' });
    const signer = await ca.issueSignerCertificate({
      name: 'Bench Signer',
      email: 'bench@example.com',
      quality: 'aes',
      legislation: 'eidas',
    });
    // Two signatures: the first is followed by an update (the second), which the report judges.
    const signed = async (mb: number) => {
      let pdf = await bigPdf(mb);
      for (let n = 0; n < 2; n++) pdf = await signPdf(pdf, { signer, signingTime: new Date() });
      return pdf;
    };
    const pdf = await signed(MB);
    const warmUp = await signed(1);

    const { db, env } = await freshDatabase('sqlite', path.join(dir, 'data'), 'bench_verify');
    await seedWorld(db, { users: 10, requests: 10, heavyToSign: 1, heavySent: 1, lightToSign: 1 });
    await db.destroy();
    const server = await startServer({
      ...env,
      LOG_LEVEL: 'warn',
      BODY_LIMIT_BYTES: String(pdf.length + 1024 * 1024),
    });
    try {
      const pid = server.child.pid!;
      const post = async (bytes: Uint8Array): Promise<Report> => {
        const form = new FormData();
        form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'big.pdf');
        const response = await fetch(`${server.url}/v3/verify`, { method: 'POST', body: form });
        const body = await response.text();
        if (response.status !== 200) throw new Error(`verify: ${response.status} ${body}`);
        return JSON.parse(body) as Report;
      };
      // The workers, pdf-lib and the verification's code are loaded before the baseline.
      await post(warmUp);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      resetPeak(pid);
      const before = rssMb(pid);
      const started = performance.now();
      const report = await post(pdf);
      const ms = performance.now() - started;
      const peak = peakRssMb(pid);
      const found = report.signatures.map((s) => `${s.integrity}/${s.changesAfter}`).join(', ');
      if (
        report.signatures.length !== 2 ||
        report.signatures.some((s) => s.integrity !== 'intact')
      ) {
        throw new Error(`verify: unexpected report (${found})`);
      }
      const fileMb = pdf.length / 1024 / 1024;
      const growth = peak - before;
      const result = {
        fileMb,
        ms,
        rssBeforeMb: before,
        peakMb: peak,
        growthMb: growth,
        growthPerFile: growth / fileMb,
        signatures: found,
      };
      printTable(
        ['measure', 'value', 'reference', 'ratio', 'target'],
        [
          ['verify time (s)', (ms / 1000).toFixed(1), '', '', ''],
          [
            'peak RSS growth (MB)',
            growth.toFixed(0),
            `${fileMb.toFixed(0)} MB file`,
            `${(growth / fileMb).toFixed(2)}×`,
            `≤ ${TARGET}×`,
          ],
        ],
      );
      console.log(
        `server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during the verification; signatures: ${found}`,
      );
      saveResult('verify', result);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
