// Draws a visual signature as PNG with @napi-rs/canvas: the name large, then the company line,
// place and date, claim and standards as the display flags say, and a QR code on the right when
// displayQr is set, on a transparent background (only the QR code has a white ground). A custom
// image, when given, takes the place of the drawn name. Fonts are the Liberation Sans files
// shipped with pdfjs-dist, so the image looks the same on every machine.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fitInside } from './fit-inside.ts';
import { signatureTexts, type DrawableSignature, type SignatureTexts } from './signature-texts.ts';

const FONT = 'SignatureSans';

type Drawing = typeof import('@napi-rs/canvas') & { QRCode: typeof import('qrcode') };
let drawing: Promise<Drawing> | undefined;

/**
 * The canvas library, the QR encoder and the fonts, loaded on the first drawing: the server starts
 * without them (about 30 MB it would otherwise hold from the start).
 */
function loadDrawing(): Promise<Drawing> {
  drawing ??= Promise.all([import('@napi-rs/canvas'), import('qrcode')]).then(
    ([canvas, qrcode]) => {
      loadFonts(canvas.GlobalFonts);
      return { ...canvas, QRCode: qrcode.default };
    },
  );
  return drawing;
}

function loadFonts(GlobalFonts: Drawing['GlobalFonts']): void {
  const require = createRequire(import.meta.url);
  const fonts = path.join(
    path.dirname(require.resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  );
  GlobalFonts.registerFromPath(path.join(fonts, 'LiberationSans-Regular.ttf'), FONT);
  GlobalFonts.registerFromPath(path.join(fonts, 'LiberationSans-Bold.ttf'), FONT);
}

const INK = '#1a2b4c';
const MUTED = '#55607a';

export interface SignatureImageOptions {
  width: number;
  height: number;
  date: Date;
  /** Text of the QR code (the validation address). */
  qrText: string;
  /** A custom image (PNG or JPEG bytes) drawn instead of the name. */
  customImage?: Uint8Array;
}

/** Writes `text` at (x, y), shrinking the font until it fits `maxWidth`. */
function fitText(
  context: SKRSContext2D,
  text: string,
  x: number,
  y: number,
  maxWidth: number,
  size: number,
  weight: 'normal' | 'bold',
): void {
  let fontSize = size;
  context.font = `${weight} ${fontSize}px ${FONT}`;
  while (fontSize > 6 && context.measureText(text).width > maxWidth) {
    fontSize -= 0.5;
    context.font = `${weight} ${fontSize}px ${FONT}`;
  }
  context.fillText(text, x, y, maxWidth);
}

/** The modules of the QR code of `text` (error correction M), row by row. */
export async function qrModules(text: string): Promise<QrModules> {
  const { QRCode } = await loadDrawing();
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  return { count, dark: (row, column) => Boolean(qr.modules.get(row, column)) };
}

export interface QrModules {
  /** Modules per side. */
  count: number;
  dark(row: number, column: number): boolean;
}

/** Where the QR code goes on the image, in pixels from the top left. */
export interface QrBox {
  x: number;
  y: number;
  size: number;
  /** Width of the white quiet zone around it. */
  quiet: number;
}

function drawQr(context: SKRSContext2D, qr: QrModules, box: QrBox): void {
  const { x, y, size, quiet } = box;
  // Only the QR code gets a white ground with a quiet zone: a reader needs light modules.
  context.fillStyle = '#ffffff';
  context.fillRect(x - quiet, y - quiet, size + 2 * quiet, size + 2 * quiet);
  const cell = size / qr.count;
  context.fillStyle = '#000000';
  for (let row = 0; row < qr.count; row++) {
    for (let column = 0; column < qr.count; column++) {
      if (qr.dark(row, column)) {
        context.fillRect(x + column * cell, y + row * cell, Math.ceil(cell), Math.ceil(cell));
      }
    }
  }
}

/** Everything of the picture but the QR code: its texts, a custom image, the rule. */
export interface SignatureDrawingInput {
  texts: SignatureTexts;
  /** Leaves room for a QR code on the right (drawn or not). */
  displayQr: boolean;
  width: number;
  height: number;
  customImage?: Uint8Array;
}

/** The canvas with everything but the QR code drawn, and where the QR code goes. */
async function drawWithoutQr(input: SignatureDrawingInput) {
  const { createCanvas, loadImage } = await loadDrawing();
  const { width, height, texts } = input;
  // No background: the canvas starts transparent, so in a signed PDF the page under the stamp
  // (a "Signed in Zug." line, the signature line) stays visible around the ink.
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');

  const pad = Math.max(4, Math.round(Math.min(width, height) * 0.06));
  let right = width - pad;
  let qr: QrBox | undefined;
  if (input.displayQr) {
    const size = Math.min(height - 2 * pad, width * 0.4);
    qr = { x: width - pad - size, y: (height - size) / 2, size, quiet: Math.min(pad, size * 0.05) };
    right = width - pad - size - pad;
  }
  const textWidth = Math.max(10, right - pad);
  const smallLines = [texts.company, texts.placeAndDate, texts.claim, texts.standards].filter(
    (line): line is string => Boolean(line),
  );

  // The name (or custom image) takes what the small lines leave, at most half the height.
  const small = Math.max(7, Math.min(height / 10, (height - 2 * pad) / (smallLines.length + 3)));
  const smallBlock = smallLines.length * small * 1.25 + small * 0.4;
  const nameHeight = Math.max(small, Math.min((height - 2 * pad - smallBlock) * 0.9, height / 2));
  let y = pad;
  if (input.customImage) {
    const image = await loadImage(Buffer.from(input.customImage));
    const factor = Math.min(textWidth / image.width, nameHeight / image.height);
    context.drawImage(image, pad, y, image.width * factor, image.height * factor);
  } else {
    context.fillStyle = INK;
    context.textBaseline = 'top';
    fitText(context, texts.name, pad, y, textWidth, nameHeight * 0.8, 'bold');
  }
  y += nameHeight;
  // A rule under the name, as on paper.
  context.fillStyle = MUTED;
  context.fillRect(pad, y + small * 0.1, textWidth, Math.max(1, height / 140));
  y += small * 0.4;
  context.textBaseline = 'top';
  for (const line of smallLines) {
    context.fillStyle = line === texts.company ? INK : MUTED;
    fitText(context, line, pad, y, textWidth, small, 'normal');
    y += small * 1.25;
  }
  return { canvas, context, qr };
}

export async function renderSignatureImage(
  signature: DrawableSignature,
  options: SignatureImageOptions,
): Promise<Buffer> {
  const { canvas, context, qr } = await drawWithoutQr({
    texts: signatureTexts(signature, options.date),
    displayQr: signature.displayQr,
    width: options.width,
    height: options.height,
    customImage: options.customImage,
  });
  if (qr) drawQr(context, await qrModules(options.qrText), qr);
  return canvas.encode('png');
}

/**
 * The picture without its QR code, as straight (not premultiplied) RGBA pixels, and where the
 * QR code goes: what a signature's appearance keeps per visual signature, the QR code (a
 * different address for every document) being drawn into the PDF on its own.
 */
export async function renderSignaturePixels(
  input: SignatureDrawingInput,
): Promise<{ width: number; height: number; rgba: Uint8Array; qr?: QrBox }> {
  const { context, qr } = await drawWithoutQr(input);
  const { data } = context.getImageData(0, 0, input.width, input.height);
  return {
    width: input.width,
    height: input.height,
    rgba: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    ...(qr ? { qr } : {}),
  };
}

/** Width and height of a PNG or JPEG, or undefined when it cannot be decoded. */
export async function decodeImage(
  bytes: Uint8Array,
): Promise<
  { width: number; height: number; toPng(maxW: number, maxH: number): Promise<Buffer> } | undefined
> {
  const { createCanvas, loadImage } = await loadDrawing();
  let image;
  try {
    image = await loadImage(Buffer.from(bytes));
  } catch {
    return undefined;
  }
  if (!(image.width > 0 && image.height > 0)) return undefined;
  return {
    width: image.width,
    height: image.height,
    async toPng(maxWidth: number, maxHeight: number) {
      const { width: w, height: h } = fitInside(image.width, image.height, maxWidth, maxHeight);
      const canvas = createCanvas(w, h);
      canvas.getContext('2d').drawImage(image, 0, 0, w, h);
      return canvas.encode('png');
    },
  };
}
