// A pending business invitation (accepted_business_invite missing): join or decline. The gate
// must be answered, so the dialog cannot be dismissed.
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

interface InvitationProps {
  businessName?: string;
  invitedBy?: string;
}

export function InvitationDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<InvitationProps, 'accept' | 'decline'>) {
  const { t } = useTranslation('dialogs-business');
  const business = props.businessName ?? t('common.aBusiness');
  return (
    <ShellDialog
      namespace="dialogs-business"
      persistent
      title={t('invitation.title')}
      text={
        props.invitedBy
          ? t('invitation.textBy', { business, person: props.invitedBy })
          : t('invitation.text', { business })
      }
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <>
          <Button variant="outline" disabled={loading} onClick={() => answer('decline')}>
            {t('invitation.decline')}
          </Button>
          <Button colorPalette="blue" loading={loading} onClick={() => answer('accept')}>
            {t('invitation.accept')}
          </Button>
        </>
      }
    >
      {t('invitation.details')}
    </ShellDialog>
  );
}
