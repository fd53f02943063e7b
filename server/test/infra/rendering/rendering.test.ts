// The PDF worker pool on its own: inspection, rendering time of a text page (reported, not
// asserted), and that a job that overruns or a closed pool fails only that job.
import { afterAll, describe, expect, it } from 'vitest';
import { zoomFor } from '../../../src/areas/documents/index.ts';
import { PdfWorkerError, PdfWorkerPool } from '../../../src/rendering/worker-pool.ts';
import { makePdf, pngSize } from '../../documents/support.ts';

const pool = new PdfWorkerPool(1);
afterAll(() => pool.close());

describe('PDF worker pool', () => {
  it('inspects page count and sizes, and refuses encrypted and broken files', async () => {
    expect(await pool.inspect(await makePdf(3))).toEqual({
      pages: 3,
      pageSizes: Array(3).fill({ width: 595, height: 842 }),
    });
    expect(await pool.inspect(await makePdf(1, { userPassword: 'x' }))).toEqual({
      refused: 'encrypted',
    });
    expect(await pool.inspect(Buffer.from('%PDF-1.4\n%%EOF'))).toMatchObject({ refused: 'broken' });
  });

  it('renders a text page at scale 100 (timings printed for the report)', async () => {
    const pdf = await makePdf(1);
    const timings: string[] = [];
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      const result = await pool.render(pdf, {
        pageNumber: 1,
        zoom: zoomFor(100),
        maxPixels: 25_000_000,
        format: 'png',
      });
      expect(pngSize(Buffer.from(result.image))).toEqual({ width: 793, height: 1123 });
      timings.push(
        `run ${run + 1}: job ${(performance.now() - started).toFixed(0)} ms ` +
          `(render ${result.renderMs.toFixed(0)} ms, PNG ${result.encodeMs.toFixed(0)} ms, ` +
          `${result.image.byteLength} bytes)`,
      );
    }
    const webp = await pool.render(pdf, {
      pageNumber: 1,
      zoom: zoomFor(100),
      maxPixels: 25e6,
      format: 'webp',
    });
    timings.push(`WebP: encode ${webp.encodeMs.toFixed(0)} ms, ${webp.image.byteLength} bytes`);
    console.log(`A4 text page at scale 100 (793x1123):\n  ${timings.join('\n  ')}`);
  });

  it('scales a page down so that it stays under the pixel limit', async () => {
    const result = await pool.render(await makePdf(1), {
      pageNumber: 1,
      zoom: zoomFor(400),
      maxPixels: 1_000_000,
      format: 'png',
    });
    const { width, height } = pngSize(Buffer.from(result.image));
    expect(width * height).toBeLessThanOrEqual(1_000_000);
    expect(width / height).toBeCloseTo(595 / 842, 2);
  });

  it('fails a job that overruns its time limit and keeps working afterwards', async () => {
    const hasty = new PdfWorkerPool(1, 1);
    await expect(hasty.inspect(await makePdf(50))).rejects.toBeInstanceOf(PdfWorkerError);
    await hasty.close();
    await expect(hasty.inspect(await makePdf(1))).rejects.toThrow('pool closed');
    expect(await pool.inspect(await makePdf(1))).toMatchObject({ pages: 1 });
  });
});
