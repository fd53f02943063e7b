// /profile/confirm: confirming the e-mail address of a logged-in user. An unconfirmed address
// keeps the signature level at none (docs/product.md#states), so the screen says why it matters and sends
// the confirmation mail again (POST /v1/request-confirmation); a confirmed one is simply stated.
import { Button, HStack, Text } from '@chakra-ui/react';
import { requestConfirmation } from '@generated/api/auth/auth';
import { getGetUserSuspenseQueryOptions } from '@generated/api/user/user';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoScreen } from '@/components/shell/frame/info-screen';
import { ApiError } from '@/lib/api-client';

export const confirmEmailQuery = () => getGetUserSuspenseQueryOptions();

type SendState = 'idle' | 'pending' | 'sent' | 'tooMany' | 'failed';

export function ConfirmEmailScreen() {
  const { t } = useTranslation(['pages', 'routes']);
  const user = useSuspenseQuery(confirmEmailQuery()).data.data;
  const [state, setState] = useState<SendState>('idle');
  const send = async () => {
    setState('pending');
    try {
      await requestConfirmation({ email: user.email });
      setState('sent');
    } catch (error) {
      setState(error instanceof ApiError && error.status === 429 ? 'tooMany' : 'failed');
    }
  };
  if (user.emailVerified) {
    return (
      <InfoScreen
        title={t('routes:profileConfirm')}
        text={t('pages:profileConfirm.confirmed', { email: user.email })}
        action={{ to: '/profile', label: t('pages:profileConfirm.toProfile') }}
      />
    );
  }
  return (
    <InfoScreen
      title={t('routes:profileConfirm')}
      text={t('pages:profileConfirm.text', { email: user.email })}
    >
      <Text color="fg.muted">{t('pages:profileConfirm.why')}</Text>
      {state === 'sent' && (
        <Text role="status">{t('pages:profileConfirm.sent', { email: user.email })}</Text>
      )}
      {(state === 'failed' || state === 'tooMany') && (
        <Text role="alert" color="fg.error">
          {t(`pages:profileConfirm.${state}`)}
        </Text>
      )}
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" loading={state === 'pending'} onClick={() => void send()}>
          {t('pages:profileConfirm.send')}
        </Button>
        <Button asChild variant="outline">
          <Link to="/profile">{t('pages:profileConfirm.toProfile')}</Link>
        </Button>
      </HStack>
    </InfoScreen>
  );
}
