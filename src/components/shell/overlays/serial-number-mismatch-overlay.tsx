// The ID document presented for signing is not the one the identification recorded (its serial
// number differs): the user must identify again with the new document.
import { useTranslation } from 'react-i18next';
import { OverlayButtons } from './overlay-buttons';
import { OverlayFrame } from './overlay-frame';
import type { OverlayComponentProps } from './overlay-types';

export function SerialNumberMismatchOverlay({
  loading,
  error,
  onAction,
  onClose,
}: OverlayComponentProps) {
  const { t } = useTranslation('overlays');
  return (
    <OverlayFrame
      tone="error"
      title={t('serial-number-mismatch.title')}
      text={t('serial-number-mismatch.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <OverlayButtons
          primary={t('serial-number-mismatch.confirm')}
          onPrimary={() => onAction('identify')}
          secondary={t('common.close')}
          onSecondary={onClose}
          loading={loading}
        />
      }
    />
  );
}
