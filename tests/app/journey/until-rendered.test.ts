// Page images (docs/product.md#calls-documents): "GET /v3/documents/{id}/pages/{n} with scale (default 100; up to 10
// retries, delay 100 ms doubling up to 5000 ms …)", plus the server's 202 + Retry-After.
import { describe, expect, it, vi } from 'vitest';
import {
  PageNotRenderedError,
  renderingDelay,
  untilRendered,
  type PageAnswer,
} from '@/components/document-viewer/until-rendered';
import { DEFAULT_PAGE_SCALE, PAGE_RETRIES } from '@/lib/retry';

const rendering = (headers: Record<string, string> = {}): PageAnswer => ({
  status: 202,
  data: { status: 'rendering' },
  headers: new Headers(headers),
});
const image = (): PageAnswer => ({
  status: 200,
  data: new Blob(['png'], { type: 'image/png' }),
  headers: new Headers(),
});

describe('untilRendered', () => {
  it('uses the product constants: 10 retries, default scale 100', () => {
    expect(PAGE_RETRIES).toBe(10);
    expect(DEFAULT_PAGE_SCALE).toBe(100);
  });

  it('answers the image at once when the page is ready', async () => {
    const sleep = vi.fn(async () => undefined);
    const blob = await untilRendered(async () => image(), { sleep });
    expect(blob.type).toBe('image/png');
    expect(sleep).not.toHaveBeenCalled();
  });

  it('waits the Retry-After of a 202 and asks again', async () => {
    const answers = [rendering({ 'Retry-After': '1' }), rendering({ 'Retry-After': '2' }), image()];
    const sleep = vi.fn(async (_ms: number) => undefined);
    const blob = await untilRendered(async () => answers.shift()!, { sleep });
    expect(blob).toBeInstanceOf(Blob);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
  });

  it('without Retry-After waits 100 ms doubling up to 5000 ms', () => {
    const delays = Array.from({ length: 8 }, (_, attempt) =>
      renderingDelay(new Headers(), attempt),
    );
    expect(delays).toEqual([100, 200, 400, 800, 1600, 3200, 5000, 5000]);
  });

  it('gives up after 10 retries (11 attempts)', async () => {
    const fetchPage = vi.fn(async () => rendering());
    const sleep = vi.fn(async () => undefined);
    await expect(untilRendered(fetchPage, { sleep })).rejects.toBeInstanceOf(PageNotRenderedError);
    expect(fetchPage).toHaveBeenCalledTimes(11);
    expect(sleep).toHaveBeenCalledTimes(10);
  });

  it('refuses an answer that is not an image', async () => {
    await expect(
      untilRendered(async () => ({ status: 200, data: 'oops', headers: new Headers() })),
    ).rejects.toThrow('not an image');
  });
});
