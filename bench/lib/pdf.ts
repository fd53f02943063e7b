// PDFs made by code for the benchmarks: text pages like a contract.
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { randomBytes } from 'node:crypto';

export async function makePdf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let index = 1; index <= pages; index++) {
    const page = document.addPage([595.28, 841.89]);
    page.drawText(`Contract page ${index}`, { x: 56, y: 780, size: 20, font });
    for (let line = 0; line < 35; line++) {
      page.drawText(`Clause ${index}.${line + 1}: the parties agree to the terms set out here.`, {
        x: 56,
        y: 740 - line * 19,
        size: 11,
        font,
      });
    }
  }
  return document.save({ useObjectStreams: false });
}

/** A few text pages and an embedded file of random (incompressible) bytes: about `mb` MB. */
export async function bigPdf(mb: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 3; i++) {
    document.addPage([595.28, 841.89]).drawText(`Annex ${i}`, { x: 56, y: 780, size: 20, font });
  }
  await document.attach(randomBytes(mb * 1024 * 1024), 'measurements.csv', {
    mimeType: 'text/csv',
  });
  return document.save({ useObjectStreams: false });
}
