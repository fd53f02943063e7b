// Page images: a page rendered by the worker pool (PNG at 96 dpi, 794 × 1123 for A4) against
// `pdftoppm -png` at the same pixel count in the same run — the first render on a cold worker,
// the first render of each page on a warm one, the file sizes — then the cached repeat over HTTP
// from the compiled server, and a 200-page document, all its pages asked for at once as a viewer
// scrolling through does: over HTTP from the server (its pool, its workers are threads of it),
// with the server's peak RSS, and through a pool of two in this process with this one's. Targets: first render ≤ 1× pdftoppm, cached ≤ 2 ms, PNG ≤ 1.2×
// pdftoppm's size, the 200-page peak ≤ 400 MB (it was 730 MB).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { zoomFor } from '../server/src/areas/documents/rules.ts';
import { PdfWorkerPool } from '../server/src/rendering/worker-pool.ts';
import {
  median,
  peakRssMb,
  printTable,
  ratio,
  rssMb,
  saveResult,
  startServer,
} from './lib/common.ts';
import { makePdf } from './lib/pdf.ts';
import { freshDatabase, HEAVY, seedWorld } from './lib/world.ts';

const run = promisify(execFile);
const PAGES = 12;
const BIG = Number(process.env.BENCH_RENDER_PAGES ?? 200);
const PEAK_TARGET_MB = 400;

/** Sets a process's peak RSS (VmHWM) to its current RSS, so the peak is what follows. */
function resetPeak(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not allowed here: the peak may then be an earlier one, which only makes it larger.
  }
}

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await work();
  return [performance.now() - start, value];
}

export default async function bench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-render-'));
  const file = path.join(dir, 'doc.pdf');
  const pdf = await makePdf(PAGES);
  writeFileSync(file, pdf);
  const job = (pageNumber: number) => ({
    pageNumber,
    zoom: zoomFor(100),
    maxPixels: 25_000_000,
    format: 'png' as const,
  });
  const pdftoppm = async (page: number) => {
    const out = path.join(dir, `p${page}`);
    await run('pdftoppm', [
      '-png',
      '-r',
      '96',
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      out,
    ]);
    return readFileSync(`${out}.png`);
  };
  try {
    const pool = new PdfWorkerPool({ size: 1 });
    const [coldMs, cold] = await timed(() => pool.render(pdf, job(1), { owner: 'bench' }));
    const [coldRefMs, coldRef] = await timed(() => pdftoppm(1));
    const ours: number[] = [];
    const reference: number[] = [];
    const sizes: number[] = [];
    const refSizes: number[] = [];
    for (let page = 2; page <= PAGES; page++) {
      const [ms, result] = await timed(() => pool.render(pdf, job(page), { owner: 'bench' }));
      ours.push(ms);
      sizes.push(result.image.byteLength);
      const [refMs, png] = await timed(() => pdftoppm(page));
      reference.push(refMs);
      refSizes.push(png.length);
    }
    await pool.close();
    const pixels = `${cold.width}×${cold.height}`;
    const refPixels = `${coldRef.readUInt32BE(16)}×${coldRef.readUInt32BE(20)}`;

    // The cached repeat, over HTTP from the server (the page image cache of the document version).
    const { db, env } = await freshDatabase('sqlite', path.join(dir, 'data'), 'bench_render');
    await seedWorld(db, { users: 10, requests: 10, heavyToSign: 1, heavySent: 1, lightToSign: 1 });
    await db.destroy();
    const server = await startServer({ ...env, LOG_LEVEL: 'warn' });
    let cachedMs = Number.NaN;
    const big = await makePdf(BIG);
    let served: { rssBeforeMb: number; peakRssMb: number; ms: number } | undefined;
    try {
      const headers = { authorization: `Bearer ${HEAVY.token}` };
      const upload = async (bytes: Uint8Array) => {
        const uploaded = await fetch(`${server.url}/v3/documents`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'bench.pdf',
            content: Buffer.from(bytes).toString('base64'),
          }),
        });
        return ((await uploaded.json()) as { id: string }).id;
      };
      const page = (id: string, n: number) => async () => {
        const response = await fetch(`${server.url}/v3/documents/${id}/pages/${n}`, { headers });
        await response.arrayBuffer();
        return response.status;
      };
      /** Asks for the page until it comes (202 while it renders). */
      const until200 = async (get: () => Promise<number>) => {
        while ((await get()) !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      };
      const get = page(await upload(pdf), 1);
      await until200(get);
      const samples: number[] = [];
      for (let i = 0; i < 50; i++) samples.push((await timed(get))[0]);
      cachedMs = median(samples);

      // The long document in the server itself: every page asked for at once, as a viewer does.
      const pid = server.child.pid!;
      const id = await upload(big);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      resetPeak(pid);
      const rssBeforeMb = rssMb(pid);
      const [ms] = await timed(() =>
        Promise.all(Array.from({ length: BIG }, (_, i) => until200(page(id, i + 1)))),
      );
      served = { rssBeforeMb, peakRssMb: peakRssMb(pid), ms };
    } finally {
      await server.stop();
    }

    // A long document through a pool of two workers in this process, its peak RSS.
    const before = rssMb(process.pid);
    const bigPool = new PdfWorkerPool({ size: 2, maxWaitingPerOwner: BIG });
    let peak = before;
    const watch = setInterval(() => (peak = Math.max(peak, rssMb(process.pid))), 20);
    const [bigMs] = await timed(() =>
      Promise.all(
        Array.from({ length: BIG }, (_, i) =>
          bigPool.render(big, job(i + 1), { owner: `bench-${i % 4}` }),
        ),
      ),
    );
    clearInterval(watch);
    await bigPool.close();

    const result = {
      pixels,
      pdftoppmPixels: refPixels,
      coldMs,
      coldPdftoppmMs: coldRefMs,
      firstRenderMs: median(ours),
      firstRenderPdftoppmMs: median(reference),
      pngBytes: median(sizes),
      pdftoppmPngBytes: median(refSizes),
      cachedMs,
      bigDocument: {
        pages: BIG,
        bytes: big.byteLength,
        totalMs: bigMs,
        rssBeforeMb: before,
        peakRssMb: peak,
        vmHwmMb: peakRssMb(process.pid),
        server: served,
      },
    };
    printTable(
      ['measure', 'ours', 'pdftoppm', 'ratio', 'target'],
      [
        ['pixels', pixels, refPixels, '', 'same'],
        [
          'cold worker, first page (ms)',
          coldMs.toFixed(0),
          coldRefMs.toFixed(0),
          ratio(coldMs, coldRefMs),
          '',
        ],
        [
          'first render, warm (ms, median)',
          result.firstRenderMs.toFixed(1),
          result.firstRenderPdftoppmMs.toFixed(1),
          ratio(result.firstRenderMs, result.firstRenderPdftoppmMs),
          '≤ 1×',
        ],
        [
          'PNG size (KB, median)',
          (result.pngBytes / 1024).toFixed(0),
          (result.pdftoppmPngBytes / 1024).toFixed(0),
          ratio(result.pngBytes, result.pdftoppmPngBytes),
          '≤ 1.2×',
        ],
        [
          'cached repeat over HTTP (ms)',
          cachedMs.toFixed(2),
          result.firstRenderPdftoppmMs.toFixed(1),
          `${(cachedMs / result.firstRenderPdftoppmMs).toFixed(4)}×`,
          '≤ 2 ms, ≤ 1×',
        ],
      ],
    );
    console.log(
      `${BIG}-page document (${(big.byteLength / 1024).toFixed(0)} KB) through a pool of 2: ${(bigMs / 1000).toFixed(1)} s, ${(bigMs / BIG).toFixed(0)} ms a page`,
    );
    printTable(
      ['measure', 'ours', 'goal', 'ratio', 'target'],
      [
        [
          `${BIG}-page render, pool of 2 in the bench: peak RSS (MB)`,
          peak.toFixed(0),
          String(PEAK_TARGET_MB),
          ratio(peak, PEAK_TARGET_MB),
          '≤ 1×',
        ],
        [`bench RSS before (MB)`, before.toFixed(0), '', '', ''],
        [
          `the same in the server, ${availableParallelism()} workers: peak RSS (MB)`,
          served ? served.peakRssMb.toFixed(0) : '',
          String(PEAK_TARGET_MB),
          served ? ratio(served.peakRssMb, PEAK_TARGET_MB) : '',
          '≤ 1×',
        ],
        [
          `server RSS before (MB), time (s)`,
          served ? `${served.rssBeforeMb.toFixed(0)}, ${(served.ms / 1000).toFixed(1)}` : '',
          '',
          '',
          '',
        ],
      ],
    );
    saveResult('render', result);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
