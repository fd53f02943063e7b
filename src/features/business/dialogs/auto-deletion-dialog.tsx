// Activate or deactivate the automatic deletion of finished requests (business setting
// signatureRequests.retention). `activate` says which way the switch goes.
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

export function AutoDeletionDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<{ activate?: boolean }, 'activate' | 'deactivate'>) {
  const { t } = useTranslation('dialogs-general');
  const mode = props.activate === false ? 'deactivate' : 'activate';
  return (
    <ShellDialog
      namespace="dialogs-general"
      title={t(`auto-deletion.${mode}.title`)}
      text={t(`auto-deletion.${mode}.text`)}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <DialogActions
          namespace="dialogs-general"
          danger={mode === 'activate'}
          confirmLabel={t(`auto-deletion.${mode}.confirm`)}
          loading={loading}
          onCancel={onClose}
          onConfirm={() => answer(mode)}
        />
      }
    />
  );
}
