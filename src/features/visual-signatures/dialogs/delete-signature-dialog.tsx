// Delete one visual signature; the default one cannot be deleted until another is the default.
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

interface DeleteSignatureProps {
  alias?: string;
  isDefault?: boolean;
}

export function DeleteSignatureDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<DeleteSignatureProps, 'delete'>) {
  const { t } = useTranslation('dialogs-visual-signature');
  const name = props.alias ?? t('delete-signature.thisSignature');
  return (
    <ShellDialog
      namespace="dialogs-visual-signature"
      title={t('delete-signature.title')}
      text={
        props.isDefault
          ? t('delete-signature.textDefault', { name })
          : t('delete-signature.text', { name })
      }
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <DialogActions
          namespace="dialogs-visual-signature"
          danger
          confirmLabel={t('delete-signature.confirm')}
          loading={loading}
          disabled={props.isDefault}
          onCancel={onClose}
          onConfirm={() => answer('delete')}
        />
      }
    />
  );
}
