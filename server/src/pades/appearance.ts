// The picture of a visible signature: the visual-signature renderer (name, company, place and
// date, claim, standards, QR code, as the display flags say) on a transparent background, always
// in the visual signature's own shape (docs/product.md#entities-visual-signature "Default size 300x140"): signPdf scales it
// into the box the sender drew, whatever that box's shape, its aspect kept and centred. It is
// drawn at a resolution finer than the box in points, and never below the natural size at that
// resolution, so the image stays sharp when the PDF is zoomed, even in a small box.
import type { DrawableSignature } from '../rendering/signature-texts.ts';
import { renderSignatureImage } from '../rendering/visual-signature.ts';

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
