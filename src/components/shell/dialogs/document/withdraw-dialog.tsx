// The sender withdraws a request; the message (required, at most 2000 characters by the
// contract's MessageRequest) is shown to every signer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../dialog-actions';
import type { DialogComponentProps } from '../dialog-types';
import { TextField } from '../parts/text-field';
import { MESSAGE_MAX_LENGTH } from '../parts/validation';
import { ShellDialog } from '../shell-dialog';

export function WithdrawDialog({
  props,
  loading,
  error,
  onAction,
  onClose,
}: DialogComponentProps<{ title?: string }>) {
  const { t } = useTranslation('dialogs-document');
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const messageError = message.trim() ? undefined : t('common.validation.required');
  const submit = () => {
    setSubmitted(true);
    if (!messageError) onAction('withdraw', { message: message.trim() });
  };
  return (
    <ShellDialog
      namespace="dialogs-document"
      title={t('withdraw.title')}
      text={props.title ? t('withdraw.textFor', { title: props.title }) : t('withdraw.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <DialogActions
          namespace="dialogs-document"
          danger
          confirmLabel={t('withdraw.confirm')}
          loading={loading}
          onCancel={onClose}
        />
      }
    >
      <TextField
        label={t('withdraw.message')}
        placeholder={t('withdraw.placeholder')}
        multiline
        required
        autoFocus
        maxLength={MESSAGE_MAX_LENGTH}
        value={message}
        onChange={setMessage}
        error={submitted ? messageError : undefined}
      />
    </ShellDialog>
  );
}
