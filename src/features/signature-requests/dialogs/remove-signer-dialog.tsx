// Confirm removing a signer from a request; their placed signature fields go with them.
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

export function RemoveSignerDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<{ signer?: string }, 'remove'>) {
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
          onConfirm={() => answer('remove')}
        />
      }
    />
  );
}
