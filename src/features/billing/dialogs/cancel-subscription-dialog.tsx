// Cancel the subscription at the end of the billing period (the next plan becomes CANCELED and
// can still be revoked). The caller calls cancel-subscription.
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { useFormatDate } from '@/components/shell/dialogs/parts/use-format-date';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

export function CancelSubscriptionDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<{ endAt?: string }, 'cancel-subscription'>) {
  const { t } = useTranslation('dialogs-business');
  const formatDate = useFormatDate();
  return (
    <ShellDialog
      namespace="dialogs-business"
      title={t('cancel-subscription.title')}
      text={
        props.endAt
          ? t('cancel-subscription.textUntil', { date: formatDate(props.endAt) })
          : t('cancel-subscription.text')
      }
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <DialogActions
          namespace="dialogs-business"
          danger
          confirmLabel={t('cancel-subscription.confirm')}
          cancelLabel={t('cancel-subscription.keep')}
          loading={loading}
          onCancel={onClose}
          onConfirm={() => answer('cancel-subscription')}
        />
      }
    >
      {t('cancel-subscription.revoke')}
    </ShellDialog>
  );
}
