// Image variants (docs/product.md#calls-integrations "image URLs carry width, height, format, quality, fit, position
// parameters"): a stored image resized and re-encoded by sharp, made once per source and set of
// parameters and kept in storage beside it. The cache key holds a digest of the source bytes, so
// a replaced image (a new seal image) never serves an old variant; the variant of a removed
// source is not reachable any more (its source lookup answers 404 first).
import { createHash } from 'node:crypto';
import type Sharp from 'sharp';
import type { Storage } from '../storage/storage.ts';

export type ImageFormat = 'webp' | 'png' | 'jpeg';
export type ImageFit = 'inside' | 'contain' | 'cover' | 'fill' | 'outside';
export type ImagePosition =
  | 'center'
  | 'top'
  | 'right-top'
  | 'right'
  | 'right-bottom'
  | 'bottom'
  | 'left-bottom'
  | 'left'
  | 'left-top'
  | 'entropy'
  | 'attention';

/** The resizing parameters of an image URL (the contract's ImageWidth … ImagePosition). */
export interface ImageParams {
  width?: number;
  height?: number;
  format?: ImageFormat;
  quality?: number;
  fit?: ImageFit;
  position?: ImagePosition;
}

export const DEFAULT_QUALITY = 80;
export const MAX_IMAGE_SIDE = 3072;
/** Decoding a bigger image would need hundreds of MB; sharp refuses it. */
export const MAX_INPUT_PIXELS = 50_000_000;

export const IMAGE_MEDIA_TYPES: Record<ImageFormat, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

export interface ImageVariant {
  bytes: Buffer;
  mediaType: string;
  /** True when the variant came from the cache (made by an earlier request). */
  cached: boolean;
}

/** Whether the parameters ask for anything but the stored image as it is. */
export const asksForVariant = (params: ImageParams) =>
  params.width !== undefined || params.height !== undefined || params.format !== undefined;

/** The parameters spelled out with their defaults: equal requests share one cache entry. */
export function normalizeImageParams(params: ImageParams, sourceFormat: ImageFormat) {
  const format = params.format ?? sourceFormat;
  return {
    width: params.width,
    height: params.height,
    format,
    // PNG is lossless: a quality would only split the cache.
    quality: format === 'png' ? undefined : (params.quality ?? DEFAULT_QUALITY),
    fit: params.fit ?? 'inside',
    position: params.position ?? 'center',
  };
}

/** The storage key of a variant (only characters the storage accepts). */
export function variantKey(
  sourceKey: string,
  source: Buffer,
  params: ReturnType<typeof normalizeImageParams>,
): string {
  const digest = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const size = `${params.width ?? 'auto'}x${params.height ?? 'auto'}`;
  const quality = params.quality === undefined ? '' : `-q${params.quality}`;
  const name = `${size}-${params.fit}-${params.position}${quality}.${params.format}`;
  return `image-variants/${sourceKey.replace(/[^A-Za-z0-9._-]/g, '_')}/${digest}/${name}`;
}

/**
 * sharp (libvips), loaded at the first image: it costs the server about 30 MB at start when
 * loaded up front, and most processes serve images rarely.
 */
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((module) => module.default));

/** sharp's spelling of a position ("right top"), or its strategy for entropy and attention. */
function sharpPosition(sharp: typeof Sharp, position: ImagePosition): string | number {
  if (position === 'entropy') return sharp.strategy.entropy;
  if (position === 'attention') return sharp.strategy.attention;
  return position.replace('-', ' ');
}

async function render(
  source: Buffer,
  params: ReturnType<typeof normalizeImageParams>,
): Promise<Buffer> {
  const sharp = await loadSharp();
  let image = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  if (params.width !== undefined || params.height !== undefined) {
    image = image.resize({
      width: params.width,
      height: params.height,
      fit: params.fit,
      position: sharpPosition(sharp, params.position),
      // Letterboxing keeps transparency (signature and seal images are drawn on nothing).
      background: { r: 0, g: 0, b: 0, alpha: 0 },
      withoutEnlargement: true,
    });
  }
  if (params.format === 'webp') image = image.webp({ quality: params.quality });
  else if (params.format === 'jpeg') {
    // JPEG has no transparency: white behind the image, as on paper.
    image = image.flatten({ background: '#ffffff' }).jpeg({ quality: params.quality });
  } else image = image.png();
  return image.toBuffer();
}

/**
 * The variant of the stored image `source` (kept under `sourceKey`) that `params` ask for: from the
 * cache when an earlier request made it, otherwise made now and kept.
 */
export async function imageVariant(
  storage: Storage,
  sourceKey: string,
  source: Buffer,
  params: ImageParams,
  sourceFormat: ImageFormat = 'png',
): Promise<ImageVariant> {
  const normalized = normalizeImageParams(params, sourceFormat);
  const mediaType = IMAGE_MEDIA_TYPES[normalized.format];
  if (!asksForVariant(params)) return { bytes: source, mediaType, cached: true };
  const key = variantKey(sourceKey, source, normalized);
  const kept = await storage.get(key);
  if (kept) return { bytes: kept, mediaType, cached: true };
  const bytes = await render(source, normalized);
  await storage.put(key, bytes);
  return { bytes, mediaType, cached: false };
}

/** The size of an image as its header says (upright), without decoding it; undefined: no image. */
export async function imageSize(
  source: Buffer,
): Promise<{ width: number; height: number } | undefined> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(source, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return undefined;
    const turned = (meta.orientation ?? 1) >= 5;
    return turned
      ? { width: meta.height, height: meta.width }
      : { width: meta.width, height: meta.height };
  } catch {
    return undefined;
  }
}

/**
 * An image someone gave (PNG, JPEG, WebP, GIF: its first frame) as the service keeps it: decoded
 * and re-encoded as PNG (nothing of the original file but its pixels survives), turned upright
 * and scaled down into `maxSide`. Undefined when the bytes are no image sharp can read (or one of
 * more than MAX_INPUT_PIXELS: check imageSize first).
 */
export async function keptImage(
  source: Buffer,
  maxSide: number,
): Promise<{ png: Buffer; width: number; height: number } | undefined> {
  const sharp = await loadSharp();
  try {
    const { data, info } = await sharp(source, {
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: false,
    })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { png: data, width: info.width, height: info.height };
  } catch {
    return undefined;
  }
}
