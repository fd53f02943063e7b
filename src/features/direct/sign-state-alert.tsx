// Why the direct signer cannot sign (already signed, declined, request closed, not a signer).
import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DirectSignState } from './my-signature';

const STATUS = {
  signed: 'success',
  declined: 'warning',
  closed: 'info',
  'not-a-signer': 'warning',
} as const;

export function SignStateAlert({ state }: { state: DirectSignState }) {
  const { t } = useTranslation('direct');
  if (state === 'can-sign') return null;
  return (
    <Alert.Root status={STATUS[state]} data-testid="sign-state">
      <Alert.Indicator />
      <Alert.Title>{t(`state.${state}`)}</Alert.Title>
    </Alert.Root>
  );
}
