// The user's identifications under one legislation with their status (docs/product.md#states-identification mapping) and
// the way back into one that is not finished.
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Legislation } from '@generated/model/legislation';
import type { SignatureQualitiesDetail } from '@generated/model/signatureQualitiesDetail';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { identificationsOf } from './use-identifications';

const UNFINISHED = ['initialized', 'inprogress'];

export function IdentificationList({
  legislation,
  detail,
}: {
  legislation: Legislation;
  detail: Pick<SignatureQualitiesDetail, 'qualities'>;
}) {
  const { t, i18n } = useTranslation('identification');
  const identifications = identificationsOf(detail, legislation);
  if (identifications.length === 0) return null;
  return (
    <Stack gap="2" data-testid={`identifications-${legislation}`}>
      {identifications.map((info) => (
        <HStack key={info.id} gap="3" wrap="wrap" borderWidth="1px" rounded="md" p="3" bg="white">
          <Text fontWeight="medium">
            {t('ongoing.label', {
              legislation: t(`legislation.${legislation}`),
              method: t(`providerMethod.${info.method}`),
            })}
          </Text>
          <Badge>{t(`status.${info.appointmentStatus}`)}</Badge>
          <Text fontSize="sm" color="fg.muted">
            {t('ongoing.since', { date: formatDate(info.createdAt, i18n.language as Locale) })}
          </Text>
          {info.identUrl && UNFINISHED.includes(info.appointmentStatus) && (
            <Button asChild size="xs" variant="outline" ms="auto">
              <a href={info.identUrl}>{t('ongoing.continue')}</a>
            </Button>
          )}
        </HStack>
      ))}
    </Stack>
  );
}
