// Signing failed for a reason other than the TAN or a lock: show the server's detail if any and
// offer a retry.
import { useTranslation } from 'react-i18next';
import { OverlayButtons } from './overlay-buttons';
import { OverlayFrame } from './overlay-frame';
import type { OverlayComponentProps } from './overlay-types';

export function SigningFailureOverlay({
  props,
  loading,
  error,
  onAction,
  onClose,
}: OverlayComponentProps<{ detail?: string }>) {
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
          onPrimary={() => onAction('retry')}
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
