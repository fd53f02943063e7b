// A free user has no free signatures left (free_signatures_remaining is 0): offer an upgrade.
import { useTranslation } from 'react-i18next';
import { OverlayButtons } from '@/components/shell/overlays/overlay-buttons';
import { OverlayFrame } from '@/components/shell/overlays/overlay-frame';
import type { OverlayViewProps } from '@/components/shell/overlays/define-overlay';

export function ExhaustedSignaturesOverlay({
  loading,
  error,
  answer,
  onClose,
}: OverlayViewProps<void, 'upgrade'>) {
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
          onPrimary={() => answer('upgrade')}
          secondary={t('common.close')}
          onSecondary={onClose}
          loading={loading}
        />
      }
    />
  );
}
