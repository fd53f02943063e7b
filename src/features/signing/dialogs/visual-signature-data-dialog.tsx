// Hand-built form: the stamp's lines prefilled from the default signature, inside the dialog frame's buttons.
// The lines of the visual signature stamped on the page: name, company and location (visual
// signature fields name, optionalLine shown as company, location), prefilled from the default.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { TextField } from '@/components/shell/dialogs/parts/text-field';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

export interface VisualSignatureData {
  name: string;
  company: string;
  location: string;
}

export function VisualSignatureDataDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<Partial<VisualSignatureData>, VisualSignatureData>) {
  const { t } = useTranslation('dialogs-document');
  const [data, setData] = useState<VisualSignatureData>({
    name: props.name ?? '',
    company: props.company ?? '',
    location: props.location ?? '',
  });
  const [submitted, setSubmitted] = useState(false);
  const nameError = data.name.trim() ? undefined : t('common.validation.required');
  const set = (field: keyof VisualSignatureData) => (value: string) =>
    setData({ ...data, [field]: value });
  const submit = () => {
    setSubmitted(true);
    if (!nameError) answer(data);
  };
  return (
    <ShellDialog
      namespace="dialogs-document"
      title={t('visual-signature-data.title')}
      text={t('visual-signature-data.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <DialogActions
          namespace="dialogs-document"
          confirmLabel={t('visual-signature-data.confirm')}
          loading={loading}
          onCancel={onClose}
        />
      }
    >
      <TextField
        label={t('visual-signature-data.name')}
        required
        autoFocus
        value={data.name}
        onChange={set('name')}
        error={submitted ? nameError : undefined}
      />
      <TextField
        label={t('visual-signature-data.company')}
        value={data.company}
        onChange={set('company')}
      />
      <TextField
        label={t('visual-signature-data.location')}
        value={data.location}
        onChange={set('location')}
      />
    </ShellDialog>
  );
}
