// Hand-built form: re-authentication and the signing name and reason gathered for the signing call, not one request body.
// Part 11 signatures need the signer to authenticate again at signing time and to state the
// signing name and reason printed on the signature (attributes p11_signing_name, p11_signing_reason).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/shell/dialogs/parts/text-field';
import { OverlayButtons } from '@/components/shell/overlays/overlay-buttons';
import { OverlayFrame } from '@/components/shell/overlays/overlay-frame';
import type { OverlayViewProps } from '@/components/shell/overlays/define-overlay';

interface Part11Props {
  signingName?: string;
  signingReason?: string;
}

/** The stated name and reason and the password to authenticate again. */
export interface Part11Answer {
  signingName: string;
  signingReason: string;
  password: string;
}

export function Part11VerificationOverlay({
  props,
  loading,
  error,
  answer,
  onClose,
}: OverlayViewProps<Part11Props, Part11Answer>) {
  const { t } = useTranslation('overlays');
  const [form, setForm] = useState({
    signingName: props.signingName ?? '',
    signingReason: props.signingReason ?? '',
    password: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const required = t('common.validation.required');
  const errors = {
    signingName: form.signingName.trim() ? undefined : required,
    signingReason: form.signingReason.trim() ? undefined : required,
    password: form.password ? undefined : required,
  };
  const set = (field: keyof typeof form) => (value: string) => setForm({ ...form, [field]: value });
  const submit = () => {
    setSubmitted(true);
    if (!Object.values(errors).some(Boolean)) answer(form);
  };
  return (
    <OverlayFrame
      tone="info"
      title={t('part11-verification.title')}
      text={t('part11-verification.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <OverlayButtons
          primary={t('part11-verification.confirm')}
          secondary={t('common.cancel')}
          onSecondary={onClose}
          loading={loading}
        />
      }
    >
      <TextField
        label={t('part11-verification.signingName')}
        required
        value={form.signingName}
        onChange={set('signingName')}
        error={submitted ? errors.signingName : undefined}
      />
      <TextField
        label={t('part11-verification.signingReason')}
        required
        value={form.signingReason}
        onChange={set('signingReason')}
        error={submitted ? errors.signingReason : undefined}
      />
      <TextField
        label={t('part11-verification.password')}
        type="password"
        autoComplete="current-password"
        required
        value={form.password}
        onChange={set('password')}
        error={submitted ? errors.password : undefined}
      />
    </OverlayFrame>
  );
}
