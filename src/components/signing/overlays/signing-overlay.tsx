// Shown while documents are being signed. docs/product.md#constants-interface: layer 1900, white scrim, opacity 1,
// persistent; the caller replaces it with the success or a failure overlay.
import { useTranslation } from 'react-i18next';
import { OverlayFrame } from '@/components/shell/overlays/overlay-frame';
import { SIGNING_OVERLAY_LAYER } from '@/components/shell/overlays/overlay-layer';
import type { OverlayViewProps } from '@/components/shell/overlays/define-overlay';

export function SigningOverlay({
  props,
  loading,
  error,
  onClose,
}: OverlayViewProps<{ count?: number }, never>) {
  const { t } = useTranslation('overlays');
  return (
    <OverlayFrame
      tone="progress"
      layer={SIGNING_OVERLAY_LAYER}
      title={t('signing.title', { count: props.count ?? 1 })}
      text={t('signing.text')}
      loading={loading}
      error={error}
      onClose={onClose}
    />
  );
}
