// Handlers of the contract's `documents` operations.
import type { Handlers } from '../../handler.ts';
import { deleteDocument } from './delete-document.ts';
import { downloadDocument } from './download-document.ts';
import { getDocument } from './get-document.ts';
import { getDocumentPage } from './get-document-page.ts';
import { uploadDocument } from './upload-document.ts';

export const documentsHandlers: Handlers = {
  uploadDocument,
  getDocument,
  deleteDocument,
  downloadDocument,
  getDocumentPage,
};
