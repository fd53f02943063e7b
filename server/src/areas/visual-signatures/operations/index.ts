// Handlers of the contract's `visual-signatures` operations.
import type { Handlers } from '../../handler.ts';
import { createVisualSignature } from './create-visual-signature.ts';
import { deleteVisualSignature } from './delete-visual-signature.ts';
import { deleteVisualSignatureImage } from './delete-visual-signature-image.ts';
import { getDefaultVisualSignature } from './get-default-visual-signature.ts';
import { getVisualSignature } from './get-visual-signature.ts';
import { getVisualSignatureImage } from './get-visual-signature-image.ts';
import { listVisualSignatures } from './list-visual-signatures.ts';
import { previewVisualSignature } from './preview-visual-signature.ts';
import { updateDefaultVisualSignature } from './update-default-visual-signature.ts';
import { updateVisualSignature } from './update-visual-signature.ts';
import { uploadVisualSignatureImage } from './upload-visual-signature-image.ts';

export const visualSignaturesHandlers: Handlers = {
  listVisualSignatures,
  createVisualSignature,
  getVisualSignature,
  updateVisualSignature,
  deleteVisualSignature,
  getDefaultVisualSignature,
  updateDefaultVisualSignature,
  previewVisualSignature,
  getVisualSignatureImage,
  uploadVisualSignatureImage,
  deleteVisualSignatureImage,
};
