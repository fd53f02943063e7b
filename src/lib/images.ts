// Image addresses (docs/product.md#calls-integrations "image URLs carry width, height, format, quality, fit, position
// parameters"; docs/product.md#constants-images "Image densities 1 and 2, format webp, breakpoints xs 320, sm 640, md 768,
// lg 1024, xl 1280, xxl 1536 … Placeholder images default to /img/{name}.webp, lazily loaded.
// WebP support is tested with a tiny sample image; the decoder helper polls every 100 ms and
// waits 1 s after init"). The server makes each variant (server/src/rendering/image-variants.ts).

export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_BREAKPOINTS = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1536,
} as const;
export type ImageBreakpoint = keyof typeof IMAGE_BREAKPOINTS;
export type ImageFormat = 'webp' | 'png' | 'jpeg';
export type ImageFit = 'inside' | 'contain' | 'cover' | 'fill' | 'outside';

export interface ImageParams {
  width?: number;
  height?: number;
  format?: ImageFormat;
  quality?: number;
  fit?: ImageFit;
  position?: string;
}

/** The preferred format, and the one used where the browser does not decode WebP. */
export const PREFERRED_FORMAT: ImageFormat = 'webp';
export const FALLBACK_FORMAT: ImageFormat = 'png';

/** The placeholder image of `name` (docs/product.md#constants-images "/img/{name}.webp"). */
export const placeholderImage = (name: string) => `/img/${encodeURIComponent(name)}.webp`;

/** `src` with the resizing parameters (the ones already in it are replaced). */
export function imageUrl(src: string, params: ImageParams): string {
  const [path, query = ''] = src.split('?');
  const search = new URLSearchParams(query);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The format to ask for: webp where the browser decodes it, png otherwise. */
export const imageFormat = (webp: boolean): ImageFormat =>
  webp ? PREFERRED_FORMAT : FALLBACK_FORMAT;

/**
 * The density an image fetched by the API client (a token-protected one, which cannot use srcset)
 * is asked for: 2 on a high-density screen, else 1.
 */
export function screenDensity(ratio: number = globalThis.devicePixelRatio ?? 1): 1 | 2 {
  return ratio > 1 ? 2 : 1;
}

/** srcset for an image shown `width` × `height` CSS pixels: one address per density (1x, 2x). */
export function densitySrcSet(
  src: string,
  size: { width: number; height?: number },
  params: Omit<ImageParams, 'width' | 'height'>,
): string {
  return IMAGE_DENSITIES.map((density) => {
    const url = imageUrl(src, {
      ...params,
      width: size.width * density,
      height: size.height === undefined ? undefined : size.height * density,
    });
    return `${url} ${density}x`;
  }).join(', ');
}

/** srcset for an image as wide as the layout: one address per breakpoint width and density. */
export function breakpointSrcSet(
  src: string,
  params: Omit<ImageParams, 'width' | 'height'>,
): string {
  const widths = new Set<number>();
  for (const width of Object.values(IMAGE_BREAKPOINTS)) {
    for (const density of IMAGE_DENSITIES) widths.add(width * density);
  }
  return [...widths]
    .sort((a, b) => a - b)
    .map((width) => `${imageUrl(src, { ...params, width })} ${width}w`)
    .join(', ');
}

/** A sizes attribute for breakpointSrcSet: the full width up to each breakpoint. */
export function breakpointSizes(maxWidth?: number): string {
  const steps = Object.values(IMAGE_BREAKPOINTS).map((w) => `(max-width: ${w}px) ${w}px`);
  return [...steps, maxWidth ? `${maxWidth}px` : '100vw'].join(', ');
}

// ---- WebP support --------------------------------------------------------------------------

/** A 1×1 lossy WebP: the browser decodes it only if it supports WebP. */
export const WEBP_SAMPLE =
  'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';
/** The decoder helper looks at the sample every 100 ms … */
export const WEBP_POLL_MS = 100;
/** … and gives up 1 s after it started (docs/product.md#constants). */
export const WEBP_WAIT_MS = 1_000;

/** What the check needs of the browser (a fake in unit tests). */
export interface DecoderEnvironment {
  /** Starts decoding `src`; answers whether it is decoded (polled) and whether it failed. */
  decode(src: string): { decoded(): boolean; failed(): boolean };
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
}

/** Decodes the sample and resolves true once it is decoded, false on an error or after 1 s. */
export function testWebpSupport(env: DecoderEnvironment): Promise<boolean> {
  return new Promise((resolve) => {
    const startedAt = env.now();
    const sample = env.decode(WEBP_SAMPLE);
    const handle = env.setInterval(() => {
      const verdict = sample.decoded() ? true : sample.failed() ? false : undefined;
      if (verdict === undefined && env.now() - startedAt < WEBP_WAIT_MS) return;
      env.clearInterval(handle);
      resolve(verdict ?? false);
    }, WEBP_POLL_MS);
  });
}

/** The browser's decoder: an Image of the sample, decoded when it has a natural width. */
export const browserDecoder: DecoderEnvironment = {
  decode(src) {
    const image = new Image();
    let failed = false;
    image.onerror = () => (failed = true);
    image.src = src;
    return {
      decoded: () => image.complete && image.naturalWidth > 0,
      failed: () => failed,
    };
  },
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (handle) => window.clearInterval(handle as number),
  now: () => Date.now(),
};

let webpSupport: Promise<boolean> | undefined;

/** Whether this browser decodes WebP, tested once per page. */
export function supportsWebp(env: DecoderEnvironment = browserDecoder): Promise<boolean> {
  webpSupport ??= testWebpSupport(env);
  return webpSupport;
}

/** Tests only: forget the verdict. */
export function resetWebpSupport(): void {
  webpSupport = undefined;
}
