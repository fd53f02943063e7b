// The company login on the login page (seed 000 §7: "POST /v1/identity_providers: email; answer
// carries a url"): the e-mail names the business's identity provider and the browser goes to its
// authorisation address; an e-mail without one is told to use its password.
import { chakra, Button, Field, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { findIdentityProvider } from '@generated/api/auth/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { problemMessage } from '@/lib/problem-messages';

/** The contract's bounds of the e-mail (AuthEmailRequest). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;

export function SsoLoginForm({
  initialEmail,
  go = (url) => window.location.assign(url),
}: {
  initialEmail?: string;
  /** Leaves the app for the provider (replaced in tests). */
  go?: (url: string) => void;
}) {
  const { t } = useTranslation(['auth', 'errors']);
  const [email, setEmail] = useState(initialEmail ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | undefined>();
  const trimmed = email.trim();
  const emailError = !trimmed
    ? t('auth:sso.login.required')
    : trimmed.length > EMAIL_MAX || !EMAIL.test(trimmed)
      ? t('auth:sso.login.invalid')
      : undefined;
  const submit = async () => {
    setSubmitted(true);
    setMessage(undefined);
    if (emailError) return;
    setBusy(true);
    try {
      const { data } = await findIdentityProvider({ email: trimmed });
      if (data.url) {
        go(data.url);
        return;
      }
      setMessage(t('auth:sso.login.none'));
    } catch (error) {
      setMessage(
        error instanceof ApiError ? problemMessage(error.problem, t) : t('auth:sso.login.failed'),
      );
    }
    setBusy(false);
  };
  return (
    <Stack gap="3" mt="6">
      <Separator />
      <chakra.form
        noValidate
        aria-labelledby="sso-login-heading"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="3" align="start">
          <Text id="sso-login-heading" fontWeight="semibold">
            {t('auth:sso.login.title')}
          </Text>
          <Field.Root required invalid={submitted && Boolean(emailError)}>
            <Field.Label>{t('auth:sso.login.email')}</Field.Label>
            <Input
              type="email"
              value={email}
              autoComplete="email"
              maxLength={EMAIL_MAX}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Field.HelperText>{t('auth:sso.login.help')}</Field.HelperText>
            {submitted && emailError && <Field.ErrorText>{emailError}</Field.ErrorText>}
          </Field.Root>
          {message && <Text role="alert">{message}</Text>}
          <Button type="submit" variant="outline" loading={busy}>
            {t('auth:sso.login.submit')}
          </Button>
        </Stack>
      </chakra.form>
    </Stack>
  );
}
