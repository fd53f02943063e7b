// The visual-signature dialogs (docs/product.md#screens-dialogs namespace "visual-signature").
import type { DialogRegistry } from '../dialog-types';
import { DeleteSignatureDialog } from './delete-signature-dialog';

export const dialogs: DialogRegistry = {
  'delete-signature': DeleteSignatureDialog,
};
