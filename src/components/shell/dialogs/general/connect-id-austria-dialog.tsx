// Identify with ID Austria (an eidas method when covered): explain the redirect; the caller
// starts the identification and sends the user to ID Austria.
import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../dialog-actions';
import type { DialogComponentProps } from '../dialog-types';
import { ID_AUSTRIA_INFO_URL } from '../parts/links';
import { ShellDialog } from '../shell-dialog';

export function ConnectIdAustriaDialog({
  loading,
  error,
  onAction,
  onClose,
}: DialogComponentProps) {
  const { t } = useTranslation('dialogs-general');
  return (
    <ShellDialog
      namespace="dialogs-general"
      title={t('connect-id-austria.title')}
      text={t('connect-id-austria.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <DialogActions
          namespace="dialogs-general"
          confirmLabel={t('connect-id-austria.confirm')}
          loading={loading}
          onCancel={onClose}
          onConfirm={() => onAction('connect')}
        />
      }
    >
      <Link href={ID_AUSTRIA_INFO_URL} target="_blank" rel="noreferrer" colorPalette="blue">
        {t('connect-id-austria.more')}
      </Link>
    </ShellDialog>
  );
}
