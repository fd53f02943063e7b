// Deleting the account is confirmed with the current password (contract DeleteUserRequest),
// asked by the schema form; the dialog's red confirm button submits it. The caller posts it to
// /v1/user/delete and logs the user out.
import schema from '@generated/schemas/deleteUser.json';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

const FORM_ID = 'delete-account-form';

export function DeleteAccountDialog({
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<void, { password: string }>) {
  const { t } = useTranslation('dialogs-profile');
  const uiSchema = {
    password: {
      'ui:title': t('delete-account.password'),
      'ui:autocomplete': 'current-password',
      'ui:autofocus': true,
    },
  };
  return (
    <ShellDialog
      namespace="dialogs-profile"
      title={t('delete-account.title')}
      text={t('delete-account.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <DialogActions
          namespace="dialogs-profile"
          danger
          form={FORM_ID}
          confirmLabel={t('delete-account.confirm')}
          loading={loading}
          onCancel={onClose}
        />
      }
    >
      <SchemaForm<{ password: string }>
        schema={schema}
        uiSchema={uiSchema}
        submitLabel={t('delete-account.confirm')}
        submittedBy={{ formId: FORM_ID }}
        pending={loading}
        onSubmit={(body) => !loading && answer(body)}
      />
    </ShellDialog>
  );
}
