// Hand-built form: one e-mail field inline under the confirmation message, on a screen that loads no rjsf.
// Asks for a new confirmation mail (POST /v1/request-confirmation) when the link did not work.
import { chakra, Button, Field, Input, Text } from '@chakra-ui/react';
import { useRequestConfirmation } from '@generated/api/auth/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { isEmail } from '@/lib/navigation/login-email';

export function NewConfirmationLink({ initialEmail }: { initialEmail?: string }) {
  const { t } = useTranslation('signup-confirm');
  const [email, setEmail] = useState(initialEmail ?? '');
  const [submitted, setSubmitted] = useState(false);
  const request = useRequestConfirmation();
  const emailError = isEmail(email.trim()) ? undefined : t('resend.invalidEmail');
  const failure =
    request.error instanceof ApiError && request.error.status === 409
      ? t('resend.alreadyConfirmed')
      : request.error instanceof ApiError && request.error.status === 429
        ? t('resend.tooMany')
        : request.error && t('resend.failed');
  if (request.isSuccess) {
    return (
      <Text role="status" data-testid="confirmation-resent">
        {t('resend.sent', { email: email.trim() })}
      </Text>
    );
  }
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      noValidate
      gap="3"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!emailError) request.mutate({ data: { email: email.trim() } });
      }}
    >
      <Field.Root required invalid={submitted && Boolean(emailError)}>
        <Field.Label>{t('resend.email')}</Field.Label>
        <Input
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {submitted && emailError && <Field.ErrorText>{emailError}</Field.ErrorText>}
      </Field.Root>
      {failure && (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      )}
      <Button type="submit" variant="outline" alignSelf="start" loading={request.isPending}>
        {t('resend.submit')}
      </Button>
    </chakra.form>
  );
}
