// The document dialogs, loaded together on first use (docs/product.md#screens-dialogs namespace "document").
import type { DialogRegistry } from '../dialog-types';
import { AddSignerDialog } from './add-signer-dialog';
import { DelegateDialog } from './delegate-dialog';
import { RemoveSignerDialog } from './remove-signer-dialog';
import { SupplyEidDataDialog } from './supply-eid-data-dialog';
import { TanEntryDialog } from './tan-entry-dialog';
import { TermsOfUseDialog } from './terms-of-use-dialog';
import { UpgradeStandardsDialog } from './upgrade-standards-dialog';
import { VisualSignatureDataDialog } from './visual-signature-data-dialog';
import { WithdrawDialog } from './withdraw-dialog';

export const dialogs: DialogRegistry = {
  'add-signer': AddSignerDialog,
  delegate: DelegateDialog,
  'remove-signer': RemoveSignerDialog,
  'supply-eid-data': SupplyEidDataDialog,
  'tan-entry': TanEntryDialog,
  'terms-of-use': TermsOfUseDialog,
  'upgrade-standards': UpgradeStandardsDialog,
  'visual-signature-data': VisualSignatureDataDialog,
  withdraw: WithdrawDialog,
};
