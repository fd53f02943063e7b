// End the trial now (POST cancel-trial); the business drops to its free state at once.
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../dialog-actions';
import type { DialogComponentProps } from '../dialog-types';
import { ShellDialog } from '../shell-dialog';

export function CancelTrialDialog({ loading, error, onAction, onClose }: DialogComponentProps) {
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
          onConfirm={() => onAction('cancel-trial')}
        />
      }
    />
  );
}
