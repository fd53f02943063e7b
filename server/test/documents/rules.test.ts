// The pure rules of documents (areas/documents/rules.ts), without a database, storage or
// renderer: what an upload must be, names and keys, which page and file a request may have.
// docs/product.md#calls-documents "GET /v3/documents/{id}/pages/{n} with scale (default 100 …)", docs/product.md#constants "default page
// scale 100"; "GET /v3/documents/{id}/download (optional signed=true)".
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGE_SCALE,
  checkDeletable,
  checkPageNumber,
  checkUploadBytes,
  contentDisposition,
  currentFileKey,
  decodeBase64,
  documentKey,
  documentName,
  downloadName,
  fileKeyFor,
  looksLikePdf,
  fileFactsOf,
  newDocumentRow,
  pageFormatFor,
  pageKey,
  pdfLimits,
  refusedPdfProblem,
  rendererUnavailable,
  zoomFor,
  type DocumentRow,
} from '../../src/areas/documents/rules.ts';

const bytes = Buffer.from('%PDF-1.7\n');
const row: DocumentRow = newDocumentRow({
  id: 'd1',
  ownerId: 'u1',
  file: fileFactsOf(bytes),
  fileName: 'offer.pdf',
  pages: 3,
  pageSizes: [{ width: 595, height: 842 }],
  now: new Date('2026-11-25T10:00:00Z'),
});

describe('document rules', () => {
  it('takes WebP only when the client accepts it', () => {
    expect(pageFormatFor(undefined)).toBe('png');
    expect(pageFormatFor('*/*')).toBe('png');
    expect(pageFormatFor('image/avif,image/webp,*/*')).toBe('webp');
    expect(pageFormatFor('image/webp;q=0, image/png')).toBe('png');
  });

  it('finds the PDF marker in the first 1024 bytes only', () => {
    expect(looksLikePdf(Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(looksLikePdf(Buffer.concat([Buffer.alloc(100), Buffer.from('%PDF-1.4')]))).toBe(true);
    expect(looksLikePdf(Buffer.concat([Buffer.alloc(1100), Buffer.from('%PDF-1.4')]))).toBe(false);
    expect(looksLikePdf(Buffer.from('PK\u0003\u0004'))).toBe(false);
  });

  it('refuses too large (413) and declared non-PDF types (415)', () => {
    const pdf = Buffer.from('%PDF-1.7\n');
    expect(() => checkUploadBytes(pdf, 4)).toThrow(expect.objectContaining({ kind: 'too_large' }));
    expect(() => checkUploadBytes(pdf, 100, 'text/plain')).toThrow(
      expect.objectContaining({ kind: 'unsupported_type' }),
    );
    expect(() => checkUploadBytes(pdf, 100, 'application/octet-stream')).not.toThrow();
  });

  it('refuses (415) bytes that are no PDF, whatever the declared type', () => {
    expect(() => checkUploadBytes(Buffer.from('PK\u0003\u0004'), 100, 'application/pdf')).toThrow(
      expect.objectContaining({ kind: 'unsupported_type' }),
    );
    expect(() => checkUploadBytes(bytes, 100, 'Application/PDF; charset=binary')).not.toThrow();
  });

  it('decodes strict base64 only', () => {
    expect(decodeBase64('JVBERi0=')?.toString()).toBe('%PDF-');
    expect(decodeBase64('JVBERi0')?.toString()).toBe('%PDF-');
    expect(decodeBase64('JVBE Ri0=')).toBeUndefined();
    expect(decodeBase64('JVBERi0-')).toBeUndefined();
  });

  it('makes safe file names that end in .pdf', () => {
    expect(documentName('C:\\Users\\anna\\offer.pdf', undefined)).toBe('offer.pdf');
    expect(documentName('../../etc/passwd', undefined)).toBe('passwd.pdf');
    expect(documentName(undefined, 'NDA Alpine Tech')).toBe('NDA Alpine Tech.pdf');
    expect(documentName(undefined, undefined)).toBe('document.pdf');
    expect(documentName(`${'a'.repeat(300)}.pdf`, undefined)).toHaveLength(255);
    expect(downloadName('lease.PDF', true)).toBe('lease-signed.pdf');
  });

  it('names a download after the upload, with -signed for the signed version', () => {
    expect(downloadName('lease.pdf', false)).toBe('lease.pdf');
    expect(downloadName('lease', true)).toBe('lease-signed.pdf');
  });

  it('writes Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('Mietvertrag Zürich.pdf')).toBe(
      `attachment; filename="Mietvertrag Zurich.pdf"; filename*=UTF-8''Mietvertrag%20Z%C3%BCrich.pdf`,
    );
  });

  it('sizes scale 100 at 96 dpi and keys pages per version', () => {
    expect(595 * zoomFor(100)).toBeCloseTo(793.33, 2);
    expect(595 * zoomFor(50)).toBeCloseTo(396.67, 2);
    expect(pageKey('d1', 2, 3, 100, 'webp')).toBe('pages/d1/v2/3-100.webp');
  });

  it('has the default page scale of docs/product.md#constants-pages-dashboard and keys files per version', () => {
    expect(DEFAULT_PAGE_SCALE).toBe(100);
    expect(documentKey('d1', 1)).toBe('documents/d1/v1.pdf');
  });
});

describe('upload verdicts and the new row', () => {
  it('answers the PDF check refusal as 422 with its code and a message a person understands', () => {
    const limits = pdfLimits({ maxPages: 2000, maxObjects: 100_000 });
    expect(refusedPdfProblem({ refused: 'encrypted' }, limits)).toMatchObject({
      kind: 'rule_violated',
      code: 'pdf_encrypted',
    });
    expect(refusedPdfProblem({ refused: 'no_pages' }, limits)).toMatchObject({
      code: 'pdf_no_pages',
    });
    expect(refusedPdfProblem({ refused: 'broken' }, limits)).toMatchObject({ code: 'pdf_broken' });
    expect(refusedPdfProblem({ refused: 'too_many_pages' }, limits).message).toBe(
      'The PDF has more than 2000 pages; a document can have at most 2000. Split it into ' +
        'smaller documents and upload them one by one.',
    );
    expect(
      refusedPdfProblem({ refused: 'empty_page', facts: { page: 3 } }, limits).message,
    ).toMatch(/^Page 3 of the PDF has no size/);
    expect(
      refusedPdfProblem({ refused: 'too_complex', facts: { limit: 'objects' } }, limits).message,
    ).toMatch(/more than 100000 objects/);
    expect(
      refusedPdfProblem({ refused: 'decompression_bomb', facts: { limit: 'image' } }, limits)
        .message,
    ).toMatch(/image of more than 50 million pixels/);
    for (const reason of [
      'too_complex',
      'decompression_bomb',
      'reference_loop',
      'empty_page',
      'page_too_large',
      'javascript',
      'launch_action',
      'executable_attachment',
    ] as const) {
      expect(refusedPdfProblem({ refused: reason }, limits)).toMatchObject({
        kind: 'rule_violated',
        code: `pdf_${reason}`,
      });
    }
  });

  it('says that a ZIP archive is not a PDF, even with a PDF stored in it', () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('%PDF-1.7\n')]);
    expect(() => checkUploadBytes(zip, 1000)).toThrow(/ZIP archive/);
    // A file of fewer than four bytes at the very end of its buffer is only not a PDF.
    expect(() => checkUploadBytes(new Uint8Array(new ArrayBuffer(2)), 1000)).toThrow(
      'Only PDF documents are accepted.',
    );
  });

  it('answers a renderer that is not reachable as 503 with Retry-After', () => {
    expect(rendererUnavailable('The page could not be rendered now.')).toMatchObject({
      kind: 'unavailable',
      code: 'renderer_unavailable',
      retryAfterSeconds: 5,
    });
  });

  it('makes version 1 of a new document, unsigned and in no request', () => {
    expect(row).toMatchObject({
      id: 'd1',
      owner_id: 'u1',
      name: 'offer.pdf',
      title: null,
      size: bytes.byteLength,
      pages: 3,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storage_key: 'documents/d1/v1.pdf',
      version: 1,
      signed_storage_key: null,
      signature_request_id: null,
      created_at: '2026-11-25T10:00:00.000Z',
      updated_at: '2026-11-25T10:00:00.000Z',
      page_sizes: '[{"width":595,"height":842}]',
    });
  });
});

describe('what a request may have', () => {
  const signed = { ...row, version: 2, signed_storage_key: 'documents/d1/v2.pdf' };

  it('refuses (404) a page beyond the last one, naming the page count', () => {
    expect(() => checkPageNumber(3, 3)).not.toThrow();
    expect(() => checkPageNumber(3, 4)).toThrow(
      expect.objectContaining({ kind: 'not_found', message: 'The document has 3 pages.' }),
    );
    expect(() => checkPageNumber(1, 2)).toThrow('The document has 1 page.');
  });

  it('downloads the signed version only once it exists (404 before)', () => {
    expect(fileKeyFor(row, false)).toBe('documents/d1/v1.pdf');
    expect(() => fileKeyFor(row, true)).toThrow(expect.objectContaining({ kind: 'not_found' }));
    expect(fileKeyFor(signed, true)).toBe('documents/d1/v2.pdf');
  });

  it('shows pages of the latest version, with its visible signatures', () => {
    expect(currentFileKey(row)).toBe('documents/d1/v1.pdf');
    expect(currentFileKey(signed)).toBe('documents/d1/v2.pdf');
  });

  it('refuses (409) to delete a document of a signature request', () => {
    expect(() => checkDeletable(row)).not.toThrow();
    expect(() => checkDeletable({ ...row, signature_request_id: 'r1' })).toThrow(
      expect.objectContaining({ kind: 'conflict', code: 'document_in_request' }),
    );
  });
});
