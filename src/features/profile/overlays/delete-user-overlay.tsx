// An admin deletes a user of the business for good: their account and open requests go.
// Needs an explicit confirmation because it cannot be undone.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField } from '@/components/shell/dialogs/parts/check-field';
import { OverlayButtons } from '@/components/shell/overlays/overlay-buttons';
import { OverlayFrame } from '@/components/shell/overlays/overlay-frame';
import type { OverlayViewProps } from '@/components/shell/overlays/define-overlay';

export function DeleteUserOverlay({
  props,
  loading,
  error,
  answer,
  onClose,
}: OverlayViewProps<{ name?: string }, 'delete'>) {
  const { t } = useTranslation('overlays');
  const [confirmed, setConfirmed] = useState(false);
  return (
    <OverlayFrame
      tone="warning"
      title={t('delete-user.title')}
      text={t('delete-user.text', { name: props.name ?? t('delete-user.thisUser') })}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <OverlayButtons
          danger
          primary={t('delete-user.confirm')}
          onPrimary={() => answer('delete')}
          disabled={!confirmed}
          secondary={t('common.cancel')}
          onSecondary={onClose}
          loading={loading}
        />
      }
    >
      <CheckField checked={confirmed} onChange={setConfirmed}>
        {t('delete-user.understood')}
      </CheckField>
    </OverlayFrame>
  );
}
