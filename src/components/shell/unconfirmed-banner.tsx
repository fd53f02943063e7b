// A signed-in user whose e-mail is not confirmed yet can prepare requests but not sign (
// docs/product.md#states-quality: "Highest signature quality of a user: none when the e-mail is unverified"). This banner
// says so on every page and sends the confirmation mail again (POST /v1/request-confirmation).
import { Alert, Button, HStack } from '@chakra-ui/react';
// The fetcher alone (vite.config.ts `@generated-fetchers`): the banner is in every screen's shell,
// and the auth module's hooks would come along into the first screens' JavaScript.
import { requestConfirmation } from '@generated-fetchers/api/auth/auth';
import { useMutation } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import type { SessionState } from '@/lib/queries/session-state';

export function UnconfirmedBanner({ session }: { session: SessionState }) {
  const email = session.user?.email;
  if (!email || session.user?.emailVerified !== false) return null;
  // Its texts load only for the people who see it.
  return (
    <Suspense fallback={null}>
      <Banner email={email} />
    </Suspense>
  );
}

function Banner({ email }: { email: string }) {
  const { t } = useTranslation('signing');
  const resend = useMutation({
    mutationFn: () => requestConfirmation({ email }),
  });
  const status =
    resend.error instanceof ApiError && resend.error.status === 409
      ? t('unconfirmed.already')
      : resend.error instanceof ApiError && resend.error.status === 429
        ? t('unconfirmed.tooMany')
        : resend.isError
          ? t('unconfirmed.failed')
          : resend.isSuccess
            ? t('unconfirmed.sent', { email })
            : undefined;
  return (
    <Alert.Root status="warning" borderRadius="0" data-testid="unconfirmed-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('unconfirmed.title')}</Alert.Title>
        <Alert.Description>
          {t('unconfirmed.text', { email })}
          {status && (
            <span role="status" style={{ display: 'block', fontWeight: 600 }}>
              {status}
            </span>
          )}
        </Alert.Description>
      </Alert.Content>
      {!resend.isSuccess && (
        <HStack alignSelf="center">
          <Button
            size="sm"
            variant="outline"
            loading={resend.isPending}
            onClick={() => resend.mutate()}
            data-testid="resend-confirmation"
          >
            {t('unconfirmed.resend')}
          </Button>
        </HStack>
      )}
    </Alert.Root>
  );
}
