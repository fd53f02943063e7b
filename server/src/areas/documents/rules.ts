// Rules of documents: what an upload must be, where bytes live, which page and file a request
// may have, how pages are sized. Pure: no database, storage or rendering here (the row becomes
// the contract's Document in to-contract.ts; SQL is in store.ts).
import { createHash } from 'node:crypto';
import type { DocumentsTable } from '../../db/schema.ts';
import {
  DomainError,
  conflict,
  notFound,
  ruleViolated,
  tooLarge,
  tooSoon,
  unavailable,
  unsupportedType,
} from '../../domain-errors.ts';
import type { PdfSettings } from '../../config.ts';
import type { PdfLimits, PoolOptions, RefusalReason } from '../../rendering/worker-pool.ts';

export type DocumentRow = DocumentsTable;
export type PageFormat = 'png' | 'webp';

/** Page scale of `GET …/pages/{n}` (contract PageScale; docs/product.md#constants-pages-dashboard "default page scale 100"). */
export const DEFAULT_PAGE_SCALE = 100;
/**
 * Scale 100 is the page at its natural size on a 96 dpi screen: one PDF point (1/72 inch) is
 * 96/72 pixels, so an A4 page (595 x 842 pt) is 793 x 1123 pixels.
 */
export const PIXELS_PER_POINT_AT_100 = 96 / 72;
/** No page image exceeds this many pixels (a poster-sized page at 400 % is scaled down). */
export const MAX_PAGE_PIXELS = 25_000_000;
/** How long a page request waits for the renderer before answering 202 + Retry-After. */
export const PAGE_RENDER_WAIT_MS = 2_000;
export const PAGE_RETRY_AFTER_SECONDS = 1;

export const PDF_MEDIA_TYPE = 'application/pdf';
/** Declared media types a browser or tool may send for a PDF file part. */
const PDF_DECLARED_TYPES = new Set([
  PDF_MEDIA_TYPE,
  'application/x-pdf',
  'application/octet-stream',
]);

export const documentKey = (id: string, version: number) => `documents/${id}/v${version}.pdf`;
/** `pages/<id>/v<version>/<page>-<scale>.<format>` (storage keys allow no `@`). */
export const pageKey = (
  id: string,
  version: number,
  page: number,
  scale: number,
  format: PageFormat,
) => `pages/${id}/v${version}/${page}-${scale}.${format}`;

/** Pixels per PDF point for a contract scale (percent). */
export function zoomFor(scale: number): number {
  return (scale / 100) * PIXELS_PER_POINT_AT_100;
}

/** WebP when the client says it accepts it (the contract lists both), PNG otherwise. */
export function pageFormatFor(accept: string | undefined): PageFormat {
  const types = (accept ?? '')
    .split(',')
    .map((part) => part.split(';'))
    .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
    .map(([type]) => type.trim().toLowerCase());
  return types.includes('image/webp') ? 'webp' : 'png';
}

/**
 * A PDF starts with `%PDF-`; the format lets readers tolerate a little junk before it, so the
 * marker is looked for in the first 1024 bytes (as Acrobat does).
 */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024));
  return head.includes('%PDF-', 0, 'latin1');
}

const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');

/** The checks an upload passes before the PDF is parsed: size, declared type, magic bytes. */
export function checkUploadBytes(
  bytes: Uint8Array,
  limitBytes: number,
  declaredType?: string,
): void {
  checkUploadStart({ size: bytes.byteLength, head: bytes }, limitBytes, declaredType);
}

/**
 * The same checks from the size and the first bytes of a file (at least 1024 of them when it is
 * that long): an upload spooled to disk is checked without reading it back.
 */
export function checkUploadStart(
  file: { size: number; head: Uint8Array },
  limitBytes: number,
  declaredType?: string,
): void {
  if (file.size > limitBytes) {
    throw tooLarge(`The document is larger than the limit of ${limitBytes} bytes.`);
  }
  const type = declaredType?.split(';')[0].trim().toLowerCase();
  // A ZIP may hold a stored PDF within its first 1024 bytes: say what it is.
  if (file.head.byteLength >= 4 && ZIP_MAGIC.equals(file.head.subarray(0, 4))) {
    throw unsupportedType('The file is a ZIP archive, not a PDF. Extract the PDF and upload it.');
  }
  if ((type && !PDF_DECLARED_TYPES.has(type)) || !looksLikePdf(file.head)) {
    throw unsupportedType('Only PDF documents are accepted.');
  }
}

/** Strict base64 (RFC 4648, standard alphabet, padding optional): undefined when malformed. */
export function decodeBase64(text: string): Buffer | undefined {
  const compact = text.trim();
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) return undefined;
  return Buffer.from(compact, 'base64');
}

/**
 * How long a caller whose checks are all taken waits before trying again: a check of an
 * ordinary document takes well under a second, a heavy one (thousands of pages) a few.
 */
export const PDF_CHECKS_RETRY_AFTER_SECONDS = 5;

/** The caller has a check of an upload running and its short queue full: 429. */
export function pdfChecksBusy(): DomainError {
  return tooSoon(
    PDF_CHECKS_RETRY_AFTER_SECONDS,
    'Another of your documents is being checked and more are waiting. Try again in a few ' +
      'seconds.',
    'too_many_pdf_checks',
  );
}

/** The PDF worker could not be reached or gave up: 503, try again a little later. */
export function rendererUnavailable(detail: string): DomainError {
  return unavailable(PAGE_RETRY_AFTER_SECONDS * 5, detail, 'renderer_unavailable');
}

/**
 * What an uploaded PDF may be (checked in a PDF worker before it is stored, rendering/pdf-check.mjs).
 * Pages and objects come from the settings (config.ts: 2 000 pages, 100 000 objects by default):
 * 2 000 pages is far beyond any contract a person signs page by page, and the check plus the page
 * sizes of a 2 000-page text PDF take ~2 s in a worker; @cantoo/pdf-lib (which signing uses)
 * parses ~30 000 objects a second with ~1.3 KB of heap each, so 100 000 objects is ~3 s and
 * ~130 MB. The rest are product rules:
 * - nesting of arrays and dictionaries: 100 levels (real files stay under ~20; parsers recurse);
 * - any stream decoded: 64 MiB, all streams together: 256 MiB (a 30 MB upload of ordinary content
 *   inflates to a few hundred MB at most; a deflate bomb reaches 1 000x);
 * - any image: 50 million pixels (an A4 scan at 600 dpi is 35 million);
 * - page sides: 3 to 14 400 points, the range PDF itself allows (ISO 32000-1, Annex C).
 */
export function pdfLimits(settings: Pick<PdfSettings, 'maxPages' | 'maxObjects'>): PdfLimits {
  return {
    maxPages: settings.maxPages,
    maxObjects: settings.maxObjects,
    maxDepth: 100,
    maxStreamBytes: 64 * MiB,
    maxDecodedBytes: 256 * MiB,
    maxImagePixels: 50_000_000,
    minPageSide: 3,
    maxPageSide: 14_400,
  };
}

const MiB = 1024 * 1024;

/** The caps of the PDF worker pool, from the settings (rendering/worker-pool.ts). */
export function pdfPoolOptions(settings: PdfSettings): PoolOptions {
  return { memoryMb: settings.workerMemoryMb, jobTimeoutMs: settings.jobTimeoutMs };
}
const SAVE_AGAIN = 'Open it in a PDF program, save or print it as a new PDF and upload that copy.';

/** The PDF check's refusal, as the contract's 422 answer (code `pdf_<reason>`, written out so
 * the error-code catalogue's check can read each). */
export function refusedPdfProblem(
  refusal: { refused: RefusalReason; facts?: Record<string, unknown> },
  limits: PdfLimits,
): DomainError {
  const { refused: reason, facts = {} } = refusal;
  const page = typeof facts.page === 'number' ? `Page ${facts.page}` : 'A page';
  switch (reason) {
    case 'encrypted':
      return ruleViolated(
        'The PDF is encrypted (password-protected). Remove the protection and upload it again.',
        'pdf_encrypted',
      );
    case 'no_pages':
      return ruleViolated('The PDF has no pages.', 'pdf_no_pages');
    case 'too_many_pages':
      return ruleViolated(
        `The PDF has more than ${limits.maxPages} pages; a document can have at most ` +
          `${limits.maxPages}. Split it into smaller documents and upload them one by one.`,
        'pdf_too_many_pages',
      );
    case 'too_complex':
      return ruleViolated(
        `The PDF is too complex: ${complexity(facts.limit, limits)}. ${SAVE_AGAIN}`,
        'pdf_too_complex',
      );
    case 'decompression_bomb':
      return ruleViolated(
        facts.limit === 'image'
          ? `The PDF contains an image of more than ${limits.maxImagePixels / 1e6} million ` +
              'pixels, too large to show. Reduce the image and upload the document again.'
          : 'The PDF contains compressed data that expands to far more than a document needs ' +
              `(over ${limits.maxDecodedBytes / MiB} MB). It is not accepted.`,
        'pdf_decompression_bomb',
      );
    case 'reference_loop':
      return ruleViolated(
        `The PDF's structure refers back to itself in a loop, so it could not be signed. ${SAVE_AGAIN}`,
        'pdf_reference_loop',
      );
    case 'empty_page':
      return ruleViolated(
        `${page} of the PDF has no size (0 x 0 or no page box): it could be neither shown nor ` +
          `signed. ${SAVE_AGAIN}`,
        'pdf_empty_page',
      );
    case 'page_too_large':
      return ruleViolated(
        `${page} of the PDF is larger than ${limits.maxPageSide} points (5 m) on a side, the ` +
          'largest page PDF allows.',
        'pdf_page_too_large',
      );
    case 'javascript':
      return ruleViolated(
        'The PDF contains JavaScript. Documents for signing may not contain scripts, because a ' +
          `script can change what the document shows. ${SAVE_AGAIN}`,
        'pdf_javascript',
      );
    case 'launch_action':
      return ruleViolated(
        'The PDF contains an action that starts a program. Documents for signing may not. ' +
          SAVE_AGAIN,
        'pdf_launch_action',
      );
    case 'executable_attachment':
      return ruleViolated(
        'The PDF has a program attached (e.g. an .exe file). Remove the attachment and upload ' +
          'the document again.',
        'pdf_executable_attachment',
      );
    default:
      return ruleViolated(
        `The file is not a readable PDF (it is damaged or incomplete). ${SAVE_AGAIN}`,
        'pdf_broken',
      );
  }
}

function complexity(limit: unknown, limits: PdfLimits): string {
  switch (limit) {
    case 'objects':
      return `it has more than ${limits.maxObjects} objects`;
    case 'depth':
      return 'its structure is nested too deeply';
    case 'time':
      return 'checking it takes longer than allowed';
    case 'memory':
      return 'checking it needs more memory than allowed';
    default:
      return 'its structure exceeds what the service accepts';
  }
}

/**
 * A file name fit for the Document's `name` (1–255 characters): no folders, no control
 * characters, ending in `.pdf`.
 */
export function documentName(fileName: string | undefined, title: string | undefined): string {
  const base = withoutControls(fileName ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/"/g, '')
    .trim();
  const fromTitle = title
    ? withoutControls(title)
        .replace(/[\\/:*?"<>|]/g, '')
        .trim()
    : '';
  const stem = base || fromTitle || 'document';
  const withExtension = /\.pdf$/i.test(stem) ? stem : `${stem}.pdf`;
  return withExtension.length <= 255 ? withExtension : `${withExtension.slice(0, 251)}.pdf`;
}

/** Drops control characters (U+0000–U+001F, U+007F), which have no place in a file name. */
function withoutControls(text: string): string {
  return [...text].filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f).join('');
}

/** The file name of a download: the upload's name, with `-signed` for the signed version. */
export function downloadName(name: string, signed: boolean): string {
  return signed ? name.replace(/(\.pdf)?$/i, '-signed.pdf') : name;
}

/** `attachment` with an ASCII fallback and the exact name in RFC 5987 form. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '')
    .trim();
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii || 'document.pdf'}"; filename*=UTF-8''${encoded}`;
}

/** Before a document is deleted: documents of a request are the request's business. */
export function checkDeletable(row: DocumentRow): void {
  if (row.signature_request_id) {
    throw conflict(
      'The document belongs to a signature request; remove it from the request instead.',
      'document_in_request',
    );
  }
}

/** The page number of a page request, against the document's page count (404 beyond it). */
export function checkPageNumber(pages: number, pageNumber: number): void {
  if (pageNumber > pages) {
    throw notFound(`The document has ${pages} page${pages === 1 ? '' : 's'}.`);
  }
}

/** The storage key of a download: the original, or the signed version (404 while none exists). */
export function fileKeyFor(
  row: Pick<DocumentRow, 'storage_key' | 'signed_storage_key'>,
  signed: boolean,
): string {
  const key = signed ? row.signed_storage_key : row.storage_key;
  if (!key) throw notFound('No signed version of this document exists yet.');
  return key;
}

/** What the pages of a document show: the latest version, with its visible signatures. */
export function currentFileKey(row: Pick<DocumentRow, 'storage_key' | 'signed_storage_key'>) {
  return row.signed_storage_key ?? row.storage_key;
}

/** Size and SHA-256 (hex) of a document's bytes. */
export interface FileFacts {
  size: number;
  sha256: string;
}

export function fileFactsOf(bytes: Uint8Array): FileFacts {
  return { size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
}

export interface NewDocument {
  id: string;
  ownerId: string;
  file: FileFacts;
  fileName?: string;
  title?: string;
  /** What the PDF parser found. */
  pages: number;
  pageSizes: { width: number; height: number }[];
  now: Date;
}

/** The row of a freshly uploaded document: version 1, in no request, not signed. */
export function newDocumentRow(input: NewDocument): DocumentRow {
  const now = input.now.toISOString();
  return {
    id: input.id,
    owner_id: input.ownerId,
    name: documentName(input.fileName, input.title),
    title: input.title ?? null,
    size: input.file.size,
    pages: input.pages,
    sha256: input.file.sha256,
    storage_key: documentKey(input.id, 1),
    version: 1,
    signed_storage_key: null,
    created_at: now,
    updated_at: now,
    page_sizes: JSON.stringify(input.pageSizes),
    signature_request_id: null,
  };
}
