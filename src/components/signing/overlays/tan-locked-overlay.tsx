// Too many wrong TANs: signing by TAN is blocked for a while; nothing to do but close.
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { OverlayFrame } from '@/components/shell/overlays/overlay-frame';
import type { OverlayViewProps } from '@/components/shell/overlays/define-overlay';

export function TanLockedOverlay({ loading, error, onClose }: OverlayViewProps<void, never>) {
  const { t } = useTranslation('overlays');
  return (
    <OverlayFrame
      tone="error"
      title={t('tan-locked.title')}
      text={t('tan-locked.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <Button size="lg" colorPalette="blue" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    />
  );
}
