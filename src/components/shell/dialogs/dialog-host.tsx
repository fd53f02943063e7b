// Renders the active dialog. Each namespace is one React.lazy component, so its module and (by
// the dialog's useTranslation) its locale namespace load on first use, behind Suspense.
import { lazy, Suspense, type ComponentType } from 'react';
import { dialogModules, type DialogModule } from './dialog-modules';
import { DIALOG_NAMESPACES, type DialogNamespace } from './dialog-names';
import { closeDialog, runDialogAction, useActiveDialog, type ActiveDialog } from './dialog-store';

type NamespaceDialogProps = { dialog: ActiveDialog };

function namespaceComponent(load: () => Promise<DialogModule>) {
  return lazy(async () => {
    const { dialogs } = await load();
    function NamespaceDialog({ dialog }: NamespaceDialogProps) {
      const Dialog = dialogs[dialog.name];
      if (!Dialog) {
        // A caller asked for a dialog that does not exist: a programming error, not a user one.
        console.error(`Unknown dialog ${dialog.namespace}/${dialog.name}`);
        return null;
      }
      return (
        <Dialog
          props={dialog.props}
          loading={dialog.loading}
          error={dialog.error}
          onAction={(action, payload) => void runDialogAction(dialog.id, action, payload)}
          onClose={() => closeDialog(dialog.id)}
        />
      );
    }
    return { default: NamespaceDialog };
  });
}

const namespaceDialogs = {} as Record<DialogNamespace, ComponentType<NamespaceDialogProps>>;
for (const namespace of DIALOG_NAMESPACES) {
  namespaceDialogs[namespace] = namespaceComponent(dialogModules[namespace]);
}

export function DialogHost() {
  const dialog = useActiveDialog();
  if (!dialog) return null;
  const NamespaceDialog = namespaceDialogs[dialog.namespace];
  return (
    <Suspense fallback={null}>
      <NamespaceDialog key={dialog.id} dialog={dialog} />
    </Suspense>
  );
}
