// The dialogs of signing, typed: open one through its handle. The views load together on
// first use; their texts are the locale namespace of the dialog's namespace (dialogs-<namespace>).
import { defineDialog } from '@/components/shell/dialogs/define-dialog';

const views = () => import('./views');

export const supplyEidDataDialog = defineDialog({
  namespace: 'document',
  name: 'supply-eid-data',
  view: () => views().then((module) => module.SupplyEidDataDialog),
});

export const upgradeStandardsDialog = defineDialog({
  namespace: 'document',
  name: 'upgrade-standards',
  view: () => views().then((module) => module.UpgradeStandardsDialog),
});

export const visualSignatureDataDialog = defineDialog({
  namespace: 'document',
  name: 'visual-signature-data',
  view: () => views().then((module) => module.VisualSignatureDataDialog),
});
