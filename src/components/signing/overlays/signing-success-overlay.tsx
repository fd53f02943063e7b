// Documents signed: download the signed file or continue (the caller runs the exit redirect
// countdown when the rules of docs/product.md#states-exit-redirect apply).
import { useTranslation } from 'react-i18next';
import { OverlayButtons } from '@/components/shell/overlays/overlay-buttons';
import { OverlayFrame } from '@/components/shell/overlays/overlay-frame';
import type { OverlayViewProps } from '@/components/shell/overlays/define-overlay';

export function SigningSuccessOverlay({
  props,
  loading,
  error,
  answer,
}: OverlayViewProps<{ count?: number }, 'continue' | 'download'>) {
  const { t } = useTranslation('overlays');
  const count = props.count ?? 1;
  return (
    <OverlayFrame
      tone="success"
      title={t('signing-success.title', { count })}
      text={t('signing-success.text', { count })}
      loading={loading}
      error={error}
      onClose={() => answer('continue')}
      actions={
        <OverlayButtons
          primary={t('signing-success.confirm')}
          onPrimary={() => answer('continue')}
          secondary={t('signing-success.download')}
          onSecondary={() => answer('download')}
          loading={loading}
        />
      }
    />
  );
}
