// Delete one visual signature; the default one cannot be deleted until another is the default.
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../dialog-actions';
import type { DialogComponentProps } from '../dialog-types';
import { ShellDialog } from '../shell-dialog';

interface DeleteSignatureProps {
  alias?: string;
  isDefault?: boolean;
}

export function DeleteSignatureDialog({
  props,
  loading,
  error,
  onAction,
  onClose,
}: DialogComponentProps<DeleteSignatureProps>) {
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
          onConfirm={() => onAction('delete')}
        />
      }
    />
  );
}
