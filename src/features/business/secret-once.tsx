// The one moment an API user's secret is visible: after create or reset. It is never stored in
// the app, and the server keeps only its hash, so the card says to copy it now.
import { Alert, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import type { ApiUserCredentials } from '@generated/model/apiUserCredentials';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function SecretOnce({
  credentials,
  onDone,
}: {
  credentials: ApiUserCredentials;
  onDone: () => void;
}) {
  const { t } = useTranslation('business');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(credentials.password);
    setCopied(true);
  };
  return (
    <Alert.Root status="warning" role="region" aria-label={t('api.secret.title')}>
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title>{t('api.secret.title')}</Alert.Title>
        <Text>{t('api.secret.text')}</Text>
        <Text>
          {t('api.secret.username')}: <Code>{credentials.username}</Code>
        </Text>
        <Text>
          {t('api.secret.secret')}:{' '}
          <Code data-testid="api-secret" wordBreak="break-all">
            {credentials.password}
          </Code>
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="blue" onClick={() => void copy()}>
            {copied ? t('api.secret.copied') : t('api.secret.copy')}
          </Button>
          <Button size="sm" variant="outline" onClick={onDone}>
            {t('api.secret.done')}
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
