// End the trial now (POST cancel-trial); the business drops to its free state at once.
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

export function CancelTrialDialog({
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<void, 'cancel-trial'>) {
  const { t } = useTranslation('dialogs-business');
  return (
    <ShellDialog
      namespace="dialogs-business"
      title={t('cancel-trial.title')}
      text={t('cancel-trial.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <DialogActions
          namespace="dialogs-business"
          danger
          confirmLabel={t('cancel-trial.confirm')}
          cancelLabel={t('cancel-trial.keep')}
          loading={loading}
          onCancel={onClose}
          onConfirm={() => answer('cancel-trial')}
        />
      }
    />
  );
}
