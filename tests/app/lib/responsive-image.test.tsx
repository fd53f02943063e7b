// @vitest-environment jsdom
// The image component: lazy, densities 1 and 2 for a fixed size, every breakpoint for a
// layout-wide image, webp where decoded and png otherwise, and nothing loaded before the test.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResponsiveImage } from '@/components/image/responsive-image';
import { resetWebpSupport, supportsWebp, type DecoderEnvironment } from '@/lib/images';
import { renderWithProviders } from '../../support/render';

/** Settles the page's WebP verdict before the component asks. */
function decoder(webp: boolean): DecoderEnvironment {
  return {
    decode: () => ({ decoded: () => webp, failed: () => !webp }),
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    now: () => Date.now(),
  };
}

beforeEach(() => resetWebpSupport());

describe('ResponsiveImage', () => {
  it('asks for webp at densities 1 and 2, lazily', async () => {
    void supportsWebp(decoder(true));
    renderWithProviders(
      <ResponsiveImage src="/img/not-found.webp" alt="Nothing here" width={240} height={180} />,
    );
    const image = await screen.findByAltText('Nothing here');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('src')).toBe('/img/not-found.webp?width=240&height=180&format=webp');
    expect(image.getAttribute('srcset')).toBe(
      '/img/not-found.webp?format=webp&width=240&height=180 1x, /img/not-found.webp?format=webp&width=480&height=360 2x',
    );
  });

  it('falls back to png and follows the layout at every breakpoint', async () => {
    void supportsWebp(decoder(false));
    renderWithProviders(<ResponsiveImage src="/img/empty-list.webp" alt="" maxWidth={640} />);
    await waitFor(() => expect(document.querySelector('img')).not.toBeNull());
    const image = document.querySelector('img')!;
    expect(image.getAttribute('srcset')).toContain(
      '/img/empty-list.webp?format=png&width=320 320w',
    );
    expect(image.getAttribute('srcset')).toContain('width=3072 3072w');
    expect(image.getAttribute('sizes')).toMatch(/, 640px$/);
  });
});
