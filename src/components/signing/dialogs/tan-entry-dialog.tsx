// Hand-built form: a six-digit TAN entry with a resend action that keeps the dialog open.
// The 6-digit TAN sent by SMS before signing (contract TanCheckRequest: pattern ^[0-9]{6}$).
// "Resend" asks the caller for a new TAN without closing the dialog.
import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { TextField } from '@/components/shell/dialogs/parts/text-field';
import { TAN_PATTERN } from '@/components/shell/dialogs/parts/validation';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

export const TAN_LENGTH = 6;

interface TanEntryProps {
  mobile?: string;
  /** Asks for a new TAN; kept outside the answer so the dialog stays open. */
  onResend?: () => void;
}

export function TanEntryDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<TanEntryProps, { tan: string }>) {
  const { t } = useTranslation('dialogs-document');
  const [tan, setTan] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const valid = TAN_PATTERN.test(tan);
  const submit = () => {
    setSubmitted(true);
    if (valid) answer({ tan });
  };
  return (
    <ShellDialog
      namespace="dialogs-document"
      title={t('tan-entry.title')}
      text={props.mobile ? t('tan-entry.textTo', { mobile: props.mobile }) : t('tan-entry.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      size="sm"
      actions={
        <DialogActions
          namespace="dialogs-document"
          confirmLabel={t('tan-entry.confirm')}
          loading={loading}
          onCancel={onClose}
        />
      }
    >
      <TextField
        label={t('tan-entry.tan')}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        required
        maxLength={TAN_LENGTH}
        value={tan}
        onChange={(value) => setTan(value.replace(/\D/g, '').slice(0, TAN_LENGTH))}
        error={submitted && !valid ? t('tan-entry.invalid') : undefined}
      />
      {props.onResend && (
        <HStack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {t('tan-entry.noTan')}
          </Text>
          <Button
            size="xs"
            variant="plain"
            colorPalette="blue"
            onClick={props.onResend}
            disabled={loading}
          >
            {t('tan-entry.resend')}
          </Button>
        </HStack>
      )}
    </ShellDialog>
  );
}
