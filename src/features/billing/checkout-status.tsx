// What the screen says while and after a checkout completes on return from the provider's page.
import { Alert, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ErrorLine } from './billing-page';
import type { CheckoutReturn } from './use-checkout-return';

export function CheckoutStatus({ result }: { result: CheckoutReturn }) {
  const { t } = useTranslation('billing');
  if (result.state === 'none' || result.state === 'done') return null;
  if (result.state === 'working')
    return (
      <Stack direction="row" align="center" gap="3" role="status">
        <Spinner size="sm" />
        <Text>{t('checkout.working')}</Text>
      </Stack>
    );
  if (result.state === 'unknown')
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Title>{t('checkout.unknown')}</Alert.Title>
      </Alert.Root>
    );
  return <ErrorLine error={result.error} />;
}
