// A small 3-page A4 PDF made in the test, so the journey needs no fixture file.
import { PDFDocument, StandardFonts, rgb } from '@cantoo/pdf-lib';

export async function threePagePdf(title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 3; n += 1) {
    const page = pdf.addPage([595, 842]);
    page.drawText(title, { x: 56, y: 770, size: 22, font, color: rgb(0.1, 0.2, 0.5) });
    page.drawText(`Page ${n} of 3`, { x: 56, y: 740, size: 14, font });
    for (let line = 0; line < 20; line += 1) {
      page.drawText(
        `Clause ${n}.${line + 1}: the parties agree to sign this document electronically.`,
        {
          x: 56,
          y: 700 - line * 22,
          size: 11,
          font,
          color: rgb(0.25, 0.25, 0.25),
        },
      );
    }
  }
  return pdf.save();
}
