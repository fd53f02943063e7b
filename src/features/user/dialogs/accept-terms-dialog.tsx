// Users without accepted terms (and not SSO-incomplete) accept them after login (docs/product.md#states-login-dialogs
// dialog gates). Not dismissible; the caller sends gtc: true. An account that never accepted
// them (a single-sign-on account, whose sign-up at the company's provider shows no terms) is asked
// for a first acceptance; one whose acceptance was withdrawn is told the terms have changed.
import { Button, Link } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { CheckField } from '@/components/shell/dialogs/parts/check-field';
import { TERMS_URL } from '@/components/shell/dialogs/parts/links';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

export function AcceptTermsDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<{ termsUrl?: string; firstAcceptance?: boolean }, 'accept'>) {
  const { t } = useTranslation('dialogs-general');
  const [accepted, setAccepted] = useState(false);
  return (
    <ShellDialog
      namespace="dialogs-general"
      persistent
      title={t('accept-terms.title')}
      text={t(props.firstAcceptance ? 'accept-terms.textFirst' : 'accept-terms.text')}
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
          {t('accept-terms.confirm')}
        </Button>
      }
    >
      <Link href={props.termsUrl ?? TERMS_URL} target="_blank" rel="noreferrer" colorPalette="blue">
        {t('accept-terms.read')}
      </Link>
      <CheckField checked={accepted} onChange={setAccepted}>
        {t('accept-terms.accept')}
      </CheckField>
    </ShellDialog>
  );
}
