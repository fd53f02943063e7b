// Hand-built form: names fixed by an identification turn read-only, and the same fields save to two operations (user, direct user).
// The personal details an identification provider checks against the ID document and the mobile
// number that receives the one-time codes of qualified signatures (docs/product.md#entities: names and the
// attribute mobile; docs/product.md#validation-contact "Phone pattern: optional plus, then at least 6 digits, spaces or
// dashes"). Saved with PUT /v1/user or PUT /v1/direct/user; names fixed by an identification
// (immutableEidFields) are shown read-only, and a refusal by the server is shown translated.
import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { updateDirectUser } from '@generated/api/direct/direct';
import { updateUser } from '@generated/api/user/user';
import type { User } from '@generated/model/user';
import type { UserUpdate } from '@generated/model/userUpdate';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/shell/dialogs/parts/text-field';
import { isPhone } from '@/components/shell/dialogs/parts/validation';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-messages';
import { personQueryOf, type IdentificationMode } from './identification-mode';

const NAME_MAX = 100;
const MOBILE_MAX = 30;

interface Details {
  firstName: string;
  lastName: string;
  mobile: string;
}

export function PersonalDetailsForm({
  person,
  mode,
  fields,
  onSaved,
  extraAction,
}: {
  person: User;
  mode: IdentificationMode;
  /** Which parts the form shows: the names and the mobile, or the mobile only. */
  fields: 'all' | 'mobile';
  onSaved?: () => void;
  extraAction?: ReactNode;
}) {
  const { t } = useTranslation(['identification', 'validation', 'errors']);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Details>({
    firstName: person.firstName,
    lastName: person.lastName,
    mobile: person.attributes.mobile?.[0] ?? '',
  });
  const [submitted, setSubmitted] = useState(false);
  const fixed = new Set(person.attributes.immutableEidFields ?? []);
  const namesFixed = fixed.has('firstName') || fixed.has('lastName');
  const required = t('validation:required');
  const errors: Partial<Record<keyof Details, string>> = {
    firstName: fields === 'all' && !values.firstName.trim() ? required : undefined,
    lastName: fields === 'all' && !values.lastName.trim() ? required : undefined,
    mobile: !values.mobile.trim()
      ? required
      : isPhone(values.mobile)
        ? undefined
        : t('validation:pattern'),
  };
  const save = useMutation({
    mutationFn: (body: UserUpdate) =>
      mode === 'direct' ? updateDirectUser(body) : updateUser(body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: personQueryOf(mode).queryKey });
      showSnackbar({ message: t('personalDetails.saved'), color: 'success' });
      onSaved?.();
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(errors).some(Boolean)) return;
    const body: UserUpdate = { attributes: { mobile: [values.mobile.trim()] } };
    if (fields === 'all' && !namesFixed) {
      body.firstName = values.firstName.trim();
      body.lastName = values.lastName.trim();
    }
    save.mutate(body);
  };
  const set = (field: keyof Details) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const shown = (field: keyof Details) => (submitted ? errors[field] : undefined);
  const failure = save.error instanceof ApiError ? save.error.problem : undefined;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4" maxW="md">
        {fields === 'all' && namesFixed && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {values.firstName} {values.lastName}
              </Alert.Title>
              <Alert.Description>{t('personalDetails.namesFixed')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {fields === 'all' && !namesFixed && (
          <>
            <TextField
              label={t('personalDetails.firstName')}
              required
              maxLength={NAME_MAX}
              autoComplete="given-name"
              value={values.firstName}
              onChange={set('firstName')}
              error={shown('firstName')}
            />
            <TextField
              label={t('personalDetails.lastName')}
              required
              maxLength={NAME_MAX}
              autoComplete="family-name"
              value={values.lastName}
              onChange={set('lastName')}
              error={shown('lastName')}
            />
          </>
        )}
        <TextField
          label={t('personalDetails.mobile')}
          required
          maxLength={MOBILE_MAX}
          inputMode="tel"
          autoComplete="tel"
          helper={t('personalDetails.mobileHelp')}
          value={values.mobile}
          onChange={set('mobile')}
          error={shown('mobile')}
        />
        {save.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{problemMessage(failure, t)}</Alert.Title>
          </Alert.Root>
        )}
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            {t(fields === 'all' ? 'personalDetails.save' : 'personalDetails.saveOnly')}
          </Button>
          {extraAction}
        </HStack>
      </Stack>
    </form>
  );
}
