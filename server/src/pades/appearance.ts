// The picture of a visible signature: the visual-signature renderer (name, company, place and
// date, claim, standards, QR code, as the display flags say) on a transparent background, always
// in the visual signature's own shape (docs/product.md#entities-visual-signature "Default size 300x140"): signPdf scales it
// into the box the sender drew, whatever that box's shape, its aspect kept and centred. It is
// drawn at a resolution finer than the box in points, and never below the natural size at that
// resolution, so the image stays sharp when the PDF is zoomed, even in a small box.
//
// For a signature, drawSignatureAppearance gives the picture without its QR code, drawn once and
// kept (AppearancePictures) for every later signature drawn the same, and the QR code (a
// different verification address for every document) as PDF drawing operators over it.
import { createHash } from 'node:crypto';
import { signatureTexts, type DrawableSignature } from '../rendering/signature-texts.ts';
import {
  qrModules,
  renderSignatureImage,
  renderSignaturePixels,
  type QrBox,
  type QrModules,
  type SignatureDrawingInput,
} from '../rendering/visual-signature.ts';
import { BoundedCache } from './bounded-cache.ts';
import { prepareRgbaImage, preparedImageBytes, type PreparedImage } from './prepared-image.ts';

/** Width and height of the visual signature in points: the shape every appearance has. */
export const NATURAL_WIDTH = 300;
export const NATURAL_HEIGHT = 140;
/** Widest appearance in pixels: a box as large as a poster page must not need a huge canvas. */
const MAX_PIXEL_WIDTH = 2400;

export interface AppearanceOptions {
  /** Box size in PDF points (the position's width and height). */
  width: number;
  height: number;
  /** The signing time shown when displayDate is set. */
  date: Date;
  /** Text of the QR code (a validation address), drawn when displayQr is set. */
  qrText: string;
  /** A custom image drawn instead of the name. */
  customImage?: Uint8Array;
  /** Pixels per point (default 2, at most 4). */
  resolution?: number;
}

/**
 * Size in pixels of the appearance of a box: the natural shape scaled to fit the box (what
 * signPdf draws), at `resolution` pixels per point, at least the natural size at it and at
 * most MAX_PIXEL_WIDTH wide.
 */
export function appearancePixels(
  box: { width: number; height: number },
  resolution = 2,
): { width: number; height: number } {
  const perPoint = Math.min(4, Math.max(1, resolution));
  const fit = Math.min(box.width / NATURAL_WIDTH, box.height / NATURAL_HEIGHT);
  const scale = Math.min(
    Math.max(1, Number.isFinite(fit) ? fit : 1) * perPoint,
    MAX_PIXEL_WIDTH / NATURAL_WIDTH,
  );
  return {
    width: Math.round(NATURAL_WIDTH * scale),
    height: Math.round(NATURAL_HEIGHT * scale),
  };
}

/** A PNG (with an alpha channel) for SignPdfOptions.appearance.png. */
export function renderSignatureAppearance(
  signature: DrawableSignature,
  options: AppearanceOptions,
): Promise<Buffer> {
  return renderSignatureImage(signature, {
    ...appearancePixels(options, options.resolution),
    date: options.date,
    qrText: options.qrText,
    customImage: options.customImage,
  });
}

/** What signPdf draws for a visible signature (SignatureAppearance.drawing). */
export interface SignatureDrawing {
  /** The picture, its transparent pixels leaving the page visible. */
  image: PreparedImage;
  /**
   * PDF content operators drawn over the picture, in its pixel space: origin at the top left,
   * y downwards, one unit a pixel.
   */
  overlay?: string;
}

/** A visual signature's picture without its QR code, and where the QR code goes on it. */
interface Picture {
  image: PreparedImage;
  qr?: QrBox;
}

/**
 * The pictures of visual signatures, by everything drawn on them: the texts (name, company,
 * place and date, claim, standards), the custom image, the size and the room for a QR code. A
 * picture is found again only when all of these are the same, so no signature gets another's
 * name or date; a new day or an edited visual signature draws a new one. Least recently used
 * ones go first once the pictures together reach `maxBytes`.
 */
export class AppearancePictures {
  readonly #cache: BoundedCache<Picture>;
  /** Pictures being drawn: two signatures at once that need the same one draw it once. */
  readonly #drawing = new Map<string, Promise<Picture>>();

  constructor(maxBytes = 16 * 1024 * 1024) {
    this.#cache = new BoundedCache(maxBytes, (picture) => preparedImageBytes(picture.image));
  }

  get maxBytes(): number {
    return this.#cache.maxBytes;
  }

  /** Bytes the kept pictures hold. */
  get bytes(): number {
    return this.#cache.bytes;
  }

  /** How many pictures are kept. */
  get size(): number {
    return this.#cache.size;
  }

  async picture(input: SignatureDrawingInput): Promise<Picture> {
    const key = pictureKey(input);
    const kept = this.#cache.get(key);
    if (kept) return kept;
    let drawing = this.#drawing.get(key);
    if (!drawing) {
      drawing = drawPicture(input).then(
        (picture) => {
          this.#drawing.delete(key);
          this.#cache.set(key, picture);
          return picture;
        },
        (error: unknown) => {
          this.#drawing.delete(key);
          throw error;
        },
      );
      this.#drawing.set(key, drawing);
    }
    return drawing;
  }
}

/** The pictures of this process's signatures. */
export const appearancePictures = new AppearancePictures();

function pictureKey(input: SignatureDrawingInput): string {
  const { texts } = input;
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify([
      input.width,
      input.height,
      input.displayQr,
      texts.name,
      texts.company ?? null,
      texts.placeAndDate ?? null,
      texts.claim ?? null,
      texts.standards ?? null,
      input.customImage ? input.customImage.length : null,
    ]),
  );
  if (input.customImage) hash.update(input.customImage);
  return hash.digest('base64url');
}

async function drawPicture(input: SignatureDrawingInput): Promise<Picture> {
  const { width, height, rgba, qr } = await renderSignaturePixels(input);
  return { image: prepareRgbaImage(rgba, width, height), ...(qr ? { qr } : {}) };
}

/** A number of a content stream: at most 4 decimals, no "-0". */
function pdfNumber(value: number): string {
  const rounded = Math.round(value * 10_000) / 10_000;
  return String(rounded === 0 ? 0 : rounded);
}

/**
 * The QR code as filled rectangles on a white ground, in the picture's pixel space: scaled to
 * one unit a module, then one rectangle per run of dark modules in a row, in whole units (so
 * neighbouring rows meet without a gap, and the stream stays small). Vector, so it stays sharp at
 * any zoom.
 */
export function qrOperators(modules: QrModules, box: QrBox): string {
  const { count } = modules;
  const cell = box.size / count;
  const quiet = box.quiet / cell;
  const parts = [
    `q ${[cell, 0, 0, cell, box.x, box.y].map(pdfNumber).join(' ')} cm`,
    `1 g ${[-quiet, -quiet, count + 2 * quiet, count + 2 * quiet].map(pdfNumber).join(' ')} re f`,
    '0 g',
  ];
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (!modules.dark(row, column)) continue;
      const start = column;
      while (column + 1 < count && modules.dark(row, column + 1)) column++;
      parts.push(`${start} ${row} ${column + 1 - start} 1 re`);
    }
  }
  parts.push('f Q');
  return parts.join('\n');
}

/**
 * The appearance of one signature (SignatureAppearance.drawing): the visual signature's picture,
 * found in `pictures` when it was drawn the same before, and this signature's QR code over it.
 */
export async function drawSignatureAppearance(
  signature: DrawableSignature,
  options: AppearanceOptions,
  pictures: AppearancePictures = appearancePictures,
): Promise<SignatureDrawing> {
  const picture = await pictures.picture({
    texts: signatureTexts(signature, options.date),
    displayQr: signature.displayQr,
    ...appearancePixels(options, options.resolution),
    ...(options.customImage ? { customImage: options.customImage } : {}),
  });
  if (!picture.qr) return { image: picture.image };
  return {
    image: picture.image,
    overlay: qrOperators(await qrModules(options.qrText), picture.qr),
  };
}
