// The ID document presented for signing is not the one the identification recorded (its serial
// number differs): the user must identify again with the new document.
import { useTranslation } from 'react-i18next';
import { OverlayButtons } from '@/components/shell/overlays/overlay-buttons';
import { OverlayFrame } from '@/components/shell/overlays/overlay-frame';
import type { OverlayViewProps } from '@/components/shell/overlays/define-overlay';

export function SerialNumberMismatchOverlay({
  loading,
  error,
  answer,
  onClose,
}: OverlayViewProps<void, 'identify'>) {
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
          onPrimary={() => answer('identify')}
          secondary={t('common.close')}
          onSecondary={onClose}
          loading={loading}
        />
      }
    />
  );
}
