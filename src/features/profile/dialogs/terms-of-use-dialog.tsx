// The terms of use of the trust service (Swisscom) must be accepted before the first qualified
// signature (accept call flag tou_swisscom); the caller sends the acceptance.
import { Link } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { CheckField } from '@/components/shell/dialogs/parts/check-field';
import { TRUST_SERVICE_TERMS_URL } from '@/components/shell/dialogs/parts/links';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

export function TermsOfUseDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<{ termsUrl?: string }, 'accept'>) {
  const { t } = useTranslation('dialogs-document');
  const [accepted, setAccepted] = useState(false);
  return (
    <ShellDialog
      namespace="dialogs-document"
      title={t('terms-of-use.title')}
      text={t('terms-of-use.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      actions={
        <DialogActions
          namespace="dialogs-document"
          confirmLabel={t('terms-of-use.confirm')}
          loading={loading}
          disabled={!accepted}
          onCancel={onClose}
          onConfirm={() => answer('accept')}
        />
      }
    >
      <Link
        href={props.termsUrl ?? TRUST_SERVICE_TERMS_URL}
        target="_blank"
        rel="noreferrer"
        colorPalette="blue"
      >
        {t('terms-of-use.read')}
      </Link>
      <CheckField checked={accepted} onChange={setAccepted}>
        {t('terms-of-use.accept')}
      </CheckField>
    </ShellDialog>
  );
}
