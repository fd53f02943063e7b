// After removal from a business, or its deletion, the user is on a personal account again and
// must accept the terms before going on to billing (docs/product.md#states-login-dialogs dialog gates). Not dismissible:
// the gate stays until accepted; a failing acceptance is the caller's 'global.error.generic_support'.
import { Button, Link } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { CheckField } from '@/components/shell/dialogs/parts/check-field';
import { TERMS_URL } from '@/components/shell/dialogs/parts/links';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

interface DowngradedProps {
  reason?: 'removed' | 'deleted';
  businessName?: string;
  termsUrl?: string;
}

export function DowngradedDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<DowngradedProps, 'accept'>) {
  const { t } = useTranslation('dialogs-business');
  const [accepted, setAccepted] = useState(false);
  const business = props.businessName ?? t('common.yourBusiness');
  return (
    <ShellDialog
      namespace="dialogs-business"
      persistent
      title={t('downgraded.title')}
      text={
        props.reason === 'deleted'
          ? t('downgraded.textDeleted', { business })
          : t('downgraded.textRemoved', { business })
      }
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <Button
          colorPalette="blue"
          loading={loading}
          disabled={!accepted}
          onClick={() => answer('accept')}
        >
          {t('downgraded.confirm')}
        </Button>
      }
    >
      <Link href={props.termsUrl ?? TERMS_URL} target="_blank" rel="noreferrer" colorPalette="blue">
        {t('common.readTerms')}
      </Link>
      <CheckField checked={accepted} onChange={setAccepted}>
        {t('common.acceptTerms')}
      </CheckField>
    </ShellDialog>
  );
}
