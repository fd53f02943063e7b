// Heavy but valid PDFs made by code: many pages, each its own page object and content stream,
// all sharing one font, in a few hundred kilobytes on disk. The full inspection of such a file
// (every object, every page's boxes, every page opened by pdfjs) takes seconds of a worker, its
// page count one glance at the page tree's /Count.
import { deflateSync } from 'node:zlib';
import { pdfOf, stream, type PdfObject } from './hostile-pdfs.ts';

/**
 * `pages` A4 pages of a line of text each: catalog (1), page tree (2, `count` is its /Count,
 * the number of pages unless a test makes it lie), font (3), then a page and its content per page.
 */
export function manyPages(pages: number, count = pages): Buffer {
  const objects: PdfObject[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const kids: string[] = [];
  for (let n = 1; n <= pages; n++) {
    const page = objects.length + 1;
    kids.push(`${page} 0 R`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /Contents ${page + 1} 0 R ` +
        '/Resources << /Font << /F1 3 0 R >> >> >>',
    );
    objects.push(
      stream(
        '/Filter /FlateDecode',
        deflateSync(`BT /F1 12 Tf 50 780 Td (Mandate agreement 2026, page ${n}) Tj ET`),
      ),
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${count} /MediaBox [0 0 595 842] >>`;
  return pdfOf(objects);
}
