// The verifier holds a PDF in memory once: its parser reads stream bytes as views into the file
// (pdf-lib's own load copies every stream, so a large attachment was in memory twice, three
// times with the signed revision parsed as well), and what it parses is what pdf-lib's load
// parses, object for object.
import { PDFDocument, PDFRawStream, StandardFonts } from '@cantoo/pdf-lib';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { changesAfter, loadPdf } from '../../src/areas/verification/pdf-structure.ts';

async function pdfWithAttachment(bytes: Buffer): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage().drawText('Annex', { x: 50, y: 700, size: 20, font });
  await document.attach(bytes, 'data.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

const streamsOf = (document: PDFDocument) =>
  document.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream => object instanceof PDFRawStream);

describe('the verifier parses a PDF without copying it', () => {
  it('every stream of the parsed document is a view into the file', async () => {
    const attachment = randomBytes(256 * 1024);
    const file = await pdfWithAttachment(attachment);
    const document = await loadPdf(file);
    const streams = streamsOf(document);
    expect(streams.length).toBeGreaterThan(1);
    for (const stream of streams) expect(stream.contents.buffer).toBe(file.buffer);
    const largest = streams.reduce((a, b) => (a.contents.length >= b.contents.length ? a : b));
    expect(largest.contents.length).toBeGreaterThanOrEqual(attachment.length);
  });

  it('reads the same objects as pdf-lib’s own load', async () => {
    const file = await pdfWithAttachment(randomBytes(64 * 1024));
    const ours = await loadPdf(file);
    const theirs = await PDFDocument.load(file, { ignoreEncryption: true, updateMetadata: false });
    const text = (document: PDFDocument) =>
      document.context
        .enumerateIndirectObjects()
        .map(([ref, object]) =>
          object instanceof PDFRawStream
            ? `${ref} ${object.dict} ${Buffer.from(object.contents).toString('hex')}`
            : `${ref} ${object}`,
        );
    expect(text(ours)).toEqual(text(theirs));
    expect(String(ours.context.trailerInfo.Root)).toBe(String(theirs.context.trailerInfo.Root));
  });

  it('judges a stream changed by an update by its bytes, and trailing white space as no change', async () => {
    const file = await pdfWithAttachment(randomBytes(64 * 1024));
    const unchanged = Buffer.concat([file, Buffer.from('\r\n \t\n')]);
    expect(await changesAfter(unchanged, file.length, await loadPdf(unchanged))).toBe('none');
    // An update that rewrites the attachment's stream with other bytes of the same length.
    const update = await PDFDocument.load(file, { forIncrementalUpdate: true });
    const [ref, stream] = update.context
      .enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFRawStream)
      .reduce((a, b) =>
        (a[1] as PDFRawStream).contents.length >= (b[1] as PDFRawStream).contents.length ? a : b,
      );
    const contents = Uint8Array.from((stream as PDFRawStream).contents);
    contents[0] ^= 0xff;
    update.context.assign(ref, PDFRawStream.of((stream as PDFRawStream).dict, contents));
    update.context.snapshot!.markRefForSave(ref);
    const updated = Buffer.from(await update.save());
    expect(await changesAfter(updated, file.length, await loadPdf(updated))).toBe('other');
  });
});
