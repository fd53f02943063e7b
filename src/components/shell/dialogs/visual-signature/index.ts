// The visual-signature dialogs (seed 001 §2 namespace "visual-signature").
import type { DialogRegistry } from '../dialog-types';
import { DeleteSignatureDialog } from './delete-signature-dialog';

export const dialogs: DialogRegistry = {
  'delete-signature': DeleteSignatureDialog,
};
