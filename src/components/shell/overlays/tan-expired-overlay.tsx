// The TAN's validity ran out before it was entered: send a new one.
import { useTranslation } from 'react-i18next';
import { OverlayButtons } from './overlay-buttons';
import { OverlayFrame } from './overlay-frame';
import type { OverlayComponentProps } from './overlay-types';

export function TanExpiredOverlay({ loading, error, onAction, onClose }: OverlayComponentProps) {
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
          onPrimary={() => onAction('resend')}
          secondary={t('common.cancel')}
          onSecondary={onClose}
          loading={loading}
        />
      }
    />
  );
}
