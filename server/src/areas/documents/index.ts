// The documents area's public face: what other areas and the server's infrastructure may use.
// Everything else in the folder is the area's own. The direct-link operations (areas/direct) use
// readDocument, sendDownload and sendPage with their own access check.
export { findDocument, readDocument } from './access.ts';
export type { DocumentAccess } from './access.ts';
export { removeDocument, sendDocumentFile, sendDownload } from './files.ts';
export { parsePageSizes, toDocument } from './to-contract.ts';
// app.ts has the multipart reader write a document upload's file part to disk as it arrives; main.ts deletes at start
// what a crash left in the spool folder. The public verification's file part is spooled too.
export {
  isSpooledFile,
  longestSpoolMs,
  removeSpooledFilesAfterAnswers,
  removeStaleSpooledFiles,
  spoolDirectory,
  spoolFilePart,
  spoolsFilePart,
} from './spooled-upload.ts';
export { purgeOldPages, sendDocumentPage, sendPage } from './pages.ts';
export type { PageRequest } from './pages.ts';
// The public verification (areas/verification) checks a PDF as an upload is checked.
export { inspectIncomingPdf, type IncomingPdf } from './upload.ts';
export {
  DEFAULT_PAGE_SCALE,
  MAX_PAGE_PIXELS,
  contentDisposition,
  downloadName,
  pdfLimits,
  refusedPdfProblem,
  zoomFor,
} from './rules.ts';
export type { DocumentRow, PageFormat } from './rules.ts';
