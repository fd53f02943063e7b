// Hand-built form: the signature's lines beside display switches and a live preview, inside the overlay frame's buttons.
// Edit a visual signature: its lines (name, company, location) and what it displays (claim,
// standards, date, QR code), the visual signature fields of docs/product.md#entities-visual-signature.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField } from '@/components/shell/dialogs/parts/check-field';
import { TextField } from '@/components/shell/dialogs/parts/text-field';
import { OverlayButtons } from '@/components/shell/overlays/overlay-buttons';
import { OverlayFrame } from '@/components/shell/overlays/overlay-frame';
import type { OverlayViewProps } from '@/components/shell/overlays/define-overlay';

export interface EditedSignature {
  name: string;
  company: string;
  location: string;
  displayClaim: boolean;
  displayStandards: boolean;
  displayDate: boolean;
  displayQr: boolean;
}

const TOGGLES = ['displayClaim', 'displayStandards', 'displayDate', 'displayQr'] as const;

export function EditSignatureOverlay({
  props,
  loading,
  error,
  answer,
  onClose,
}: OverlayViewProps<Partial<EditedSignature>, EditedSignature>) {
  const { t } = useTranslation('overlays');
  const [signature, setSignature] = useState<EditedSignature>({
    name: props.name ?? '',
    company: props.company ?? '',
    location: props.location ?? '',
    displayClaim: props.displayClaim ?? true,
    displayStandards: props.displayStandards ?? true,
    displayDate: props.displayDate ?? true,
    displayQr: props.displayQr ?? false,
  });
  const [submitted, setSubmitted] = useState(false);
  const nameError = signature.name.trim() ? undefined : t('common.validation.required');
  const set =
    <K extends keyof EditedSignature>(field: K) =>
    (value: EditedSignature[K]) =>
      setSignature({ ...signature, [field]: value });
  const submit = () => {
    setSubmitted(true);
    if (!nameError) answer(signature);
  };
  return (
    <OverlayFrame
      tone="info"
      title={t('edit-signature.title')}
      text={t('edit-signature.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <OverlayButtons
          primary={t('edit-signature.confirm')}
          secondary={t('common.cancel')}
          onSecondary={onClose}
          loading={loading}
        />
      }
    >
      <TextField
        label={t('edit-signature.name')}
        required
        autoFocus
        value={signature.name}
        onChange={set('name')}
        error={submitted ? nameError : undefined}
      />
      <TextField
        label={t('edit-signature.company')}
        value={signature.company}
        onChange={set('company')}
      />
      <TextField
        label={t('edit-signature.location')}
        value={signature.location}
        onChange={set('location')}
      />
      {TOGGLES.map((toggle) => (
        <CheckField key={toggle} checked={signature[toggle]} onChange={set(toggle)}>
          {t(`edit-signature.${toggle}`)}
        </CheckField>
      ))}
    </OverlayFrame>
  );
}
