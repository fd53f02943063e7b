// The dialogs of the visual signatures, typed: open one through its handle. The views load together on
// first use; their texts are the locale namespace of the dialog's namespace (dialogs-<namespace>).
import { defineDialog } from '@/components/shell/dialogs/define-dialog';

const views = () => import('./views');

export const deleteSignatureDialog = defineDialog({
  namespace: 'visual-signature',
  name: 'delete-signature',
  view: () => views().then((module) => module.DeleteSignatureDialog),
});
