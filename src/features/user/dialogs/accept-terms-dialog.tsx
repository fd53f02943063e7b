// Users without accepted terms (and not SSO-incomplete) accept them after login (docs/product.md#states-login-dialogs
// dialog gates). Not dismissible; the caller sends gtc: true. An account that never accepted
// them (a single-sign-on account, whose sign-up at the company's provider shows no terms) is asked
// for a first acceptance; one whose acceptance was withdrawn is told the terms have changed.
// A new account meets it on its first screen: the dialog is a module of its own on the browser's
// <dialog> (light-dialog-frame.tsx), so it loads no more than its own code with that screen.
import { Button, Link } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { TERMS_URL } from '@/components/shell/dialogs/parts/links';
import { LightCheckField } from './light-check-field';
import { LightDialogFrame } from './light-dialog-frame';

export function AcceptTermsDialog({
  props,
  loading,
  error,
  answer,
}: DialogViewProps<{ termsUrl?: string; firstAcceptance?: boolean }, 'accept'>) {
  const { t } = useTranslation('dialogs-general');
  const [accepted, setAccepted] = useState(false);
  return (
    <LightDialogFrame
      namespace="dialogs-general"
      title={t('accept-terms.title')}
      text={t(props.firstAcceptance ? 'accept-terms.textFirst' : 'accept-terms.text')}
      error={error}
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
      <LightCheckField checked={accepted} onChange={setAccepted}>
        {t('accept-terms.accept')}
      </LightCheckField>
    </LightDialogFrame>
  );
}
