// On the direct-link signing page: when the request asks the signer for a qualified signature
// under a legislation the signer does not hold yet, say so and lead to the direct identification
// screens (/direct-sign/identification/<legislation>, docs/product.md#screens-personal), or show the identification
// under way with its mapped status (docs/product.md#states). Only a qualified request reads the signer's
// qualities (GET /v3/direct/user/signature-qualities-detail); nothing is asked otherwise.
import { Alert, Button } from '@chakra-ui/react';
import type { Legislation } from '@generated/model/legislation';
import type { SignatureQuality } from '@generated/model/signatureQuality';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { getGetDirectSignatureQualitiesDetailQueryOptions } from '@generated/api/direct/direct';

/** The direct identification screens of each legislation (docs/product.md#screens-personal routes). */
export const DIRECT_IDENTIFICATION: Record<Legislation, string> = {
  eidas: '/direct-sign/identification/eidas',
  zertes: '/direct-sign/identification/zertes',
};

export function DirectIdentificationNotice({
  quality,
  legislation,
}: {
  quality: SignatureQuality | undefined;
  legislation: Legislation | null | undefined;
}) {
  const { t } = useTranslation('identification');
  const asked = quality === 'qes' && legislation ? legislation : undefined;
  const detail = useQuery({
    ...getGetDirectSignatureQualitiesDetailQueryOptions(),
    enabled: !!asked,
  }).data?.data;
  if (!asked || !detail) return null;
  const qes = detail.qualities.find((q) => q.quality === 'qes' && q.legislation === asked);
  if (!qes || qes.available) return null;
  const name = t(`legislation.${asked}`);
  // The mapped status of the newest identification under the legislation (docs/product.md#states-identification).
  const ongoing = qes.identificationStatus;
  return (
    <Alert.Root status="warning" data-testid="direct-identification-needed">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('direct.needed', { legislation: name })}</Alert.Title>
        {ongoing && (
          <Alert.Description>
            {t('screen.status')} {t(`status.${ongoing}`)}
          </Alert.Description>
        )}
      </Alert.Content>
      <Button asChild size="sm" colorPalette="brand" alignSelf="center">
        <RouterLink to={DIRECT_IDENTIFICATION[asked]}>{t('direct.identify')}</RouterLink>
      </Button>
    </Alert.Root>
  );
}
