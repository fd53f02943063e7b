// The request asks for a signature level the user cannot make yet: explain which one and offer
// to go to the signature standards (identification). The caller navigates.
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

interface UpgradeStandardsProps {
  quality?: 'ses' | 'aes' | 'aesMinimal' | 'qes' | 'part11';
  legislation?: 'eidas' | 'zertes';
}

export function UpgradeStandardsDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<UpgradeStandardsProps, 'upgrade'>) {
  const { t } = useTranslation('dialogs-document');
  const quality = t(`common.quality.${props.quality ?? 'qes'}`);
  const legislation = props.legislation ? t(`common.legislation.${props.legislation}`) : undefined;
  return (
    <ShellDialog
      namespace="dialogs-document"
      title={t('upgrade-standards.title')}
      text={
        legislation
          ? t('upgrade-standards.textUnder', { quality, legislation })
          : t('upgrade-standards.text', { quality })
      }
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <DialogActions
          namespace="dialogs-document"
          confirmLabel={t('upgrade-standards.confirm')}
          cancelLabel={t('upgrade-standards.later')}
          loading={loading}
          onCancel={onClose}
          onConfirm={() => answer('upgrade')}
        />
      }
    />
  );
}
