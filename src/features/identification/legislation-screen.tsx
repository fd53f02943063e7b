// /profile/signature-standards/{eidas|zertes} and /direct-sign/identification/{eidas|zertes}: the
// identification methods of a legislation (docs/product.md#constants-identification-methods: "eidas offers video, self, id-austria
// when covered, otherwise id-austria and external-sc; zertes offers video, loc, auto when covered,
// otherwise loc and external-sc"). Offered methods with a screen are links to it; the others are
// plain text that says why (nothing that is not offered looks clickable). Under zertes the
// personal details the provider checks come first (docs/product.md#screens "a zertes personal-details step").
import { Alert, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { Legislation } from '@generated/model/legislation';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { IdentificationList } from './identification-list';
import { LEGISLATION_METHODS, methodRoute } from './identification-methods';
import {
  backTarget,
  qualitiesQueryOf,
  standardsPath,
  type IdentificationMode,
} from './identification-mode';

export function LegislationScreen({
  legislation,
  titleKey,
  mode = 'user',
}: {
  legislation: Legislation;
  titleKey: string;
  mode?: IdentificationMode;
}) {
  const { t } = useTranslation(['identification', 'routes']);
  const detail = useSuspenseQuery(qualitiesQueryOf(mode)).data.data;
  const qes = detail.qualities.find((q) => q.quality === 'qes' && q.legislation === legislation);
  const offered = new Set<string>(qes?.identificationMethods ?? []);
  const back = backTarget(mode);
  return (
    <ScreenFrame title={t(`routes:${titleKey}`)}>
      {qes?.available && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>
            {t('screen.done', { legislation: t(`legislation.${legislation}`) })}
          </Alert.Title>
        </Alert.Root>
      )}
      <IdentificationList legislation={legislation} detail={detail} />
      {!qes?.available && (
        <Text>{qes?.identificationCovered ? t('methods.covered') : t('methods.intro')}</Text>
      )}
      {legislation === 'zertes' && !qes?.available && (
        <Card.Root variant="subtle" maxW="2xl" data-testid="personal-details-step">
          <Card.Body>
            <HStack justify="space-between" gap="3" wrap="wrap">
              <Text>{t('personalDetails.step')}</Text>
              <Button asChild size="sm" variant="outline">
                <RouterLink to={standardsPath(mode, 'zertes/personal-details')}>
                  {t('personalDetails.check')}
                </RouterLink>
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      )}
      <Stack gap="3" maxW="2xl">
        {LEGISLATION_METHODS[legislation].map((method) => {
          const route = methodRoute(legislation, method, mode);
          const open = offered.has(method) && !qes?.available;
          return (
            <Card.Root
              key={method}
              variant="outline"
              bg={open ? 'white' : 'bg.muted'}
              data-testid={`method-${method}`}
            >
              <Card.Body>
                <HStack justify="space-between" gap="3" wrap="wrap">
                  <Stack gap="0">
                    <Text fontWeight="semibold">{t(`method.${method}`)}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {open
                        ? route
                          ? t(`methodInfo.${method}`)
                          : t(`methodOffline.${method}`)
                        : t('screen.methodNotOffered')}
                    </Text>
                  </Stack>
                  {open && route && (
                    <Button asChild size="sm" colorPalette="brand">
                      <RouterLink to={route}>{t('screen.choose')}</RouterLink>
                    </Button>
                  )}
                </HStack>
              </Card.Body>
            </Card.Root>
          );
        })}
      </Stack>
      <Link asChild color="brand.fg">
        <RouterLink to={back.to}>{t(back.labelKey)}</RouterLink>
      </Link>
    </ScreenFrame>
  );
}
