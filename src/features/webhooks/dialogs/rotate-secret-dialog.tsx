// Rotate a webhook's signing secret (POST .../rotate-secret): a new secret, shown once after the
// confirmation; the replaced one keeps signing beside it for 24 hours.
import { Code } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

export function RotateSecretDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<{ url: string }, 'rotate'>) {
  const { t } = useTranslation('dialogs-general');
  return (
    <ShellDialog
      namespace="dialogs-general"
      title={t('rotate-webhook-secret.title')}
      text={t('rotate-webhook-secret.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <DialogActions
          namespace="dialogs-general"
          danger
          confirmLabel={t('rotate-webhook-secret.confirm')}
          loading={loading}
          onCancel={onClose}
          onConfirm={() => answer('rotate')}
        />
      }
    >
      <Code wordBreak="break-all" whiteSpace="normal">
        {props.url}
      </Code>
    </ShellDialog>
  );
}
