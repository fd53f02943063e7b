// Unsaved changes: leaving the page discards them. Answering 'leave' lets the caller continue
// the navigation; closing the dialog means stay.
import { useTranslation } from 'react-i18next';
import { DialogActions } from './dialog-actions';
import type { DialogViewProps } from './define-dialog';
import { ShellDialog } from './shell-dialog';

export function LeavePageDialog({
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<void, 'leave'>) {
  const { t } = useTranslation('dialogs-general');
  return (
    <ShellDialog
      namespace="dialogs-general"
      title={t('leave-page.title')}
      text={t('leave-page.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <DialogActions
          namespace="dialogs-general"
          danger
          confirmLabel={t('leave-page.confirm')}
          cancelLabel={t('leave-page.stay')}
          loading={loading}
          onCancel={onClose}
          onConfirm={() => answer('leave')}
        />
      }
    />
  );
}
