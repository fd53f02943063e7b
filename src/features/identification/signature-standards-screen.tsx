// /profile/signature-standards: per quality and legislation whether the user can sign, what is
// missing and the identification methods (GET /v3/user/signature-qualities-detail), starting an
// identification and the status of the ones under way.
import { Alert, Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { getGetSignatureQualitiesDetailSuspenseQueryOptions } from '@generated/api/user/user';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { IdentificationList } from './identification-list';
import { QualityRow } from './quality-row';
import { hasUnfinished, IDENTIFICATION_REFRESH_MS } from './use-identifications';

export const qualitiesQuery = () => getGetSignatureQualitiesDetailSuspenseQueryOptions();

export function SignatureStandardsScreen() {
  const { t } = useTranslation(['identification', 'routes']);
  const detail = useSuspenseQuery({
    ...qualitiesQuery(),
    // The provider reports back while the person identifies elsewhere.
    refetchInterval: (query) =>
      query.state.data && hasUnfinished(query.state.data.data) ? IDENTIFICATION_REFRESH_MS : false,
  }).data.data;
  return (
    <ScreenFrame title={t('routes:signatureStandards')}>
      <HStack gap="2">
        <Text>{t('highest')}</Text>
        <Badge data-testid="highest-quality" size="lg">
          {t(`highestQuality.${detail.highestQuality}`)}
        </Badge>
      </HStack>
      {detail.identificationOngoing && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('ongoing.alert')}</Alert.Title>
        </Alert.Root>
      )}
      <IdentificationList legislation="eidas" detail={detail} />
      <IdentificationList legislation="zertes" detail={detail} />
      <Stack gap="3">
        {detail.qualities.map((quality) => (
          <QualityRow key={`${quality.quality}-${quality.legislation ?? 'any'}`} detail={quality} />
        ))}
      </Stack>
    </ScreenFrame>
  );
}
