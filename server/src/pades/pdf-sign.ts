// PAdES signatures on PDFs, each one an incremental update so that earlier signatures stay
// valid (a rewrite by pdf-lib save() breaks them,
// docs/architecture.md#decision-incremental-pades). @cantoo/pdf-lib loaded with
// `forIncrementalUpdate` appends the placeholder: the signature field, its widget (visible with
// the form of ./appearance-form.ts, or invisible) and the signature dictionary with a zeroed
// /Contents; @signpdf/signpdf then finds the /ByteRange, fixes it, and fills /Contents with the
// CMS (./cms-build.ts). What the existing file already carries (fields, certification,
// cross-reference form) is read by ./pdf-read.ts.
//
// Positions are given as the app shows pages (contract: SignRequestItem.documentSignatures):
// page numbers from 1, x from the left and y from the TOP of the page, in PDF points, on the
// page as displayed (CropBox, /Rotate applied).
import { PDFDocument, PDFHexString, PDFName, PDFString } from '@cantoo/pdf-lib';
import { Signer as SignPdfSigner } from '@signpdf/utils';
import { createHash } from 'node:crypto';
import { appearanceForm, type SignatureAppearance } from './appearance-form.ts';
import { createSignedData } from './cms-build.ts';
import { certifiedWithoutChanges } from './pdf-read.ts';
import type { Signer } from './signer.ts';
import { requestTimestamp, type TimestampOptions } from './tsa.ts';

import { PdfSigningError } from './pdf-errors.ts';
import { addSignatureField, saveAndFill, unusedFieldName, untracked } from './signature-field.ts';

export { PdfSigningError };
export { placement, type SignatureAppearance } from './appearance-form.ts';

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
  const texts = {
    Name: options.name,
    Reason: options.reason,
    Location: options.location,
    ContactInfo: options.contactInfo,
  };
  const signatureRef = untracked(context, () => {
    const signature = context.obj({
      Type: 'Sig',
      Filter: 'Adobe.PPKLite',
      SubFilter: 'ETSI.CAdES.detached',
      ByteRange: [0, '**********', '**********', '**********'],
    });
    signature.set(PDFName.of('Contents'), PDFHexString.of('0'.repeat(reserved * 2)));
    signature.set(PDFName.of('M'), PDFString.fromDate(signingTime));
    for (const [key, value] of Object.entries(texts)) {
      if (value) signature.set(PDFName.of(key), textString(value, key));
    }
    return context.register(signature);
  });
  const { rect, ref: appearanceRef } = untracked(context, () =>
    appearance
      ? appearanceForm(context, page, appearance)
      : {
          rect: [0, 0, 0, 0],
          ref: context.register(
            context.stream('', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 0, 0] }),
          ),
        },
  );

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
