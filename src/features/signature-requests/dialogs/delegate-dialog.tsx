// Hand-built form: the dialog frame (shell-dialog.tsx) owns the submit and cancel buttons; the schema form brings its own submit button.
// Hand one's own open signature to another person (contract DelegateRequest: email, name and an
// optional message). The caller calls the delegate operation.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { TextField } from '@/components/shell/dialogs/parts/text-field';
import { isEmail, MESSAGE_MAX_LENGTH } from '@/components/shell/dialogs/parts/validation';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

/** The contract's DelegateRequest, trimmed; no message when none was written. */
export interface DelegateAnswer {
  email: string;
  name: string;
  message?: string;
}

export function DelegateDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<{ title?: string }, DelegateAnswer>) {
  const { t } = useTranslation('dialogs-document');
  const [form, setForm] = useState({ email: '', name: '', message: '' });
  const [submitted, setSubmitted] = useState(false);
  const errors = {
    email: !form.email.trim()
      ? t('common.validation.required')
      : !isEmail(form.email)
        ? t('common.validation.email')
        : undefined,
    name: !form.name.trim() ? t('common.validation.required') : undefined,
  };
  const set = (field: keyof typeof form) => (value: string) => setForm({ ...form, [field]: value });
  const submit = () => {
    setSubmitted(true);
    if (errors.email || errors.name) return;
    const message = form.message.trim();
    answer({
      email: form.email.trim(),
      name: form.name.trim(),
      ...(message && { message }),
    });
  };
  return (
    <ShellDialog
      namespace="dialogs-document"
      title={t('delegate.title')}
      text={props.title ? t('delegate.textFor', { title: props.title }) : t('delegate.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <DialogActions
          namespace="dialogs-document"
          confirmLabel={t('delegate.confirm')}
          loading={loading}
          onCancel={onClose}
        />
      }
    >
      <TextField
        label={t('delegate.name')}
        required
        autoFocus
        value={form.name}
        onChange={set('name')}
        error={submitted ? errors.name : undefined}
      />
      <TextField
        label={t('delegate.email')}
        type="email"
        required
        value={form.email}
        onChange={set('email')}
        error={submitted ? errors.email : undefined}
      />
      <TextField
        label={t('delegate.message')}
        multiline
        maxLength={MESSAGE_MAX_LENGTH}
        value={form.message}
        onChange={set('message')}
      />
    </ShellDialog>
  );
}
