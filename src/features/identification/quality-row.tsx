// One quality under one legislation: available or why not, and the identification methods that
// would make it available (the ones with a screen as links to it, the others explained).
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { SignatureQualityDetail } from '@generated/model/signatureQualityDetail';
import { useTranslation } from 'react-i18next';
import { appointmentStatus } from './appointment-status';
import { methodRoute } from './identification-methods';
import { Link as RouterLink } from '@tanstack/react-router';

const STATUS_PALETTE = {
  initialized: 'gray',
  inprogress: 'blue',
  activatingQES: 'green',
  failure: 'red',
} as const;

export function QualityRow({ detail }: { detail: SignatureQualityDetail }) {
  const { t } = useTranslation('identification');
  const legislation = detail.legislation;
  const status = detail.identificationStatus && appointmentStatus(detail.identificationStatus);
  return (
    <Card.Root
      variant="outline"
      bg="white"
      data-testid={`quality-${detail.quality}-${legislation ?? 'any'}`}
    >
      <Card.Body>
        <Stack gap="3">
          <HStack gap="3" wrap="wrap">
            <Badge bg={`level.${detail.quality}`} color="white">
              {t(`quality.${detail.quality}`)}
            </Badge>
            <Text fontWeight="semibold">
              {legislation ? t(`legislation.${legislation}`) : t('legislation.any')}
            </Text>
            <Badge colorPalette={detail.available ? 'green' : 'orange'}>
              {detail.available ? t('available') : t(`reason.${detail.reason ?? 'unavailable'}`)}
            </Badge>
            {status && <Badge colorPalette={STATUS_PALETTE[status]}>{t(`status.${status}`)}</Badge>}
          </HStack>
          {legislation && detail.identificationMethods.length > 0 && (
            <Stack gap="2">
              <Text fontSize="sm" color="fg.muted">
                {detail.identificationCovered ? t('methods.covered') : t('methods.intro')}
              </Text>
              <HStack gap="2" wrap="wrap">
                {detail.identificationMethods.flatMap((method) => {
                  const route = methodRoute(legislation, method);
                  return route
                    ? [
                        <Button key={method} asChild size="sm" colorPalette="brand">
                          <RouterLink to={route}>{t(`method.${method}`)}</RouterLink>
                        </Button>,
                      ]
                    : [];
                })}
              </HStack>
              {/* Methods without an online flow are explained as plain text: nothing to click. */}
              {detail.identificationMethods
                .filter((method) => !methodRoute(legislation, method))
                .map((method) => (
                  <Text key={method} fontSize="sm" color="fg.muted">
                    {t(`method.${method}`)}: {t(`methodOffline.${method}`)}
                  </Text>
                ))}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
