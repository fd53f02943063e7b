// A document time-stamp (ISO 32000-2 §12.8.5; ETSI EN 319 142-1 §5.4.3): a signature field whose
// value is /Type /DocTimeStamp /SubFilter /ETSI.RFC3161 and whose /Contents is an RFC 3161 token
// over the SHA-256 of the /ByteRange — the whole file up to it, the DSS included. Added after the
// DSS it makes the document PAdES B-LTA; added again before the time-stamp certificate expires
// (with the validation data of the previous one) it keeps the evidence checkable. An incremental
// update like every signature (../pdf-sign.ts): the bytes before it are kept as they are.
import { PDFHexString, PDFInvalidObject, PDFName } from '@cantoo/pdf-lib';
import { Signer as SignPdfSigner } from '@signpdf/utils';
import { loadForUpdate } from './dss.ts';
import { PdfSigningError } from '../pdf-errors.ts';
import { addSignatureField, saveAndFill, unusedFieldName } from '../signature-field.ts';

/** Gives the TimeStampToken (ContentInfo DER) over SHA-256(`data`): the TSA's business. */
export type Stamp = (data: Buffer) => Promise<Buffer>;

/** A token with its TSA chain is about 2–3 KiB; 12 KiB leave room for a longer chain. */
const DEFAULT_RESERVED_BYTES = 12 * 1024;

class TokenSigner extends SignPdfSigner {
  constructor(private readonly stamp: Stamp) {
    super();
  }

  async sign(signedBytes: Buffer): Promise<Buffer> {
    return this.stamp(signedBytes);
  }
}

/** Appends a document time-stamp made by `stamp` to `pdf`. */
export async function addDocumentTimestamp(
  pdf: Uint8Array,
  stamp: Stamp,
  reservedBytes = DEFAULT_RESERVED_BYTES,
): Promise<Uint8Array> {
  const document = await loadForUpdate(pdf);
  if (document.isEncrypted) throw new PdfSigningError('Encrypted PDFs cannot be time-stamped');
  const context = document.context;
  const page = document.getPages()[0];
  if (!page) throw new PdfSigningError('The document has no pages');
  // /ByteRange before /Contents: where @signpdf looks for the placeholder.
  const value = context.obj({
    Type: 'DocTimeStamp',
    Filter: 'Adobe.PPKLite',
    SubFilter: 'ETSI.RFC3161',
    ByteRange: [0, '**********', '**********', '**********'],
  });
  value.set(PDFName.of('Contents'), PDFHexString.of('0'.repeat(reservedBytes * 2)));
  // Written as it is, never into an object stream: in a PDF 1.5 file the library compresses
  // every dictionary whose /Type is not /Sig, and the placeholder must be in the file's bytes.
  const valueRef = context.register(PDFInvalidObject.of(Buffer.from(value.toString(), 'latin1')));
  // An invisible widget on the first page, as for an invisible signature.
  const appearanceRef = context.register(
    context.stream('', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 0, 0] }),
  );
  addSignatureField(document, {
    page,
    valueRef,
    appearanceRef,
    rect: [0, 0, 0, 0],
    name: unusedFieldName(document, 'DocumentTimestamp'),
  });
  return saveAndFill(pdf, document, new TokenSigner(stamp), 'The time-stamp token');
}
