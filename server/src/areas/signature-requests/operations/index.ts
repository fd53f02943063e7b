// Handlers of the contract's `signature-requests` operations.
import type { Handlers } from '../../handler.ts';
import { addSignatureRequestDocument } from './add-signature-request-document.ts';
import { addSignatureRequestSignature } from './add-signature-request-signature.ts';
import { claimDirectLink } from './claim-direct-link.ts';
import { claimSendto } from './claim-sendto.ts';
import { createSignatureRequest } from './create-signature-request.ts';
import { declineSignatureRequest } from './decline-signature-request.ts';
import { delegateSignatureRequest } from './delegate-signature-request.ts';
import { deleteSignatureRequestAttachment } from './delete-signature-request-attachment.ts';
import { deleteSignatureRequest } from './delete-signature-request.ts';
import { downloadSignatureRequestZip } from './download-signature-request-zip.ts';
import { getSendtoInternal } from './get-sendto-internal.ts';
import { getSignatureRequestAttachment } from './get-signature-request-attachment.ts';
import { getSignatureRequestLockStatus } from './get-signature-request-lock-status.ts';
import { getSignatureRequestReport } from './get-signature-request-report.ts';
import { getSignatureRequest } from './get-signature-request.ts';
import { initiateSignatureRequest } from './initiate-signature-request.ts';
import { listSignatureRequestEvents } from './list-signature-request-events.ts';
import { listSignatureRequests } from './list-signature-requests.ts';
import { remindSignatureRequestSigners } from './remind-signature-request-signers.ts';
import { removeSignatureRequestDocument } from './remove-signature-request-document.ts';
import { removeSignatureRequestSignature } from './remove-signature-request-signature.ts';
import { updateSignatureRequest } from './update-signature-request.ts';
import { withdrawSignatureRequest } from './withdraw-signature-request.ts';

export const signatureRequestsHandlers: Handlers = {
  listSignatureRequests,
  createSignatureRequest,
  getSignatureRequest,
  updateSignatureRequest,
  deleteSignatureRequest,
  initiateSignatureRequest,
  listSignatureRequestEvents,
  downloadSignatureRequestZip,
  addSignatureRequestDocument,
  removeSignatureRequestDocument,
  getSignatureRequestLockStatus,
  declineSignatureRequest,
  withdrawSignatureRequest,
  remindSignatureRequestSigners,
  delegateSignatureRequest,
  addSignatureRequestSignature,
  removeSignatureRequestSignature,
  getSignatureRequestReport,
  getSignatureRequestAttachment,
  deleteSignatureRequestAttachment,
  getSendtoInternal,
  claimSendto,
  claimDirectLink,
};
