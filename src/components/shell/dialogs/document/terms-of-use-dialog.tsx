// The terms of use of the trust service (Swisscom) must be accepted before the first qualified
// signature (accept call flag tou_swisscom); the caller sends the acceptance.
import { Link } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../dialog-actions';
import type { DialogComponentProps } from '../dialog-types';
import { CheckField } from '../parts/check-field';
import { TRUST_SERVICE_TERMS_URL } from '../parts/links';
import { ShellDialog } from '../shell-dialog';

export function TermsOfUseDialog({
  props,
  loading,
  error,
  onAction,
  onClose,
}: DialogComponentProps<{ termsUrl?: string }>) {
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
          onConfirm={() => onAction('accept')}
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
