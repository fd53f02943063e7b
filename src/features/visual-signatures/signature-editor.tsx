// Hand-built form: the server's rendering of the signature is shown as it is typed, inside the dialog frame's buttons.
// Create or edit a visual signature: its texts, language, quality and legislation and what it
// displays, with the server's rendering of the result as it is typed.
import { Grid, Stack } from '@chakra-ui/react';
import type { User } from '@generated/model/user';
import type { VisualSignature } from '@generated/model/visualSignature';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/shell/dialogs/dialog-actions';
import { CheckField } from '@/components/shell/dialogs/parts/check-field';
import { TextField } from '@/components/shell/dialogs/parts/text-field';
import { ShellDialog } from '@/components/shell/dialogs/shell-dialog';
import { ChoiceField } from './choice-field';
import { DisplayFlags } from './display-flags';
import { PreviewFrame } from './signature-image';
import {
  initialValues,
  LEGISLATIONS,
  SIGNATURE_LANGUAGES,
  SIGNATURE_QUALITIES,
  toPreview,
  withPermissions,
  type SignatureValues,
} from './signature-values';
import { PREVIEW_DELAY_MS, useSignaturePreview } from './use-signature-preview';

/** Contract maximum of name, company, location and alias. */
const MAX_LENGTH = 100;

export interface EditorResult {
  values: SignatureValues;
  makeDefault: boolean;
}

export function SignatureEditor({
  user,
  signature,
  saving,
  error,
  onSave,
  onClose,
}: {
  user: User;
  /** The signature to edit; without it a new one is created. */
  signature?: VisualSignature;
  saving: boolean;
  error?: unknown;
  onSave: (result: EditorResult) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('visual-signatures');
  const [values, setValues] = useState(() => initialValues(user, signature));
  const [makeDefault, setMakeDefault] = useState(signature?.default ?? false);
  const [submitted, setSubmitted] = useState(false);
  const preview = useSignaturePreview(toPreview(values), PREVIEW_DELAY_MS);
  const nameError = values.name.trim() ? undefined : t('form.required');
  const set =
    <K extends keyof SignatureValues>(field: K) =>
    (value: SignatureValues[K]) =>
      setValues((current) => withPermissions({ ...current, [field]: value }, user.permissions));
  const text = (field: 'alias' | 'name' | 'company' | 'location', required = false) => (
    <TextField
      label={t(`form.${field}`)}
      value={values[field]}
      onChange={set(field)}
      maxLength={MAX_LENGTH}
      required={required}
      autoFocus={field === 'name'}
      helper={field === 'alias' ? t('form.aliasHelp') : undefined}
      error={required && submitted ? nameError : undefined}
    />
  );
  return (
    <ShellDialog
      namespace="visual-signatures"
      size="lg"
      title={signature && !signature.placeholder ? t('form.editTitle') : t('form.newTitle')}
      loading={saving}
      error={error}
      onClose={onClose}
      onSubmit={() => {
        setSubmitted(true);
        if (!nameError) onSave({ values, makeDefault });
      }}
      actions={
        <DialogActions
          namespace="visual-signatures"
          confirmLabel={t('form.save')}
          loading={saving}
          onCancel={onClose}
        />
      }
    >
      <Stack gap="4">
        <PreviewFrame url={preview.url} alt={t('preview.alt')} failed={preview.failed} />
        {text('name', true)}
        {text('company')}
        {text('location')}
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="3">
          <ChoiceField
            label={t('form.language')}
            value={values.language}
            onChange={set('language')}
            choices={SIGNATURE_LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
          />
          <ChoiceField
            label={t('form.quality')}
            value={values.quality}
            onChange={set('quality')}
            choices={SIGNATURE_QUALITIES.map((value) => ({ value, label: t(`quality.${value}`) }))}
          />
          <ChoiceField
            label={t('form.legislation')}
            value={values.legislation}
            onChange={set('legislation')}
            disabled={values.quality === 'ses'}
            choices={LEGISLATIONS.map((value) => ({ value, label: t(`legislation.${value}`) }))}
          />
        </Grid>
        <DisplayFlags
          values={values}
          permissions={user.permissions}
          onChange={(flag, value) => set(flag)(value)}
        />
        {text('alias')}
        {!signature?.default && (
          <CheckField checked={makeDefault} onChange={setMakeDefault}>
            {t('form.makeDefault')}
          </CheckField>
        )}
      </Stack>
    </ShellDialog>
  );
}
