// The signers of a request with their own status, and (for a draft) a way to remove them.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Signature } from '@generated/model/signature';
import type { SignatureRequestStatus } from '@generated/model/signatureRequestStatus';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { SignerStatusBadge } from './status-badge';

export function signerEmail(signature: Signature): string {
  return signature.accountEmail ?? signature.signerIdentityData?.emailAddress ?? '';
}

export function SignerList({
  signatures,
  requestStatus,
  ownId,
  onRemove,
}: {
  signatures: Signature[];
  /** The request's status: a draft's signers have not been asked yet. */
  requestStatus?: SignatureRequestStatus;
  /** The viewer's own signature, marked as "you". */
  ownId?: string;
  onRemove?: (signature: Signature) => void;
}) {
  const { t, i18n } = useTranslation('requests');
  if (signatures.length === 0) {
    return <Text color="fg.muted">{t('signers.none')}</Text>;
  }
  return (
    <Stack gap="2" data-testid="signer-list">
      {signatures.map((signature) => {
        const email = signerEmail(signature);
        const when = signature.signedAt ?? signature.declinedAt;
        return (
          <HStack
            key={signature.id}
            justify="space-between"
            gap="3"
            p="3"
            borderWidth="1px"
            rounded="md"
            wrap="wrap"
            data-testid="signer"
          >
            <Stack gap="0" minW="0" flex="1">
              <Text fontWeight="medium" truncate>
                {signature.name || email}
                {signature.id === ownId && ` (${t('signers.you')})`}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {signature.name ? `${email} · ` : ''}
                {t(`signers.quality.${signature.quality}`)}
                {when && ` · ${formatDate(when, i18n.language as Locale)}`}
              </Text>
            </Stack>
            <SignerStatusBadge status={signature.status} requestStatus={requestStatus} />
            {onRemove && (
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                onClick={() => onRemove(signature)}
              >
                {t('signers.remove')}
              </Button>
            )}
          </HStack>
        );
      })}
    </Stack>
  );
}
