// /sendto/<id>: a request sent to an address of the signed-in user. What was sent is read
// (GET /v3/sendto/{id}/get-internal), then claimed for the account (POST …/claim) and the
// request opened (/view/<id>). On failure: 'Failed to claim signature request' (docs/product.md#errors).
import { Alert, Button, Card, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  getGetSendtoInternalSuspenseQueryOptions,
  useClaimSendto,
} from '@generated/api/signature-requests/signature-requests';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';

export const sendtoQuery = (id: string) => getGetSendtoInternalSuspenseQueryOptions(id);

/** Already claimed by this account: nothing to claim, open the request. */
export function claimedByMe(
  sent: { claimed: boolean; claimedBy?: string | null },
  email: string | undefined,
): boolean {
  return sent.claimed && !!email && sent.claimedBy?.toLowerCase() === email.toLowerCase();
}

export function SendtoScreen({
  id,
  email,
  onClaimed,
}: {
  id: string;
  /** The signed-in user's e-mail. */
  email?: string;
  /** Opens the claimed request (/view/<requestId>). */
  onClaimed: (requestId: string) => void;
}) {
  const { t } = useTranslation(['direct', 'routes']);
  const sent = useSuspenseQuery(sendtoQuery(id)).data.data;
  const claim = useClaimSendto();
  const run = () => {
    if (claimedByMe(sent, email)) onClaimed(sent.signatureRequestId);
    else claim.mutate({ sendtoId: id }, { onSuccess: (answer) => onClaimed(answer.data.id) });
  };
  // Opening the link is the claim: it runs once when the screen opens (a ref, because strict
  // mode runs effects twice and a second claim would answer 409).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  });
  return (
    <ScreenFrame title={t('routes:sendto')}>
      <Card.Root variant="outline" bg="white">
        <Card.Body>
          <Stack gap="3">
            <Text fontWeight="semibold" data-testid="sendto-title">
              {sent.title}
            </Text>
            <Text>{t('sendto.from', { name: sent.sender.name, email: sent.sender.email })}</Text>
            <Text color="fg.muted">{t('sendto.to', { email: sent.recipientEmail })}</Text>
            {claim.isError ? (
              <Stack gap="3" align="start">
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{t('sendto.failed')}</Alert.Title>
                </Alert.Root>
                <HStack>
                  <Button colorPalette="brand" onClick={run}>
                    {t('sendto.retry')}
                  </Button>
                  <Button asChild variant="outline">
                    <Link to="/dashboard">{t('sendto.toDashboard')}</Link>
                  </Button>
                </HStack>
              </Stack>
            ) : (
              <HStack gap="2" color="fg.muted">
                <Spinner size="sm" />
                <Text>{t('sendto.claiming')}</Text>
              </HStack>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </ScreenFrame>
  );
}
