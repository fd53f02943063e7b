// Moving the business to the free plan: list what is lost and ask for an explicit confirmation.
import { List } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { CheckField } from '@/components/shell/dialogs/parts/check-field';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

const LOSSES = ['members', 'seals', 'api', 'branding'] as const;

export function FreePlanDowngradeDialog({
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<void, 'downgrade'>) {
  const { t } = useTranslation('dialogs-business');
  const [understood, setUnderstood] = useState(false);
  return (
    <ShellDialog
      namespace="dialogs-business"
      title={t('free-plan-downgrade.title')}
      text={t('free-plan-downgrade.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <DialogActions
          namespace="dialogs-business"
          danger
          confirmLabel={t('free-plan-downgrade.confirm')}
          loading={loading}
          disabled={!understood}
          onCancel={onClose}
          onConfirm={() => answer('downgrade')}
        />
      }
    >
      <List.Root ps="5">
        {LOSSES.map((loss) => (
          <List.Item key={loss}>{t(`free-plan-downgrade.loses.${loss}`)}</List.Item>
        ))}
      </List.Root>
      <CheckField checked={understood} onChange={setUnderstood}>
        {t('free-plan-downgrade.understood')}
      </CheckField>
    </ShellDialog>
  );
}
