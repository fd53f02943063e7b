// The error of a PDF that cannot be signed, apart from pdf-sign.ts so that catching it does not
// load the PDF library (about 35 MB, loaded at the first signature, see index.ts).
export class PdfSigningError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfSigningError';
  }
}
