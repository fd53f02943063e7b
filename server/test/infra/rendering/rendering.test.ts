// The PDF worker pool on its own: inspection, rendering time of a text page (reported, not
// asserted), the caps (a job that overruns its time or memory fails alone, its worker is killed
// and the next job gets a new one) and the fair queue (owners take turns).
import { afterAll, describe, expect, it } from 'vitest';
import { pdfLimits, zoomFor } from '../../../src/areas/documents/index.ts';
import { PdfWorkerError, PdfWorkerPool } from '../../../src/rendering/worker-pool.ts';
import { makePdf, pngSize } from '../../documents/support.ts';
import { hostilePdfs, pdfOf } from '../../robustness/hostile-pdfs.ts';

const limits = pdfLimits({ maxPages: 2000, maxObjects: 100_000 });
const pool = new PdfWorkerPool({ size: 1 });
afterAll(() => pool.close());

const page1 = { pageNumber: 1, zoom: zoomFor(100), maxPixels: 25_000_000, format: 'png' } as const;

/** The reason a job failed (PdfWorkerError), or 'ok'. */
async function outcome(job: Promise<unknown>): Promise<string> {
  try {
    await job;
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(PdfWorkerError);
    return (error as PdfWorkerError).reason;
  }
}

/** Runs `work` while sampling the process's RSS; answers the peak growth in MB. */
async function peakGrowthMb(work: () => Promise<unknown>): Promise<number> {
  const base = process.memoryUsage.rss();
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.round((Math.max(peak, process.memoryUsage.rss()) - base) / 2 ** 20);
}

describe('PDF worker pool', () => {
  it('inspects page count and sizes, and refuses encrypted and broken files', async () => {
    expect(await pool.inspect(await makePdf(3), { limits })).toEqual({
      pages: 3,
      pageSizes: Array(3).fill({ width: 595, height: 842 }),
    });
    expect(await pool.inspect(await makePdf(1, { userPassword: 'x' }), { limits })).toMatchObject({
      refused: 'encrypted',
    });
    expect(await pool.inspect(Buffer.from('%PDF-1.4\n%%EOF'), { limits })).toMatchObject({
      refused: 'broken',
    });
  });

  it('renders a text page at scale 100 (timings printed for the report)', async () => {
    const pdf = await makePdf(1);
    const timings: string[] = [];
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      const result = await pool.render(pdf, page1);
      expect(pngSize(Buffer.from(result.image))).toEqual({ width: 793, height: 1123 });
      timings.push(
        `run ${run + 1}: job ${(performance.now() - started).toFixed(0)} ms ` +
          `(render ${result.renderMs.toFixed(0)} ms, PNG ${result.encodeMs.toFixed(0)} ms, ` +
          `${result.image.byteLength} bytes)`,
      );
    }
    const webp = await pool.render(pdf, { ...page1, format: 'webp' });
    timings.push(`WebP: encode ${webp.encodeMs.toFixed(0)} ms, ${webp.image.byteLength} bytes`);
    console.log(`A4 text page at scale 100 (793x1123):\n  ${timings.join('\n  ')}`);
  });

  it('scales a page down so that it stays under the pixel limit', async () => {
    const result = await pool.render(await makePdf(1), {
      ...page1,
      zoom: zoomFor(400),
      maxPixels: 1_000_000,
    });
    const { width, height } = pngSize(Buffer.from(result.image));
    expect(width * height).toBeLessThanOrEqual(1_000_000);
    expect(width / height).toBeCloseTo(595 / 842, 2);
  });

  it('kills a job that overruns its time limit; the next job gets a new worker', async () => {
    // Rendering a page whose content inflates to 2 GiB (nothing checked it: the render path of a
    // document stored before the upload check) takes pdfjs far longer than 5 s. Its memory grows
    // meanwhile (~400 MB a second here): the cap is set far above what it reaches in that time,
    // so the time limit stops it, not the memory watchdog (the next test is about memory). The
    // limit is not shorter because the next job, on a worker started cold, must finish within it
    // on a loaded machine too (1 s was passed there).
    const hasty = new PdfWorkerPool({ size: 1, jobTimeoutMs: 5_000, memoryMb: 8_192 });
    const bomb = hostilePdfs()['decompression bomb'];
    const started = performance.now();
    expect(await outcome(hasty.render(bomb, page1))).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(hasty.kills.timeout).toBe(1);
    expect(hasty.stats().workers).toBe(0);
    expect(pngSize(Buffer.from((await hasty.render(await makePdf(1), page1)).image)).width).toBe(
      793,
    );
    await hasty.close();
    await expect(hasty.inspect(await makePdf(1), { limits })).rejects.toThrow('pool closed');
  });

  it('kills a job whose memory passes the cap (heap or RSS watchdog), not the process', async () => {
    const capped = new PdfWorkerPool({ size: 1, memoryMb: 64 });
    const bomb = hostilePdfs()['decompression bomb'];
    // 80 000 objects parsed by pdf-lib need ~100 MB of heap: over a 64 MB heap cap.
    const flood = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
      ...Array<string>(80_000).fill('<< /A 1 /B [1 2 3] >>'),
    ]);
    const generous = { ...limits, maxObjects: 1_000_000 };
    const growth = await peakGrowthMb(async () => {
      let started = performance.now();
      expect(await outcome(capped.render(bomb, page1))).toBe('memory');
      console.log(`render bomb killed after ${(performance.now() - started).toFixed(0)} ms`);
      started = performance.now();
      expect(await outcome(capped.inspect(flood, { limits: generous }))).toBe('memory');
      console.log(`object flood killed after ${(performance.now() - started).toFixed(0)} ms`);
    });
    console.log(`memory caps: peak RSS growth ${growth} MB, kills ${JSON.stringify(capped.kills)}`);
    expect(growth).toBeLessThan(1024);
    expect(capped.kills.memory).toBe(2);
    // Replaced: the next job runs in a new worker.
    expect(await capped.inspect(await makePdf(1), { limits })).toMatchObject({ pages: 1 });
    await capped.close();
  });

  it("takes the owners' jobs in turns: a second owner waits for one job, not for the queue", async () => {
    const fair = new PdfWorkerPool({ size: 1 });
    const pdf = await makePdf(5);
    const done: string[] = [];
    const job = (owner: string, name: string) =>
      fair.inspect(pdf, { owner, limits }).then(() => done.push(name));
    const jobs = [job('anna', 'a1'), job('anna', 'a2'), job('anna', 'a3')];
    jobs.push(job('beat', 'b1'), job('carla', 'c1'), job('beat', 'b2'));
    expect(fair.stats()).toMatchObject({ running: 1, waiting: 5 });
    await Promise.all(jobs);
    expect(done).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    await fair.close();
  });

  it('lets an owner render on every worker while nobody else waits, one each when others do', async () => {
    const fair = new PdfWorkerPool({ size: 2 });
    const pdf = await makePdf(5);
    const render = (owner: string) => fair.render(pdf, page1, { owner });
    const jobs = [render('anna'), render('anna')];
    expect(fair.stats()).toMatchObject({ running: 2, waiting: 0 });
    jobs.push(render('anna'), render('beat'));
    expect(fair.stats().waitingBy).toEqual({ anna: 1, beat: 1 });
    // When the first job ends, the freed worker goes to beat (none running), not to anna's third.
    await Promise.race(jobs.slice(0, 2));
    expect(fair.stats()).toMatchObject({ running: 2, waitingBy: { anna: 1 } });
    await Promise.all(jobs);
    await fair.close();
  });

  it('checks one upload per owner at a time with two waiting, refuses a third waiting at once, and leaves the other workers to the others', async () => {
    const fair = new PdfWorkerPool({ size: 2 });
    const pdf = await makePdf(5);
    const check = (owner: string) => outcome(fair.inspect(pdf, { owner, limits }));
    const anna = [check('anna'), check('anna'), check('anna')];
    // One of anna's checks runs; the second worker stays free although two more of hers wait.
    expect(fair.stats()).toMatchObject({ running: 1, waitingBy: { anna: 2 } });
    expect(await check('anna')).toBe('busy');
    // beat's check takes the free worker at once.
    const beat = check('beat');
    expect(fair.stats()).toMatchObject({ running: 2, waitingBy: { anna: 2 } });
    expect(await Promise.all([...anna, beat])).toEqual(['ok', 'ok', 'ok', 'ok']);
    await fair.close();
  });

  it('refuses more waiting jobs of one owner than allowed, at once', async () => {
    const small = new PdfWorkerPool({ size: 1, maxWaitingPerOwner: 1 });
    const pdf = await makePdf(1);
    const jobs = [0, 1, 2].map(() => outcome(small.inspect(pdf, { owner: 'anna', limits })));
    expect(await Promise.all(jobs)).toEqual(['ok', 'ok', 'busy']);
    await small.close();
  });
});
