// The TAN's validity ran out before it was entered: send a new one.
import { useTranslation } from 'react-i18next';
import { OverlayButtons } from '@/components/shell/overlays/overlay-buttons';
import { OverlayFrame } from '@/components/shell/overlays/overlay-frame';
import type { OverlayViewProps } from '@/components/shell/overlays/define-overlay';

export function TanExpiredOverlay({
  loading,
  error,
  answer,
  onClose,
}: OverlayViewProps<void, 'resend'>) {
  const { t } = useTranslation('overlays');
  return (
    <OverlayFrame
      tone="warning"
      title={t('tan-expired.title')}
      text={t('tan-expired.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <OverlayButtons
          primary={t('tan-expired.confirm')}
          onPrimary={() => answer('resend')}
          secondary={t('common.cancel')}
          onSecondary={onClose}
          loading={loading}
        />
      }
    />
  );
}
