// Members of a locked or trial-expired business cannot work until an admin settles billing
// (docs/product.md#roles-list). The only way out is to log out; the dialog cannot be dismissed.
import { Button, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

interface LockedMemberProps {
  reason?: 'locked' | 'trial-expired';
  businessName?: string;
  adminEmail?: string;
}

export function LockedMemberDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<LockedMemberProps, 'logout'>) {
  const { t } = useTranslation('dialogs-business');
  const business = props.businessName ?? t('common.yourBusiness');
  return (
    <ShellDialog
      namespace="dialogs-business"
      persistent
      title={t('locked-member.title')}
      text={
        props.reason === 'trial-expired'
          ? t('locked-member.textTrial', { business })
          : t('locked-member.textLocked', { business })
      }
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <Button colorPalette="blue" loading={loading} onClick={() => answer('logout')}>
          {t('locked-member.logout')}
        </Button>
      }
    >
      {props.adminEmail && (
        <Link href={`mailto:${props.adminEmail}`} colorPalette="blue">
          {t('locked-member.contact', { email: props.adminEmail })}
        </Link>
      )}
    </ShellDialog>
  );
}
