// The part a signature and a document time-stamp share: a signature field (a locked widget on a
// page whose /V is the value dictionary holding the placeholder), saved as an incremental update
// and filled by @signpdf with the CMS or time-stamp token the given signer makes over /ByteRange.
import {
  PDFArray,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRef,
  type PDFContext,
  type PDFDocument,
  type PDFPage,
} from '@cantoo/pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import type { Signer as SignPdfSigner } from '@signpdf/utils';
import { PdfSigningError } from './pdf-errors.ts';
import { endsWithXrefStream, fieldTree, lastStartXref } from './pdf-read.ts';

/**
 * Runs `build`, which only makes new objects, with the document's change tracking off. Loaded
 * for an incremental update, the PDF library marks what a change touches for saving: every
 * entry set on a dictionary, every element pushed on an array searches all objects of the file
 * for the one that holds it (a 50-page file: most of a signature's CPU). A new object is saved
 * anyway (its number is above the file's last), so nothing it is built from needs that search;
 * changes to the file's own objects (the page's /Annots, the form) stay tracked outside.
 */
export function untracked<T>(context: PDFContext, build: () => T): T {
  const snapshot = context.snapshot;
  context.snapshot = undefined;
  try {
    return build();
  } finally {
    context.snapshot = snapshot;
  }
}

/** `${prefix}1`, `${prefix}2`, …: the first name no field of the document has. */
export function unusedFieldName(document: PDFDocument, prefix: string): string {
  const names = new Set(fieldTree(document).map((field) => field.name));
  for (let index = 1; ; index++) {
    const name = `${prefix}${index}`;
    if (!names.has(name)) return name;
  }
}

/** Adds the field whose value is `valueRef` to `page` and to the form, signatures flagged. */
export function addSignatureField(
  document: PDFDocument,
  field: { page: PDFPage; valueRef: PDFRef; appearanceRef: PDFRef; rect: number[]; name: string },
) {
  const { context } = document;
  const widget = untracked(context, () =>
    context.register(
      context.obj({
        Type: 'Annot',
        Subtype: 'Widget',
        FT: 'Sig',
        Rect: field.rect,
        V: field.valueRef,
        T: PDFHexString.fromText(field.name),
        // Print + Locked.
        F: 132,
        P: field.page.ref,
        AP: { N: field.appearanceRef },
      }),
    ),
  );
  appendAnnotation(document, field.page, widget);
  const acroForm = document.catalog.getOrCreateAcroForm();
  acroForm.addField(widget);
  acroForm.dict.set(PDFName.of('SigFlags'), PDFNumber.of(3));
}

/** Other pages whose /Annots is the same indirect array as `page`'s. */
function annotsShared(document: PDFDocument, page: PDFPage, annots: PDFRef): boolean {
  return document
    .getPages()
    .some(
      (other) => other !== page && String(other.node.get(PDFName.of('Annots'))) === String(annots),
    );
}

/**
 * Appends `annotation` to the page's /Annots and changes nothing else of the page. The PDF
 * library's own `addAnnot` normalises the page first (its /Contents wrapped in new q … Q streams,
 * empty /XObject and /ExtGState added to /Resources): after a signature that is a change of page
 * content, which validators rightly report. An indirect /Annots array is extended where it is,
 * so the page object itself is not rewritten; one shared with another page is copied for this
 * page (the other pages must not gain the widget).
 */
export function appendAnnotation(document: PDFDocument, page: PDFPage, annotation: PDFRef) {
  const { context } = document;
  const key = PDFName.of('Annots');
  const entry = page.node.get(key);
  const annots = entry ? context.lookupMaybe(entry, PDFArray) : undefined;
  const shared = entry instanceof PDFRef && annotsShared(document, page, entry);
  if (annots && !shared) annots.push(annotation);
  else page.node.set(key, context.obj([...(annots?.asArray() ?? []), annotation]));
}

/**
 * Saves `document` (loaded from `pdf` for an incremental update, with the cross-reference form
 * `pdf` ends with) and fills its placeholder with what `signer` makes. `what` names the content
 * in the refusal when it does not fit the reserved /Contents.
 */
export async function saveAndFill(
  pdf: Uint8Array,
  document: PDFDocument,
  signer: SignPdfSigner,
  what: string,
): Promise<Uint8Array> {
  const prepared = await document.save({
    useObjectStreams: endsWithXrefStream(pdf, lastStartXref(pdf)),
  });
  try {
    return await new SignPdf().sign(
      Buffer.from(prepared.buffer, prepared.byteOffset, prepared.byteLength),
      signer,
    );
  } catch (error) {
    const message = (error as Error).message;
    if (/exceeds placeholder length/.test(message)) {
      throw new PdfSigningError(`${what} does not fit the reserved /Contents: ${message}`);
    }
    throw error;
  }
}
