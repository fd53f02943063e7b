// Identify with ID Austria (an eidas method when covered): explain the redirect; the caller
// starts the identification and sends the user to ID Austria.
import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { ID_AUSTRIA_INFO_URL } from '@/components/shell/dialogs/parts/links';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

export function ConnectIdAustriaDialog({
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<void, 'connect'>) {
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
          onConfirm={() => answer('connect')}
        />
      }
    >
      <Link href={ID_AUSTRIA_INFO_URL} target="_blank" rel="noreferrer" colorPalette="blue">
        {t('connect-id-austria.more')}
      </Link>
    </ShellDialog>
  );
}
