// All seats are taken: add seats to invite more members (contract SeatsUpdate: the new total,
// at least 1). The caller previews the prorated price and saves.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../dialogs/parts/text-field';
import { OverlayButtons } from './overlay-buttons';
import { OverlayFrame } from './overlay-frame';
import type { OverlayComponentProps } from './overlay-types';

export function AddSeatsOverlay({
  props,
  loading,
  error,
  onAction,
  onClose,
}: OverlayComponentProps<{ seats?: number }>) {
  const { t } = useTranslation('overlays');
  const current = props.seats ?? 0;
  const [added, setAdded] = useState('1');
  const [submitted, setSubmitted] = useState(false);
  const count = Number(added);
  const invalid = !Number.isInteger(count) || count < 1;
  const submit = () => {
    setSubmitted(true);
    if (!invalid) onAction('add-seats', { seats: current + count });
  };
  return (
    <OverlayFrame
      tone="info"
      title={t('add-seats.title')}
      text={t('add-seats.text', { count: current })}
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <OverlayButtons
          primary={t('add-seats.confirm')}
          secondary={t('common.cancel')}
          onSecondary={onClose}
          loading={loading}
        />
      }
    >
      <TextField
        label={t('add-seats.seats')}
        type="number"
        inputMode="numeric"
        required
        autoFocus
        value={added}
        onChange={setAdded}
        helper={invalid ? undefined : t('add-seats.total', { count: current + count })}
        error={submitted && invalid ? t('add-seats.invalid') : undefined}
      />
    </OverlayFrame>
  );
}
