// Handlers of the contract's `direct` operations implemented with the signature requests; the
// direct sign, TAN, Swisscom, identification and business operations are listed in pending.ts.
import type { Handlers } from '../types.ts';
import { declineDirectSignatureRequest } from './decline-direct-signature-request.ts';
import { downloadDirectDocument } from './download-direct-document.ts';
import { getDirectDocumentPage } from './get-direct-document-page.ts';
import { getDirectDocument } from './get-direct-document.ts';
import { getDirectSignatureRequest } from './get-direct-signature-request.ts';
import { getDirectUser } from './get-direct-user.ts';
import { getDirectVisualSignature } from './get-direct-visual-signature.ts';
import { listDirectSignatureRequestEvents } from './list-direct-signature-request-events.ts';
import { updateDirectUser } from './update-direct-user.ts';
import { updateDirectVisualSignature } from './update-direct-visual-signature.ts';

export const directHandlers: Handlers = {
  getDirectSignatureRequest,
  listDirectSignatureRequestEvents,
  declineDirectSignatureRequest,
  getDirectDocument,
  downloadDirectDocument,
  getDirectDocumentPage,
  getDirectUser,
  updateDirectUser,
  getDirectVisualSignature,
  updateDirectVisualSignature,
};
