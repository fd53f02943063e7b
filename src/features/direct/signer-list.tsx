// Everyone who signs the request and how far each is, the direct signer marked as "you".
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { Signature } from '@generated/model/signature';
import { useTranslation } from 'react-i18next';

const STATUS_PALETTE: Record<string, string> = { OPEN: 'gray', SIGNED: 'green', DECLINED: 'red' };

function signerName(signature: Signature): string {
  const identity = signature.signerIdentityData;
  return (
    signature.name ??
    ([identity?.firstName, identity?.lastName].filter(Boolean).join(' ') ||
      identity?.emailAddress ||
      signature.accountEmail ||
      signature.id)
  );
}

export function SignerList({ signatures, mine }: { signatures: Signature[]; mine?: string }) {
  const { t } = useTranslation('direct');
  return (
    <Stack gap="2" data-testid="signer-list">
      <Text as="h2" fontWeight="semibold">
        {t('signers.title', { count: signatures.length })}
      </Text>
      <Stack gap="2" as="ul" listStyleType="none">
        {signatures.map((signature) => (
          <HStack as="li" key={signature.id} gap="3" wrap="wrap">
            <Text fontWeight={signature.id === mine ? 'semibold' : undefined}>
              {signerName(signature)}
              {signature.id === mine && ` (${t('signers.you')})`}
            </Text>
            <Badge bg={`level.${signature.quality}`} color="white">
              {t(`quality.${signature.quality}`)}
              {signature.legislation && ` · ${t(`legislation.${signature.legislation}`)}`}
            </Badge>
            <Badge colorPalette={STATUS_PALETTE[signature.status]}>
              {t(`signers.status.${signature.status}`)}
            </Badge>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
