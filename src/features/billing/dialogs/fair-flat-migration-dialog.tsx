// Announces the move of a legacy business plan to the fair-flat pricing and asks the admin to
// accept it now or be reminded later.
import { List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { useFormatDate } from '@/components/shell/dialogs/parts/use-format-date';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

const POINTS = ['seats', 'signatures', 'cancel'] as const;

export function FairFlatMigrationDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<{ migrateAt?: string }, 'accept'>) {
  const { t } = useTranslation('dialogs-general');
  const formatDate = useFormatDate();
  return (
    <ShellDialog
      namespace="dialogs-general"
      size="lg"
      title={t('fair-flat-migration.title')}
      text={
        props.migrateAt
          ? t('fair-flat-migration.textOn', { date: formatDate(props.migrateAt) })
          : t('fair-flat-migration.text')
      }
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <DialogActions
          namespace="dialogs-general"
          confirmLabel={t('fair-flat-migration.confirm')}
          cancelLabel={t('common.later')}
          loading={loading}
          onCancel={onClose}
          onConfirm={() => answer('accept')}
        />
      }
    >
      <List.Root ps="5">
        {POINTS.map((point) => (
          <List.Item key={point}>{t(`fair-flat-migration.points.${point}`)}</List.Item>
        ))}
      </List.Root>
    </ShellDialog>
  );
}
