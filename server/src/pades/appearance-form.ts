// The appearance of a visible signature: the form XObject of its widget, the picture fitted into
// the box the sender drew (aspect kept, centred, upright on a rotated page) and what goes over it
// (the QR code). Pictures come prepared (./prepared-image.ts): a signature only registers them.
import { PDFDict, PDFName, type PDFContext, type PDFPage, type PDFRef } from '@cantoo/pdf-lib';
import { deflateSync } from 'node:zlib';
import type { SignatureDrawing } from './appearance.ts';
import { embedPreparedImage, preparedPngImage } from './image-xobject.ts';
import { PdfSigningError } from './pdf-errors.ts';
import type { PreparedImage } from './prepared-image.ts';

interface AppearanceBox {
  /** Page number, from 1. */
  page: number;
  /** Left edge, from the left of the page, in points. */
  x: number;
  /** Top edge, from the top of the page, in points. */
  y: number;
  width: number;
  height: number;
}

/**
 * Where a visible signature goes and what it shows: drawn as large as the box allows with its
 * own aspect, centred in the box; its transparent pixels leave the page visible.
 */
export type SignatureAppearance = AppearanceBox &
  (
    | {
        /** A PNG (a seal's image); one seen before is not decoded again. */
        png: Uint8Array;
        drawing?: undefined;
      }
    | {
        /** A visual signature (drawSignatureAppearance): its picture and its QR code. */
        drawing: SignatureDrawing;
        png?: undefined;
      }
  );

/** Angle of /Rotate normalised to 0, 90, 180 or 270. */
function rotationOf(page: PDFPage): 0 | 90 | 180 | 270 {
  const angle = (((page.getRotation().angle % 360) + 360) % 360) as number;
  if (angle !== 0 && angle !== 90 && angle !== 180 && angle !== 270) return 0;
  return angle;
}

/**
 * The widget rectangle in user space and the form matrix that keeps the image upright, for a
 * box given on the displayed page.
 */
export function placement(
  crop: { x: number; y: number; width: number; height: number },
  rotation: 0 | 90 | 180 | 270,
  box: { x: number; y: number; width: number; height: number },
): { rect: [number, number, number, number]; matrix: number[] } {
  const turned = rotation === 90 || rotation === 270;
  const shownWidth = turned ? crop.height : crop.width;
  const shownHeight = turned ? crop.width : crop.height;
  const tolerance = 0.01;
  if (box.x + box.width > shownWidth + tolerance || box.y + box.height > shownHeight + tolerance) {
    throw new PdfSigningError(
      `The signature box (${box.x}, ${box.y}, ${box.width} x ${box.height}) does not fit the ` +
        `page (${shownWidth} x ${shownHeight} points)`,
    );
  }
  // Displayed coordinates with the origin at the bottom left.
  const u0 = box.x;
  const u1 = box.x + box.width;
  const v0 = shownHeight - box.y - box.height;
  const v1 = shownHeight - box.y;
  // Displayed (u, v) → unrotated offsets (a, b) from the crop box origin.
  const toUser = (u: number, v: number): [number, number] => {
    switch (rotation) {
      case 90:
        return [crop.width - v, u];
      case 180:
        return [crop.width - u, crop.height - v];
      case 270:
        return [v, crop.height - u];
      default:
        return [u, v];
    }
  };
  const [a0, b0] = toUser(u0, v0);
  const [a1, b1] = toUser(u1, v1);
  const rect: [number, number, number, number] = [
    crop.x + Math.min(a0, a1),
    crop.y + Math.min(b0, b1),
    crop.x + Math.max(a0, a1),
    crop.y + Math.max(b0, b1),
  ];
  const matrix = {
    0: [1, 0, 0, 1, 0, 0],
    90: [0, 1, -1, 0, 0, 0],
    180: [-1, 0, 0, -1, 0, 0],
    270: [0, -1, 1, 0, 0, 0],
  }[rotation];
  return { rect, matrix };
}

/**
 * Where an image of `imageWidth` x `imageHeight` pixels is drawn in a box of `box` points: as
 * large as fits with the image's aspect kept, centred (the box of any shape a sender drew gets
 * the visual signature undistorted). Form space: origin at the box's bottom left.
 */
export function fitImage(
  box: { width: number; height: number },
  imageWidth: number,
  imageHeight: number,
): { x: number; y: number; width: number; height: number } {
  const scale = Math.min(box.width / imageWidth, box.height / imageHeight);
  const width = imageWidth * scale;
  const height = imageHeight * scale;
  return { x: (box.width - width) / 2, y: (box.height - height) / 2, width, height };
}

/** A number for a content stream: at most 4 decimals, no exponent, no "-0". */
function pdfNumber(value: number): string {
  const rounded = Math.round(value * 10_000) / 10_000;
  return String(rounded === 0 ? 0 : rounded);
}

/**
 * The widget rectangle and the registered appearance form of a visible signature on `page`.
 * Makes only new objects (signPdf builds them with the change tracking off).
 */
export function appearanceForm(
  context: PDFContext,
  page: PDFPage,
  appearance: SignatureAppearance,
): { rect: number[]; ref: PDFRef } {
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    const value = appearance[key];
    const positive = key === 'width' || key === 'height';
    if (!Number.isFinite(value) || value < 0 || (positive && value === 0)) {
      throw new PdfSigningError(
        `appearance.${key} must be a ${positive ? 'positive' : 'non-negative'} number`,
      );
    }
  }
  const placed = placement(page.getCropBox(), rotationOf(page), appearance);
  let image: PreparedImage;
  if (appearance.drawing) image = appearance.drawing.image;
  else {
    try {
      image = preparedPngImage(appearance.png);
    } catch (error) {
      throw new PdfSigningError(`The appearance is not a PNG image: ${(error as Error).message}`);
    }
  }
  const { width, height } = appearance;
  const drawn = fitImage({ width, height }, image.width, image.height);
  const matrix = [drawn.width, 0, 0, drawn.height, drawn.x, drawn.y].map(pdfNumber).join(' ');
  const xobjects = context.obj({ Img: embedPreparedImage(context, image) });
  let content = `q ${matrix} cm /Img Do Q`;
  const overlay = appearance.drawing?.overlay;
  if (overlay) {
    // Over the picture, in its pixel space: the form's matrix maps a pixel (origin at the top
    // left) into the unit square the image fills.
    const over = context.stream(deflateSync(overlay), {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, image.width, image.height],
      Matrix: [1 / image.width, 0, 0, -1 / image.height, 0, 1],
      Filter: 'FlateDecode',
    });
    xobjects.set(PDFName.of('Over'), context.register(over));
    content += ` q ${matrix} cm /Over Do Q`;
  }
  const form = context.stream(content, {
    Type: 'XObject',
    Subtype: 'Form',
    BBox: [0, 0, width, height],
    Matrix: placed.matrix,
    Resources: context.obj({ XObject: xobjects }) as PDFDict,
  });
  return { rect: placed.rect, ref: context.register(form) };
}
