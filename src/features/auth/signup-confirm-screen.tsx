// /signup/confirm?token=…: confirms the e-mail with the token of the mail's link
// (POST /v1/valid-confirmation), then leads to the login with the e-mail prefilled when known and
// on to where the sign-up started (its link's `redirect`, e.g. the invitation);
// an expired or used link explains itself and offers a new mail.
import { Alert, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useValidateConfirmation } from '@generated/api/auth/auth';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NarrowCard } from '@/components/narrow-card';
import {
  canRequestNewLink,
  confirmationResult,
  loginHref,
  type ConfirmationResult,
} from './confirmation-result';
import { NewConfirmationLink } from './new-confirmation-link';

export function SignupConfirmScreen({
  token,
  email,
  redirect,
}: {
  token?: string;
  email?: string;
  /** Where the login leads (the invitation the sign-up started from), already checked safe. */
  redirect?: string;
}) {
  const { t } = useTranslation('signup-confirm');
  const validate = useValidateConfirmation();
  // The token works once: strict mode's second effect run must not spend it again.
  const sent = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    validate.mutate({ data: { token } });
  }, [token, validate]);

  const result: ConfirmationResult | 'pending' = !token
    ? 'missing'
    : validate.isSuccess
      ? 'confirmed'
      : validate.isError
        ? confirmationResult(validate.error)
        : 'pending';

  if (result === 'pending') {
    return (
      <NarrowCard title={t('title.pending')}>
        <Stack direction="row" gap="3" align="center">
          <Spinner />
          <Text>{t('pending')}</Text>
        </Stack>
      </NarrowCard>
    );
  }
  const good = result === 'confirmed' || result === 'alreadyConfirmed';
  return (
    <NarrowCard title={t(`title.${good ? 'done' : 'problem'}`)}>
      <Stack gap="5" data-testid="signup-confirm" data-result={result}>
        <Alert.Root status={good ? 'success' : 'error'}>
          <Alert.Indicator />
          <Alert.Title>{t(`result.${result}`)}</Alert.Title>
        </Alert.Root>
        {good && (
          <Button asChild colorPalette="brand" alignSelf="start">
            <a href={loginHref(email, redirect)} data-testid="confirm-login">
              {t('login')}
            </a>
          </Button>
        )}
        {canRequestNewLink(result) && (
          <Stack gap="3">
            <Text color="fg.muted">{t('resend.text')}</Text>
            <NewConfirmationLink initialEmail={email} />
          </Stack>
        )}
      </Stack>
    </NarrowCard>
  );
}

export default SignupConfirmScreen;
