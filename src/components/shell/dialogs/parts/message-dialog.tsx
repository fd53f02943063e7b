// Hand-built form: one message field whose texts come by key prefix (withdraw, decline), inside the dialog frame's buttons.
// A dialog that asks for a required message to the other parties (withdraw, decline): the
// contract's MessageRequest (required, at most 2000 characters). Texts come from `keyPrefix`
// in `namespace`: title, text, textFor, confirm, placeholder and the field label `labelKey`.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../dialog-actions';
import type { DialogViewProps } from '../define-dialog';
import { ShellDialog } from '../shell-dialog';
import { TextField } from './text-field';
import { MESSAGE_MAX_LENGTH } from './validation';

export interface MessageDialogSetup {
  namespace: string;
  keyPrefix: string;
  labelKey: string;
}

/** The contract's MessageRequest, trimmed. */
export interface MessageAnswer {
  message: string;
}

export function MessageDialog({
  setup,
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<{ title?: string }, MessageAnswer> & { setup: MessageDialogSetup }) {
  const { namespace, keyPrefix, labelKey } = setup;
  const { t } = useTranslation(namespace);
  const [message, setMessage] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const messageError = message.trim() ? undefined : t('common.validation.required');
  const submit = () => {
    setSubmitted(true);
    if (!messageError) answer({ message: message.trim() });
  };
  return (
    <ShellDialog
      namespace={namespace}
      title={t(`${keyPrefix}.title`)}
      text={
        props.title ? t(`${keyPrefix}.textFor`, { title: props.title }) : t(`${keyPrefix}.text`)
      }
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <DialogActions
          namespace={namespace}
          danger
          confirmLabel={t(`${keyPrefix}.confirm`)}
          loading={loading}
          onCancel={onClose}
        />
      }
    >
      <TextField
        label={t(`${keyPrefix}.${labelKey}`)}
        placeholder={t(`${keyPrefix}.placeholder`)}
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
