// What a Part 11 signature is (21 CFR Part 11, regulated records): re-authentication at signing,
// a signing name and reason printed on the signature. Information only.
import { Button, Link, List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { PART11_INFO_URL } from '@/components/shell/dialogs/parts/links';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

const POINTS = ['authentication', 'manifestation', 'audit'] as const;

export function Part11InfoDialog({ loading, error, onClose }: DialogViewProps<void, never>) {
  const { t } = useTranslation('dialogs-general');
  return (
    <ShellDialog
      namespace="dialogs-general"
      title={t('part11-info.title')}
      text={t('part11-info.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <Button colorPalette="blue" onClick={onClose}>
          {t('part11-info.confirm')}
        </Button>
      }
    >
      <List.Root ps="5">
        {POINTS.map((point) => (
          <List.Item key={point}>{t(`part11-info.points.${point}`)}</List.Item>
        ))}
      </List.Root>
      <Link href={PART11_INFO_URL} target="_blank" rel="noreferrer" colorPalette="blue">
        {t('part11-info.more')}
      </Link>
    </ShellDialog>
  );
}
