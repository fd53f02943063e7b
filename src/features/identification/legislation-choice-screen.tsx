// /profile/signature-standards/legislation: the two legislations of a qualified signature (
// docs/product.md#overview-signing-levels "eidas and zertes") side by side — whether the user signs qualified under each, the
// identification under way (docs/product.md#states-identification mapping) — and the way to identify under the one the
// user chooses.
import { Badge, Button, Card, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Legislation } from '@generated/model/legislation';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { qualitiesQueryOf, STANDARDS_BASE, standardsPath } from './identification-mode';
import { identificationsOf } from './use-identifications';

const LEGISLATIONS: Legislation[] = ['eidas', 'zertes'];

export function LegislationChoiceScreen() {
  const { t } = useTranslation(['identification', 'routes']);
  const detail = useSuspenseQuery(qualitiesQueryOf('user')).data.data;
  return (
    <ScreenFrame title={t('routes:legislation')}>
      <Text>{t('choice.intro')}</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="4xl">
        {LEGISLATIONS.map((legislation) => {
          const qes = detail.qualities.find(
            (q) => q.quality === 'qes' && q.legislation === legislation,
          );
          const ongoing = identificationsOf(detail, legislation)[0];
          return (
            <Card.Root
              key={legislation}
              variant="outline"
              bg="white"
              data-testid={`legislation-${legislation}`}
            >
              <Card.Body>
                <Stack gap="3">
                  <Text fontWeight="semibold" fontSize="lg">
                    {t(`legislation.${legislation}`)}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`choice.where.${legislation}`)}
                  </Text>
                  <HStack gap="2" wrap="wrap">
                    <Badge colorPalette={qes?.available ? 'green' : 'orange'}>
                      {qes?.available
                        ? t('choice.qualified')
                        : t(`reason.${qes?.reason ?? 'unavailable'}`)}
                    </Badge>
                    {ongoing && <Badge>{t(`status.${ongoing.appointmentStatus}`)}</Badge>}
                  </HStack>
                  {!qes?.available && qes?.reason !== 'email_not_verified' && (
                    <Button asChild colorPalette="brand" alignSelf="start" size="sm">
                      <RouterLink to={standardsPath('user', legislation)}>
                        {t('choice.identify', { legislation: t(`legislation.${legislation}`) })}
                      </RouterLink>
                    </Button>
                  )}
                </Stack>
              </Card.Body>
            </Card.Root>
          );
        })}
      </SimpleGrid>
      <Link asChild color="brand.fg">
        <RouterLink to={STANDARDS_BASE.user}>{t('screen.back')}</RouterLink>
      </Link>
    </ScreenFrame>
  );
}
