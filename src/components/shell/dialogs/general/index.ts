// The general dialogs, loaded together on first use (docs/product.md#screens-dialogs namespace "general").
import type { DialogRegistry } from '../dialog-types';
import { AcceptTermsDialog } from './accept-terms-dialog';
import { AutoDeletionDialog } from './auto-deletion-dialog';
import { ConnectIdAustriaDialog } from './connect-id-austria-dialog';
import { DeclineSigningRequestDialog } from './decline-signing-request-dialog';
import { DeleteDocumentsDialog } from './delete-documents-dialog';
import { FairFlatMigrationDialog } from './fair-flat-migration-dialog';
import { FreeMigrationDialog } from './free-migration-dialog';
import { LeavePageDialog } from './leave-page-dialog';
import { Part11InfoDialog } from './part11-info-dialog';

export const dialogs: DialogRegistry = {
  'accept-terms': AcceptTermsDialog,
  'auto-deletion': AutoDeletionDialog,
  'connect-id-austria': ConnectIdAustriaDialog,
  'decline-signing-request': DeclineSigningRequestDialog,
  'delete-documents': DeleteDocumentsDialog,
  'fair-flat-migration': FairFlatMigrationDialog,
  'free-migration': FreeMigrationDialog,
  'leave-page': LeavePageDialog,
  'part11-info': Part11InfoDialog,
};
