// A signer declines a request; the reason (required, at most 2000 characters by the contract's
// MessageRequest) goes to the sender and the other signers.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../dialog-actions';
import type { DialogComponentProps } from '../dialog-types';
import { TextField } from '../parts/text-field';
import { MESSAGE_MAX_LENGTH } from '../parts/validation';
import { ShellDialog } from '../shell-dialog';

export function DeclineSigningRequestDialog({
  props,
  loading,
  error,
  onAction,
  onClose,
}: DialogComponentProps<{ title?: string }>) {
  const { t } = useTranslation('dialogs-general');
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const messageError = message.trim() ? undefined : t('common.validation.required');
  const submit = () => {
    setSubmitted(true);
    if (!messageError) onAction('decline', { message: message.trim() });
  };
  return (
    <ShellDialog
      namespace="dialogs-general"
      title={t('decline-signing-request.title')}
      text={
        props.title
          ? t('decline-signing-request.textFor', { title: props.title })
          : t('decline-signing-request.text')
      }
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <DialogActions
          namespace="dialogs-general"
          danger
          confirmLabel={t('decline-signing-request.confirm')}
          loading={loading}
          onCancel={onClose}
        />
      }
    >
      <TextField
        label={t('decline-signing-request.reason')}
        placeholder={t('decline-signing-request.placeholder')}
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
