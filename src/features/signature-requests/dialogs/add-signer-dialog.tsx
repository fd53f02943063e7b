// Hand-built form: a choice between an account and a person without one changes which fields exist, inside the dialog frame's buttons.
// Add a signer to a signature request: an account e-mail, or the name and e-mail of a person
// without account who will sign by direct link (with a mobile number, where the confirmation code
// of an advanced signature goes by SMS), and the level asked of the signer (left at "the
// request's level", the server takes the request's quality). The caller adds the signature.
import { Field, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import type { DialogViewProps } from '@/components/shell/dialogs/define-dialog';
import { TextField } from '@/components/shell/dialogs/parts/text-field';
import { isEmail, isPhone } from '@/components/shell/dialogs/parts/validation';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';

export interface AddSignerPayload {
  email: string;
  firstName: string;
  lastName: string;
  /** Mobile of a direct signer (the TAN of an advanced signature goes there); may be empty. */
  mobile: string;
  /** The level asked of the signer: 'ses', 'aes.eidas', 'qes.zertes', …; '' for the request's. */
  level: string;
}

/** The levels a sender may ask of a signer (seal and Part 11 come from businesses). */
export const SIGNER_LEVELS = ['ses', 'aes.eidas', 'aes.zertes', 'qes.eidas', 'qes.zertes'] as const;

export function AddSignerDialog({
  props,
  loading,
  error,
  answer,
  onClose,
}: DialogViewProps<{ title?: string }, AddSignerPayload>) {
  const { t } = useTranslation('dialogs-document');
  const [signer, setSigner] = useState<AddSignerPayload>({
    email: '',
    firstName: '',
    lastName: '',
    mobile: '',
    level: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const emailError = !signer.email.trim()
    ? t('common.validation.required')
    : !isEmail(signer.email) && t('common.validation.email');
  const mobileError =
    signer.mobile.trim() !== '' && !isPhone(signer.mobile) && t('common.validation.pattern');
  const set = (field: keyof AddSignerPayload) => (value: string) =>
    setSigner({ ...signer, [field]: value });
  const submit = () => {
    setSubmitted(true);
    if (!emailError && !mobileError) {
      answer({ ...signer, email: signer.email.trim(), mobile: signer.mobile.trim() });
    }
  };
  return (
    <ShellDialog
      namespace="dialogs-document"
      title={t('add-signer.title')}
      text={props.title ? t('add-signer.textFor', { title: props.title }) : t('add-signer.text')}
      loading={loading}
      error={error}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <DialogActions
          namespace="dialogs-document"
          confirmLabel={t('add-signer.confirm')}
          loading={loading}
          onCancel={onClose}
        />
      }
    >
      <TextField
        label={t('add-signer.email')}
        type="email"
        autoComplete="email"
        required
        autoFocus
        value={signer.email}
        onChange={set('email')}
        error={submitted && emailError ? emailError : undefined}
      />
      <TextField
        label={t('add-signer.firstName')}
        value={signer.firstName}
        onChange={set('firstName')}
      />
      <TextField
        label={t('add-signer.lastName')}
        value={signer.lastName}
        onChange={set('lastName')}
      />
      <TextField
        label={t('add-signer.mobile')}
        helper={t('add-signer.mobileHelp')}
        type="text"
        inputMode="tel"
        autoComplete="off"
        maxLength={30}
        value={signer.mobile}
        onChange={set('mobile')}
        error={submitted && mobileError ? mobileError : undefined}
      />
      <Field.Root>
        <Field.Label htmlFor="add-signer-level">{t('add-signer.level')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            id="add-signer-level"
            value={signer.level}
            onChange={(event) => set('level')(event.currentTarget.value)}
          >
            <option value="">{t('add-signer.levelOfRequest')}</option>
            {SIGNER_LEVELS.map((level) => {
              const [quality, legislation] = level.split('.');
              return (
                <option key={level} value={level}>
                  {legislation
                    ? t('add-signer.levelUnder', {
                        quality: t(`common.quality.${quality}`),
                        legislation: t(`common.legislation.${legislation}`),
                      })
                    : t(`common.quality.${quality}`)}
                </option>
              );
            })}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </ShellDialog>
  );
}
