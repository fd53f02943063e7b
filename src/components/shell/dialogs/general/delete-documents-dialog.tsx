// Delete one or more signature requests with their documents; this cannot be undone.
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../dialog-actions';
import type { DialogComponentProps } from '../dialog-types';
import { ShellDialog } from '../shell-dialog';

export function DeleteDocumentsDialog({
  props,
  loading,
  error,
  onAction,
  onClose,
}: DialogComponentProps<{ count?: number }>) {
  const { t } = useTranslation('dialogs-general');
  const count = props.count ?? 1;
  return (
    <ShellDialog
      namespace="dialogs-general"
      title={t('delete-documents.title', { count })}
      text={t('delete-documents.text', { count })}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <DialogActions
          namespace="dialogs-general"
          danger
          confirmLabel={t('delete-documents.confirm')}
          loading={loading}
          onCancel={onClose}
          onConfirm={() => onAction('delete')}
        />
      }
    />
  );
}
