// Hand-built form: the dialog frame owns the destructive confirm button; the schema form brings its own submit button.
// Deleting the account is confirmed with the current password (contract DeleteUserRequest);
// the caller posts it to /v1/user/delete and logs the user out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { TextField } from '@/components/shell/dialogs/parts/text-field';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

export function DeleteAccountDialog({
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<void, { password: string }>) {
  const { t } = useTranslation('dialogs-profile');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const passwordError = password ? undefined : t('common.validation.required');
  const submit = () => {
    setSubmitted(true);
    if (!passwordError) answer({ password });
  };
  return (
    <ShellDialog
      namespace="dialogs-profile"
      title={t('delete-account.title')}
      text={t('delete-account.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <DialogActions
          namespace="dialogs-profile"
          danger
          confirmLabel={t('delete-account.confirm')}
          loading={loading}
          onCancel={onClose}
        />
      }
    >
      <TextField
        label={t('delete-account.password')}
        type="password"
        autoComplete="current-password"
        required
        autoFocus
        value={password}
        onChange={setPassword}
        error={submitted ? passwordError : undefined}
      />
    </ShellDialog>
  );
}
