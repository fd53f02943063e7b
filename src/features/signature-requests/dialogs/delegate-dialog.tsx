// Hand one's own open signature to another person (contract DelegateRequest: email, name and an
// optional message), asked by the schema form; the dialog's confirm button submits it. The
// caller calls the delegate operation.
import schema from '@generated/schemas/delegateSignatureRequest.json';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

/** The contract's DelegateRequest, trimmed; no message when none was written. */
export interface DelegateAnswer {
  email: string;
  name: string;
  message?: string;
}

const FORM_ID = 'delegate-form';

function trimmed(body: DelegateAnswer): DelegateAnswer {
  const message = body.message?.trim();
  return { email: body.email.trim(), name: body.name.trim(), ...(message && { message }) };
}

export function DelegateDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<{ title?: string }, DelegateAnswer>) {
  const { t } = useTranslation('dialogs-document');
  const uiSchema = {
    'ui:order': ['name', 'email', 'message'],
    name: { 'ui:title': t('delegate.name'), 'ui:autofocus': true },
    email: { 'ui:title': t('delegate.email') },
    message: { 'ui:title': t('delegate.message'), 'ui:widget': 'textarea' },
  };
  const errorWords = useMemo(
    () => ({
      required: t('common.validation.required'),
      email: t('common.validation.email'),
    }),
    [t],
  );
  return (
    <ShellDialog
      namespace="dialogs-document"
      title={t('delegate.title')}
      text={props.title ? t('delegate.textFor', { title: props.title }) : t('delegate.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <DialogActions
          namespace="dialogs-document"
          form={FORM_ID}
          confirmLabel={t('delegate.confirm')}
          loading={loading}
          onCancel={onClose}
        />
      }
    >
      <SchemaForm<DelegateAnswer>
        schema={schema}
        uiSchema={uiSchema}
        submitLabel={t('delegate.confirm')}
        submittedBy={{ formId: FORM_ID }}
        errorWords={errorWords}
        pending={loading}
        onSubmit={(body) => !loading && answer(trimmed(body))}
      />
    </ShellDialog>
  );
}
