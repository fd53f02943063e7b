// Documents signed: download the signed file or continue (the caller runs the exit redirect
// countdown when the rules of docs/product.md#states-exit-redirect apply).
import { useTranslation } from 'react-i18next';
import { OverlayButtons } from './overlay-buttons';
import { OverlayFrame } from './overlay-frame';
import type { OverlayComponentProps } from './overlay-types';

export function SigningSuccessOverlay({
  props,
  loading,
  error,
  onAction,
}: OverlayComponentProps<{ count?: number }>) {
  const { t } = useTranslation('overlays');
  const count = props.count ?? 1;
  return (
    <OverlayFrame
      tone="success"
      title={t('signing-success.title', { count })}
      text={t('signing-success.text', { count })}
      loading={loading}
      error={error}
      onClose={() => onAction('continue')}
      actions={
        <OverlayButtons
          primary={t('signing-success.confirm')}
          onPrimary={() => onAction('continue')}
          secondary={t('signing-success.download')}
          onSecondary={() => onAction('download')}
          loading={loading}
        />
      }
    />
  );
}
