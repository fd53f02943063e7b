// Delete one or more signature requests with their documents; this cannot be undone.
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

export function DeleteDocumentsDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<{ count?: number }, 'delete'>) {
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
          onConfirm={() => answer('delete')}
        />
      }
    />
  );
}
