// A free user has no free signatures left (free_signatures_remaining is 0): offer an upgrade.
import { useTranslation } from 'react-i18next';
import { OverlayButtons } from './overlay-buttons';
import { OverlayFrame } from './overlay-frame';
import type { OverlayComponentProps } from './overlay-types';

export function ExhaustedSignaturesOverlay({
  loading,
  error,
  onAction,
  onClose,
}: OverlayComponentProps) {
  const { t } = useTranslation('overlays');
  return (
    <OverlayFrame
      tone="warning"
      title={t('exhausted-signatures.title')}
      text={t('exhausted-signatures.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <OverlayButtons
          primary={t('exhausted-signatures.confirm')}
          onPrimary={() => onAction('upgrade')}
          secondary={t('common.close')}
          onSecondary={onClose}
          loading={loading}
        />
      }
    />
  );
}
