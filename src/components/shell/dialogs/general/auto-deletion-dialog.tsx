// Activate or deactivate the automatic deletion of finished requests (business setting
// signatureRequests.retention). `activate` says which way the switch goes.
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../dialog-actions';
import type { DialogComponentProps } from '../dialog-types';
import { ShellDialog } from '../shell-dialog';

export function AutoDeletionDialog({
  props,
  loading,
  error,
  onAction,
  onClose,
}: DialogComponentProps<{ activate?: boolean }>) {
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
          onConfirm={() => onAction(mode)}
        />
      }
    />
  );
}
