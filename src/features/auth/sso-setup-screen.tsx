// Hand-built form: the mailed secret entered inline under the onboarding text, beside its resend action.
// /signup/sso: finishing the single-sign-on onboarding ("Forced when SSO setup is incomplete",
// docs/product.md#screens). The onboarding mails a secret to the account's address; entering it links the
// company login to the account (POST api/respond/{id}); the mail can be sent again
// (api/resend/{id}) or the onboarding cancelled (api/cancel/{id}). The onboarding id comes with
// the address the identity provider sent the user to.
import { chakra, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { cancelSsoOnboarding, resendSsoSecret, respondSsoSecret } from '@generated/api/auth/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoScreen } from '@/components/shell/frame/info-screen';
import { ApiError } from '@/lib/api-client';
import { setSsoIncomplete } from '@/lib/session';

/** The contract's bounds of the secret (SsoSecretRequest). */
export const SECRET_MIN = 4;
export const SECRET_MAX = 64;

type Outcome = 'resent' | 'wrongSecret' | 'finished' | 'tooMany' | 'failed';

function outcomeOf(error: unknown): Outcome {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 422) return 'wrongSecret';
  if (error.status === 409) return 'finished';
  if (error.status === 429) return 'tooMany';
  return 'failed';
}

export function SsoSetupScreen({
  ssoId,
  onDone,
}: {
  ssoId?: string;
  onDone: (to: string) => void;
}) {
  const { t } = useTranslation(['auth', 'routes']);
  const [secret, setSecret] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState<'send' | 'resend' | 'cancel' | undefined>();
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  if (!ssoId) {
    return (
      <InfoScreen
        title={t('routes:signupSso')}
        text={t('auth:sso.missing')}
        action={{ to: '/logout', label: t('auth:sso.logout') }}
      />
    );
  }
  const trimmed = secret.trim();
  const secretError = !trimmed
    ? t('auth:sso.required')
    : trimmed.length < SECRET_MIN || trimmed.length > SECRET_MAX
      ? t('auth:sso.length')
      : undefined;
  const run = async (
    kind: 'send' | 'resend' | 'cancel',
    call: () => Promise<unknown>,
    after?: () => void,
  ) => {
    setBusy(kind);
    setOutcome(undefined);
    try {
      await call();
      after?.();
    } catch (error) {
      setOutcome(outcomeOf(error));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <InfoScreen title={t('routes:signupSso')} text={t('auth:sso.text')}>
      <chakra.form
        w="full"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (secretError) return;
          void run(
            'send',
            () => respondSsoSecret(ssoId, { secret: trimmed }),
            () => {
              setSsoIncomplete(false);
              onDone('/dashboard');
            },
          );
        }}
      >
        <Stack gap="3" align="start">
          <Field.Root required invalid={submitted && Boolean(secretError)}>
            <Field.Label>{t('auth:sso.secret')}</Field.Label>
            <Input
              value={secret}
              autoComplete="one-time-code"
              maxLength={SECRET_MAX}
              onChange={(event) => setSecret(event.target.value)}
            />
            <Field.HelperText>{t('auth:sso.secretHelp')}</Field.HelperText>
            {submitted && secretError && <Field.ErrorText>{secretError}</Field.ErrorText>}
          </Field.Root>
          {outcome && (
            <Text
              role={outcome === 'resent' ? 'status' : 'alert'}
              color={outcome === 'resent' ? undefined : 'fg.error'}
            >
              {t(`auth:sso.outcome.${outcome}`)}
            </Text>
          )}
          <HStack gap="3" wrap="wrap">
            <Button type="submit" colorPalette="brand" loading={busy === 'send'}>
              {t('auth:sso.submit')}
            </Button>
            <Button
              variant="outline"
              loading={busy === 'resend'}
              onClick={() =>
                void run(
                  'resend',
                  () => resendSsoSecret(ssoId),
                  () => setOutcome('resent'),
                )
              }
            >
              {t('auth:sso.resend')}
            </Button>
            <Button
              variant="ghost"
              colorPalette="red"
              loading={busy === 'cancel'}
              onClick={() =>
                void run(
                  'cancel',
                  () => cancelSsoOnboarding(ssoId),
                  () => {
                    setSsoIncomplete(false);
                    onDone('/logout');
                  },
                )
              }
            >
              {t('auth:sso.cancel')}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    </InfoScreen>
  );
}
