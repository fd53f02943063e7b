// The signature request is locked (e.g. another signer is signing it, see the lock-status call):
// the user can only wait and try again.
import { useTranslation } from 'react-i18next';
import { OverlayButtons } from './overlay-buttons';
import { OverlayFrame } from './overlay-frame';
import type { OverlayComponentProps } from './overlay-types';

export function SigningLockedOverlay({ loading, error, onAction, onClose }: OverlayComponentProps) {
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
          onPrimary={() => onAction('retry')}
          secondary={t('common.close')}
          onSecondary={onClose}
          loading={loading}
        />
      }
    />
  );
}
