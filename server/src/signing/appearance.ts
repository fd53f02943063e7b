// The picture of a visible signature: the visual-signature renderer (name, company, place and
// date, claim, standards, QR code, as the display flags say) drawn at a resolution finer than
// the box in points, so the image stays sharp when the PDF is zoomed.
import type { DrawableSignature } from '../areas/visual-signatures/index.ts';
import { renderSignatureImage } from '../rendering/visual-signature.ts';

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

/** A PNG for SignPdfOptions.appearance.png. */
export function renderSignatureAppearance(
  signature: DrawableSignature,
  options: AppearanceOptions,
): Promise<Buffer> {
  const resolution = Math.min(4, Math.max(1, options.resolution ?? 2));
  return renderSignatureImage(signature, {
    width: Math.max(1, Math.round(options.width * resolution)),
    height: Math.max(1, Math.round(options.height * resolution)),
    date: options.date,
    qrText: options.qrText,
    customImage: options.customImage,
  });
}
