// The profile dialogs, loaded together on first use (docs/product.md#screens-dialogs namespace "profile").
import type { DialogRegistry } from '../dialog-types';
import { DeleteAccountDialog } from './delete-account-dialog';
import { LeaveBusinessDialog } from './leave-business-dialog';

export const dialogs: DialogRegistry = {
  'delete-account': DeleteAccountDialog,
  'leave-business': LeaveBusinessDialog,
};
