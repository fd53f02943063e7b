// Renders the active dialog. Each feature's dialog views are one lazily imported module (see
// defineDialog), so they and (by the dialog's useTranslation) their locale namespace load on
// first use, behind Suspense.
import { Fragment, Suspense } from 'react';
import { closeDialog, useActiveDialog } from './dialog-store';

export function DialogHost() {
  const dialog = useActiveDialog();
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <Fragment key={dialog.id}>
        {dialog.render({
          loading: dialog.loading,
          error: dialog.error,
          close: () => closeDialog(dialog.id),
        })}
      </Fragment>
    </Suspense>
  );
}
