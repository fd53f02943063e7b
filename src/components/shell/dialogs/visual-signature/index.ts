// The visual-signature dialogs (docs/specification/business.md §2 namespace "visual-signature").
import type { DialogRegistry } from '../dialog-types';
import { DeleteSignatureDialog } from './delete-signature-dialog';

export const dialogs: DialogRegistry = {
  'delete-signature': DeleteSignatureDialog,
};
