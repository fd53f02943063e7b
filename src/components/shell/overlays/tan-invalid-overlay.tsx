// A wrong TAN was entered: enter it again (with the attempts left when the server says so).
import { useTranslation } from 'react-i18next';
import { OverlayButtons } from './overlay-buttons';
import { OverlayFrame } from './overlay-frame';
import type { OverlayComponentProps } from './overlay-types';

export function TanInvalidOverlay({
  props,
  loading,
  error,
  onAction,
  onClose,
}: OverlayComponentProps<{ attemptsLeft?: number }>) {
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
          onPrimary={() => onAction('retry')}
          secondary={t('common.cancel')}
          onSecondary={onClose}
          loading={loading}
        />
      }
    />
  );
}
