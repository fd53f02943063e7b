// The sending business's public branding (logo and name, support contact) on the direct-signing
// screens: GET /v2/direct/businesses/{id}/public-information. The request only names its
// business when the contract gives the sender a `businessId`; without one nothing is shown.
import { Box, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getGetDirectBusinessPublicInformationQueryOptions } from '@generated/api/direct/direct';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The sender's business id, when the answer carries one. */
export function senderBusinessId(request: Pick<SignatureRequest, 'sender'>): string | undefined {
  const sender = request.sender as SignatureRequest['sender'] & { businessId?: unknown };
  return typeof sender.businessId === 'string' && sender.businessId ? sender.businessId : undefined;
}

export function SenderBranding({ businessId }: { businessId: string | undefined }) {
  const { t } = useTranslation('direct');
  // A logo whose address stops serving it is left out rather than shown broken.
  const [logoBroken, setLogoBroken] = useState(false);
  // Branding is decoration: a failure (403, 404, not yet served) simply shows none.
  const query = useQuery({
    ...getGetDirectBusinessPublicInformationQueryOptions(businessId ?? '', {
      request: { quiet: true },
    }),
    enabled: !!businessId,
    retry: false,
  });
  const info = query.data?.data;
  if (!info) return null;
  const contact = info.supportContact;
  return (
    <HStack gap="4" data-testid="sender-branding" align="center">
      {info.logo && !logoBroken && (
        <Image
          onError={() => setLogoBroken(true)}
          src={info.logo.url}
          alt={t('branding.logo', { name: info.name })}
          maxH="12"
          maxW="48"
          objectFit="contain"
        />
      )}
      <Stack gap="0">
        <Text fontWeight="semibold">{info.name}</Text>
        {(contact.email || contact.phone) && (
          <Box fontSize="sm" color="fg.muted">
            {t('branding.support')}{' '}
            {contact.email && <Link href={`mailto:${contact.email}`}>{contact.email}</Link>}
            {contact.email && contact.phone && ' · '}
            {contact.phone && (
              <Link href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</Link>
            )}
          </Box>
        )}
      </Stack>
    </HStack>
  );
}
