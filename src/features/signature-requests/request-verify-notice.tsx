// On a completed (SIGNED) request: where its signed PDF can be checked. The public verification
// (/verify) says who signed, whether the file changed since and whether a certificate was revoked,
// for anyone the PDF is passed on to.
import { Alert, Link as ChakraLink } from '@chakra-ui/react';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function RequestVerifyNotice({
  request,
}: {
  request: Pick<SignatureRequest, 'statusOverall'>;
}) {
  const { t } = useTranslation('requests');
  if (request.statusOverall !== 'SIGNED') return null;
  return (
    <Alert.Root status="success" data-testid="verify-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('verifyNotice.title')}</Alert.Title>
        <Alert.Description>
          {t('verifyNotice.text')}{' '}
          <ChakraLink asChild fontWeight="semibold" textDecoration="underline">
            <Link to="/verify">{t('verifyNotice.link')}</Link>
          </ChakraLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
