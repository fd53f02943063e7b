// The usual footer: a cancel button and one primary action (submit when the dialog is a form).
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface DialogActionsProps {
  namespace: string;
  confirmLabel: string;
  loading: boolean;
  onCancel: () => void;
  /** Without it the primary button submits the dialog's form. */
  onConfirm?: () => void;
  disabled?: boolean;
  /** Destructive actions are red. */
  danger?: boolean;
  cancelLabel?: string;
  /** The id of a form outside the footer that the primary button submits (a schema form). */
  form?: string;
}

export function DialogActions(props: DialogActionsProps) {
  const { t } = useTranslation(props.namespace);
  return (
    <>
      <Button variant="outline" onClick={props.onCancel} disabled={props.loading}>
        {props.cancelLabel ?? t('common.cancel')}
      </Button>
      <Button
        type={props.onConfirm ? 'button' : 'submit'}
        form={props.form}
        colorPalette={props.danger ? 'red' : 'blue'}
        loading={props.loading}
        disabled={props.disabled}
        onClick={props.onConfirm}
      >
        {props.confirmLabel}
      </Button>
    </>
  );
}
