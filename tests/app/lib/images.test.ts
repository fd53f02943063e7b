// Image addresses and the WebP test (docs/product.md#constants-images: densities 1 and 2, format webp, breakpoints
// xs 320 … xxl 1536, placeholders at /img/{name}.webp, the WebP test with a tiny sample image
// whose decoder helper polls every 100 ms and waits 1 s after init, falling back to png).
import { describe, expect, it } from 'vitest';
import {
  IMAGE_BREAKPOINTS,
  IMAGE_DENSITIES,
  WEBP_POLL_MS,
  WEBP_SAMPLE,
  WEBP_WAIT_MS,
  breakpointSizes,
  breakpointSrcSet,
  densitySrcSet,
  imageFormat,
  imageUrl,
  placeholderImage,
  testWebpSupport,
  type DecoderEnvironment,
} from '@/lib/images';

describe('image addresses', () => {
  it('holds the product constants', () => {
    expect(IMAGE_DENSITIES).toEqual([1, 2]);
    expect(IMAGE_BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 });
    expect(placeholderImage('not-found')).toBe('/img/not-found.webp');
  });

  it('adds the resizing parameters, replacing ones already there', () => {
    expect(imageUrl('/img/a.webp', { width: 320, format: 'webp', fit: 'cover' })).toBe(
      '/img/a.webp?width=320&format=webp&fit=cover',
    );
    expect(imageUrl('/x?width=1&keep=yes', { width: 640, height: undefined })).toBe(
      '/x?width=640&keep=yes',
    );
    expect(imageUrl('/x', {})).toBe('/x');
  });

  it('asks for a fixed-size image at densities 1 and 2', () => {
    expect(densitySrcSet('/img/s.webp', { width: 150, height: 70 }, { format: 'webp' })).toBe(
      '/img/s.webp?format=webp&width=150&height=70 1x, /img/s.webp?format=webp&width=300&height=140 2x',
    );
  });

  it('asks for a layout-wide image at every breakpoint and density, without duplicates', () => {
    const set = breakpointSrcSet('/img/a.webp', { format: 'png' });
    const widths = set.split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)![1]));
    expect(widths).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
    expect(set).toContain('/img/a.webp?format=png&width=320 320w');
    expect(breakpointSizes(1024)).toBe(
      '(max-width: 320px) 320px, (max-width: 640px) 640px, (max-width: 768px) 768px, (max-width: 1024px) 1024px, (max-width: 1280px) 1280px, (max-width: 1536px) 1536px, 1024px',
    );
  });

  it('uses webp where the browser decodes it and png otherwise', () => {
    expect(imageFormat(true)).toBe('webp');
    expect(imageFormat(false)).toBe('png');
  });
});

/** A decoder and timers driven by hand: the sample decodes (or fails) at a given time. */
function fakeDecoder(outcome: { decodedAt?: number; failedAt?: number }) {
  let now = 0;
  let tick: (() => void) | undefined;
  let interval = 0;
  const decoded: string[] = [];
  const env: DecoderEnvironment = {
    decode(src) {
      decoded.push(src);
      return {
        decoded: () => outcome.decodedAt !== undefined && now >= outcome.decodedAt,
        failed: () => outcome.failedAt !== undefined && now >= outcome.failedAt,
      };
    },
    setInterval(callback, ms) {
      interval = ms;
      tick = callback;
      return 1;
    },
    clearInterval() {
      tick = undefined;
    },
    now: () => now,
  };
  /** Moves time on by one poll; false once the helper stopped polling. */
  const poll = () => {
    now += interval;
    tick?.();
    return tick !== undefined;
  };
  return { env, poll, decoded, interval: () => interval, now: () => now };
}

describe('the WebP test', () => {
  it('decodes the tiny sample and polls every 100 ms', async () => {
    const fake = fakeDecoder({ decodedAt: 250 });
    const verdict = testWebpSupport(fake.env);
    expect(fake.decoded).toEqual([WEBP_SAMPLE]);
    expect(fake.interval()).toBe(WEBP_POLL_MS);
    expect(WEBP_POLL_MS).toBe(100);
    while (fake.poll());
    expect(await verdict).toBe(true);
    expect(fake.now()).toBe(300);
  });

  it('falls back (false) when the sample fails to decode', async () => {
    const fake = fakeDecoder({ failedAt: 100 });
    const verdict = testWebpSupport(fake.env);
    while (fake.poll());
    expect(await verdict).toBe(false);
    expect(fake.now()).toBe(100);
  });

  it('gives up 1 s after it started when the sample never decodes', async () => {
    expect(WEBP_WAIT_MS).toBe(1_000);
    const fake = fakeDecoder({});
    const verdict = testWebpSupport(fake.env);
    let polls = 0;
    while (fake.poll()) polls += 1;
    expect(await verdict).toBe(false);
    expect(fake.now()).toBe(1_000);
    expect(polls).toBe(9);
  });
});
