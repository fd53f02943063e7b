// Cancel the subscription at the end of the billing period (the next plan becomes CANCELED and
// can still be revoked). The caller calls cancel-subscription.
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../dialog-actions';
import type { DialogComponentProps } from '../dialog-types';
import { useFormatDate } from '../parts/use-format-date';
import { ShellDialog } from '../shell-dialog';

export function CancelSubscriptionDialog({
  props,
  loading,
  error,
  onAction,
  onClose,
}: DialogComponentProps<{ endAt?: string }>) {
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
          onConfirm={() => onAction('cancel-subscription')}
        />
      }
    >
      {t('cancel-subscription.revoke')}
    </ShellDialog>
  );
}
