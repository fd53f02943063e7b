// Hand-built form: fields the identification fixed turn read-only per signer, inside the dialog frame's buttons.
// Before a qualified signature the trust service needs the signer's identity as on their ID
// document. Fields the identification already fixed (immutable eID fields) come read-only.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { TextField } from '@/components/shell/dialogs/parts/text-field';
import { isPhone } from '@/components/shell/dialogs/parts/validation';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

export interface EidData {
  firstName: string;
  lastName: string;
  birthDate: string;
  mobile: string;
}

export function SupplyEidDataDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<Partial<EidData>, EidData>) {
  const { t } = useTranslation('dialogs-document');
  const [data, setData] = useState<EidData>({
    firstName: props.firstName ?? '',
    lastName: props.lastName ?? '',
    birthDate: props.birthDate ?? '',
    mobile: props.mobile ?? '',
  });
  const [submitted, setSubmitted] = useState(false);
  const required = t('common.validation.required');
  const errors: Partial<Record<keyof EidData, string>> = {
    firstName: data.firstName.trim() ? undefined : required,
    lastName: data.lastName.trim() ? undefined : required,
    birthDate: data.birthDate ? undefined : required,
    mobile: !data.mobile.trim()
      ? required
      : isPhone(data.mobile)
        ? undefined
        : t('common.validation.pattern'),
  };
  const set = (field: keyof EidData) => (value: string) => setData({ ...data, [field]: value });
  const shown = (field: keyof EidData) => (submitted ? errors[field] : undefined);
  const submit = () => {
    setSubmitted(true);
    if (!Object.values(errors).some(Boolean)) answer(data);
  };
  return (
    <ShellDialog
      namespace="dialogs-document"
      title={t('supply-eid-data.title')}
      text={t('supply-eid-data.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <DialogActions
          namespace="dialogs-document"
          confirmLabel={t('supply-eid-data.confirm')}
          loading={loading}
          onCancel={onClose}
        />
      }
    >
      <TextField
        label={t('supply-eid-data.firstName')}
        required
        autoComplete="given-name"
        value={data.firstName}
        onChange={set('firstName')}
        error={shown('firstName')}
      />
      <TextField
        label={t('supply-eid-data.lastName')}
        required
        autoComplete="family-name"
        value={data.lastName}
        onChange={set('lastName')}
        error={shown('lastName')}
      />
      <TextField
        label={t('supply-eid-data.birthDate')}
        type="date"
        required
        autoComplete="bday"
        value={data.birthDate}
        onChange={set('birthDate')}
        error={shown('birthDate')}
      />
      <TextField
        label={t('supply-eid-data.mobile')}
        required
        inputMode="tel"
        autoComplete="tel"
        helper={t('supply-eid-data.mobileHelp')}
        value={data.mobile}
        onChange={set('mobile')}
        error={shown('mobile')}
      />
    </ShellDialog>
  );
}
