// What the direct signer is asked to sign: the sender, when it was sent and the sender's message.
import { Card, Stack, Text } from '@chakra-ui/react';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { SenderBranding, senderBusinessId } from './sender-branding';

export function RequestHeader({ request }: { request: SignatureRequest }) {
  const { t, i18n } = useTranslation('direct');
  const sent = request.initiatedAt ?? request.createdAt;
  return (
    <Card.Root variant="outline" bg="white">
      <Card.Body>
        <Stack gap="3">
          <SenderBranding businessId={senderBusinessId(request)} />
          <Text data-testid="request-sender">
            {t('request.sentBy', {
              name: request.sender.name,
              email: request.sender.email,
              date: formatDate(sent, i18n.language as Locale),
            })}
          </Text>
          {request.message && (
            <Stack gap="1">
              <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
                {t('request.message')}
              </Text>
              <Text whiteSpace="pre-line" data-testid="request-message">
                {request.message}
              </Text>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
