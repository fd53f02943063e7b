// The documents area's public face: what other areas and the server's infrastructure may use.
// Everything else in the folder is the area's own.
export {
  findDocument,
  purgeOldPages,
  removeDocument,
  sendDocumentFile,
  sendDocumentPage,
} from './document-files.ts';
export { multipartFile } from './multipart-file.ts';
export {
  DEFAULT_PAGE_SCALE,
  MAX_PAGE_PIXELS,
  contentDisposition,
  downloadName,
  parsePageSizes,
  toDocument,
  zoomFor,
} from './rules.ts';
export type { DocumentRow, PageFormat } from './rules.ts';
