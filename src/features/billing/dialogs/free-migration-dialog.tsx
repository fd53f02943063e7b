// Users of the legacy free plan (free_legacy) move to the new free plan (free_migrated):
// explain what changes and offer an upgrade instead.
import { Button, List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

const POINTS = ['signatures', 'documents', 'upgrade'] as const;

export function FreeMigrationDialog({
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<void, 'upgrade' | 'accept'>) {
  const { t } = useTranslation('dialogs-general');
  return (
    <ShellDialog
      namespace="dialogs-general"
      title={t('free-migration.title')}
      text={t('free-migration.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <>
          <Button variant="outline" disabled={loading} onClick={() => answer('upgrade')}>
            {t('free-migration.upgrade')}
          </Button>
          <Button colorPalette="blue" loading={loading} onClick={() => answer('accept')}>
            {t('free-migration.confirm')}
          </Button>
        </>
      }
    >
      <List.Root ps="5">
        {POINTS.map((point) => (
          <List.Item key={point}>{t(`free-migration.points.${point}`)}</List.Item>
        ))}
      </List.Root>
    </ShellDialog>
  );
}
