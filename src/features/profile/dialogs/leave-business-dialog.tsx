// A member leaves their business and continues with a personal (free) account.
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

export function LeaveBusinessDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<{ businessName?: string }, 'leave'>) {
  const { t } = useTranslation('dialogs-profile');
  return (
    <ShellDialog
      namespace="dialogs-profile"
      title={t('leave-business.title')}
      text={t('leave-business.text', {
        business: props.businessName ?? t('leave-business.yourBusiness'),
      })}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <DialogActions
          namespace="dialogs-profile"
          danger
          confirmLabel={t('leave-business.confirm')}
          loading={loading}
          onCancel={onClose}
          onConfirm={() => answer('leave')}
        />
      }
    >
      {t('leave-business.details')}
    </ShellDialog>
  );
}
