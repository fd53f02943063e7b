// Confirm removing a signer from a request; their placed signature fields go with them.
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../dialog-actions';
import type { DialogComponentProps } from '../dialog-types';
import { ShellDialog } from '../shell-dialog';

export function RemoveSignerDialog({
  props,
  loading,
  error,
  onAction,
  onClose,
}: DialogComponentProps<{ signer?: string }>) {
  const { t } = useTranslation('dialogs-document');
  return (
    <ShellDialog
      namespace="dialogs-document"
      title={t('remove-signer.title')}
      text={t('remove-signer.text', { signer: props.signer ?? t('remove-signer.thisSigner') })}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <DialogActions
          namespace="dialogs-document"
          danger
          confirmLabel={t('remove-signer.confirm')}
          loading={loading}
          onCancel={onClose}
          onConfirm={() => onAction('remove')}
        />
      }
    />
  );
}
