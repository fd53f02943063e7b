// The signature request is locked (e.g. another signer is signing it, see the lock-status call):
// the user can only wait and try again.
import { useTranslation } from 'react-i18next';
import { OverlayButtons } from '@/components/shell/overlays/overlay-buttons';
import { OverlayFrame } from '@/components/shell/overlays/overlay-frame';
import type { OverlayViewProps } from '@/components/shell/overlays/define-overlay';

export function SigningLockedOverlay({
  loading,
  error,
  answer,
  onClose,
}: OverlayViewProps<void, 'retry'>) {
  const { t } = useTranslation('overlays');
  return (
    <OverlayFrame
      tone="warning"
      title={t('signing-locked.title')}
      text={t('signing-locked.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <OverlayButtons
          primary={t('signing-locked.confirm')}
          onPrimary={() => answer('retry')}
          secondary={t('common.close')}
          onSecondary={onClose}
          loading={loading}
        />
      }
    />
  );
}
