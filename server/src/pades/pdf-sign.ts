// PAdES signatures on PDFs, each one an incremental update so that earlier signatures stay
// valid (a rewrite by pdf-lib save() breaks them,
// docs/architecture.md#decision-incremental-pades). @cantoo/pdf-lib loaded with
// `forIncrementalUpdate` appends the placeholder: the signature field, its widget (visible from a
// PNG, or invisible) and the signature dictionary with a zeroed /Contents; @signpdf/signpdf then
// finds the /ByteRange, fixes it, and fills /Contents with the CMS (./cms-build.ts). What the
// existing file already carries (fields, certification, cross-reference form) is read by
// ./pdf-read.ts.
//
// Positions are given as the app shows pages (contract: SignRequestItem.documentSignatures):
// page numbers from 1, x from the left and y from the TOP of the page, in PDF points, on the
// page as displayed (CropBox, /Rotate applied).
import {
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRef,
  PDFString,
  type PDFPage,
} from '@cantoo/pdf-lib';
import { Signer as SignPdfSigner } from '@signpdf/utils';
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { SignatureDrawing } from './appearance.ts';
import { createSignedData } from './cms-build.ts';
import { embedPreparedImage, preparedPngImage } from './image-xobject.ts';
import type { PreparedImage } from './prepared-image.ts';
import { certifiedWithoutChanges } from './pdf-read.ts';
import type { Signer } from './signer.ts';
import { requestTimestamp, type TimestampOptions } from './tsa.ts';

import { PdfSigningError } from './pdf-errors.ts';
import { addSignatureField, saveAndFill, unusedFieldName } from './signature-field.ts';

export { PdfSigningError };

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

export interface SignPdfOptions {
  signer: Signer;
  /** Time claimed for the signature: goes into /M (the CMS carries no signingTime). */
  signingTime: Date;
  /** /Reason (Part 11 signing reason). */
  reason?: string;
  /** /Name (Part 11 signing name). */
  name?: string;
  location?: string;
  contactInfo?: string;
  /** Where the visible signature goes; left out, the signature is invisible. */
  appearance?: SignatureAppearance;
  /**
   * RFC 3161 TSA: when given, it stamps the signature (PAdES B-T); otherwise the signer's own
   * time-stamping authority does (`Signer.timestamp`: the service CA's built-in TSA), and a
   * signer without one makes B-B.
   */
  tsaUrl?: string;
  tsaOptions?: TimestampOptions;
  /** Bytes reserved for the CMS in /Contents (default 16 KiB: chain, timestamp and TSA chain). */
  reservedBytes?: number;
}

const DEFAULT_RESERVED_BYTES = 16 * 1024;
const MAX_TEXT = 1000;

function textString(value: string, what: string): PDFHexString {
  if (value.length > MAX_TEXT) throw new PdfSigningError(`${what} is longer than ${MAX_TEXT}`);
  return PDFHexString.fromText(value);
}

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

/** Bridges our Signer to @signpdf's: gets the signed byte ranges, returns the CMS. */
class CadesSigner extends SignPdfSigner {
  constructor(
    private readonly signer: Signer,
    private readonly tsaUrl: string | undefined,
    private readonly tsaOptions: TimestampOptions | undefined,
  ) {
    super();
  }

  async sign(signedBytes: Buffer): Promise<Buffer> {
    const digest = createHash('sha256').update(signedBytes).digest();
    const { tsaUrl, tsaOptions } = this;
    return createSignedData(this.signer, digest, {
      timestamp: tsaUrl
        ? async (signatureValue) =>
            (await requestTimestamp(tsaUrl, signatureValue, tsaOptions)).token
        : this.signer.timestamp,
    });
  }
}

/**
 * Signs `pdf` (PAdES B-B, or B-T with `tsaUrl`) as an incremental update: the bytes of `pdf`
 * are kept as they are and the signature is appended.
 */
export async function signPdf(pdf: Uint8Array, options: SignPdfOptions): Promise<Uint8Array> {
  const { signer, signingTime, appearance } = options;
  if (!(signingTime instanceof Date) || Number.isNaN(signingTime.getTime())) {
    throw new PdfSigningError('signingTime must be a valid Date');
  }
  const reserved = options.reservedBytes ?? DEFAULT_RESERVED_BYTES;
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(pdf, {
      forIncrementalUpdate: true,
      updateMetadata: false,
    });
  } catch (error) {
    if (/is encrypted/.test((error as Error).message)) {
      throw new PdfSigningError('Encrypted PDFs cannot be signed');
    }
    throw new PdfSigningError(`The document is not a readable PDF: ${(error as Error).message}`);
  }
  if (document.isEncrypted) throw new PdfSigningError('Encrypted PDFs cannot be signed');
  if (certifiedWithoutChanges(document)) {
    throw new PdfSigningError(
      'The document is certified with no changes allowed (DocMDP P=1): another signature would break it',
    );
  }
  const context = document.context;
  const pages = document.getPages();
  if (pages.length === 0) throw new PdfSigningError('The document has no pages');
  if (appearance && !(Number.isInteger(appearance.page) && appearance.page >= 1)) {
    throw new PdfSigningError('appearance.page must be a page number from 1');
  }
  if (appearance && appearance.page > pages.length) {
    throw new PdfSigningError(
      `The document has ${pages.length} pages; there is no page ${appearance.page}`,
    );
  }
  const page = pages[appearance ? appearance.page - 1 : 0];

  // The signature dictionary: /ByteRange before /Contents (where @signpdf looks for them).
  const signature = context.obj({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: 'ETSI.CAdES.detached',
    ByteRange: [0, '**********', '**********', '**********'],
  });
  signature.set(PDFName.of('Contents'), PDFHexString.of('0'.repeat(reserved * 2)));
  signature.set(PDFName.of('M'), PDFString.fromDate(signingTime));
  const texts = {
    Name: options.name,
    Reason: options.reason,
    Location: options.location,
    ContactInfo: options.contactInfo,
  };
  for (const [key, value] of Object.entries(texts)) {
    if (value) signature.set(PDFName.of(key), textString(value, key));
  }
  const signatureRef = context.register(signature);

  // The appearance: the PNG fitted into the box (aspect kept, centred), or an empty form for an
  // invisible signature.
  let rect: number[] = [0, 0, 0, 0];
  let appearanceRef: PDFRef;
  if (appearance) {
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
    rect = placed.rect;
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
    const resources = context.obj({ XObject: { Img: embedPreparedImage(context, image) } });
    let content = `q ${matrix} cm /Img Do Q`;
    const overlay = appearance.drawing?.overlay;
    if (overlay) {
      // Over the picture, in its pixel space: the form's matrix maps a pixel (top left origin)
      // into the unit square the image fills.
      const over = context.stream(deflateSync(overlay), {
        Type: 'XObject',
        Subtype: 'Form',
        BBox: [0, 0, image.width, image.height],
        Matrix: [1 / image.width, 0, 0, -1 / image.height, 0, 1],
        Filter: 'FlateDecode',
      });
      resources
        .lookup(PDFName.of('XObject'), PDFDict)
        .set(PDFName.of('Over'), context.register(over));
      content += ` q ${matrix} cm /Over Do Q`;
    }
    const form = context.stream(content, {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, width, height],
      Matrix: placed.matrix,
      Resources: resources,
    });
    appearanceRef = context.register(form);
  } else {
    appearanceRef = context.register(
      context.stream('', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 0, 0] }),
    );
  }

  addSignatureField(document, {
    page,
    valueRef: signatureRef,
    appearanceRef,
    rect,
    name: unusedFieldName(document, 'Signature'),
  });
  return saveAndFill(
    pdf,
    document,
    new CadesSigner(signer, options.tsaUrl, options.tsaOptions),
    'The signature',
  );
}
