// Hand-built form: one user attribute (mobile) asked in the signing flow, inside the overlay frame's buttons.
// Advanced signatures are confirmed with a TAN sent by SMS, so the user must give a mobile
// number first (user attribute mobile: "optional plus, then at least 6 digits, spaces or dashes").
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/shell/dialogs/parts/text-field';
import { isPhone } from '@/components/shell/dialogs/parts/validation';
import { OverlayButtons } from '@/components/shell/overlays/overlay-buttons';
import { OverlayFrame } from '@/components/shell/overlays/overlay-frame';
import type { OverlayViewProps } from '@/components/shell/overlays/define-overlay';

export function MobileAesOverlay({
  props,
  loading,
  error,
  answer,
  onClose,
}: OverlayViewProps<{ mobile?: string }, { mobile: string }>) {
  const { t } = useTranslation('overlays');
  const [mobile, setMobile] = useState(props.mobile ?? '');
  const [submitted, setSubmitted] = useState(false);
  const mobileError = !mobile.trim()
    ? t('common.validation.required')
    : isPhone(mobile)
      ? undefined
      : t('common.validation.pattern');
  const submit = () => {
    setSubmitted(true);
    if (!mobileError) answer({ mobile: mobile.trim() });
  };
  return (
    <OverlayFrame
      tone="info"
      title={t('mobile-aes.title')}
      text={t('mobile-aes.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <OverlayButtons
          primary={t('mobile-aes.confirm')}
          secondary={t('common.cancel')}
          onSecondary={onClose}
          loading={loading}
        />
      }
    >
      <TextField
        label={t('mobile-aes.mobile')}
        inputMode="tel"
        autoComplete="tel"
        required
        autoFocus
        placeholder="+41 79 123 45 67"
        value={mobile}
        onChange={setMobile}
        error={submitted ? mobileError : undefined}
      />
    </OverlayFrame>
  );
}
