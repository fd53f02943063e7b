// Signing failed for a reason other than the TAN or a lock: show the server's detail if any and
// offer a retry.
import { useTranslation } from 'react-i18next';
import { OverlayButtons } from '@/components/shell/overlays/overlay-buttons';
import { OverlayFrame } from '@/components/shell/overlays/overlay-frame';
import type { OverlayViewProps } from '@/components/shell/overlays/define-overlay';

export function SigningFailureOverlay({
  props,
  loading,
  error,
  answer,
  onClose,
}: OverlayViewProps<{ detail?: string }, 'retry'>) {
  const { t } = useTranslation('overlays');
  return (
    <OverlayFrame
      tone="error"
      title={t('signing-failure.title')}
      text={t('signing-failure.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <OverlayButtons
          primary={t('signing-failure.confirm')}
          onPrimary={() => answer('retry')}
          secondary={t('common.close')}
          onSecondary={onClose}
          loading={loading}
        />
      }
    >
      {props.detail}
    </OverlayFrame>
  );
}
