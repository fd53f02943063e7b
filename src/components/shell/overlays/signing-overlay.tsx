// Shown while documents are being signed. docs/product.md#constants-interface: layer 1900, white scrim, opacity 1,
// persistent; the caller replaces it with the success or a failure overlay.
import { useTranslation } from 'react-i18next';
import { OverlayFrame } from './overlay-frame';
import { SIGNING_OVERLAY_LAYER } from './overlay-layer';
import type { OverlayComponentProps } from './overlay-types';

export function SigningOverlay({
  props,
  loading,
  error,
  onClose,
}: OverlayComponentProps<{ count?: number }>) {
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
