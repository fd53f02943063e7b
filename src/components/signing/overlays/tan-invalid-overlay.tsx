// A wrong TAN was entered: enter it again (with the attempts left when the server says so).
import { useTranslation } from 'react-i18next';
import { OverlayButtons } from '@/components/shell/overlays/overlay-buttons';
import { OverlayFrame } from '@/components/shell/overlays/overlay-frame';
import type { OverlayViewProps } from '@/components/shell/overlays/define-overlay';

export function TanInvalidOverlay({
  props,
  loading,
  error,
  answer,
  onClose,
}: OverlayViewProps<{ attemptsLeft?: number }, 'retry'>) {
  const { t } = useTranslation('overlays');
  return (
    <OverlayFrame
      tone="error"
      title={t('tan-invalid.title')}
      text={
        props.attemptsLeft === undefined
          ? t('tan-invalid.text')
          : t('tan-invalid.textAttempts', { count: props.attemptsLeft })
      }
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <OverlayButtons
          primary={t('tan-invalid.confirm')}
          onPrimary={() => answer('retry')}
          secondary={t('common.cancel')}
          onSecondary={onClose}
          loading={loading}
        />
      }
    />
  );
}
