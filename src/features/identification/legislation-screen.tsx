// /profile/signature-standards/{eidas|zertes}: the identification methods of a legislation (seed
// 000 §9: "eidas offers video, self, id-austria when covered, otherwise id-austria and
// external-sc; zertes offers video, loc, auto when covered, otherwise loc and external-sc").
// Offered methods with a screen are links to it; the others are plain text that says why.
import { Alert, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { Legislation } from '@generated/model/legislation';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { LEGISLATION_METHODS, methodRoute } from './identification-methods';
import { qualitiesQuery } from './signature-standards-screen';

export function LegislationScreen({
  legislation,
  titleKey,
}: {
  legislation: Legislation;
  titleKey: string;
}) {
  const { t } = useTranslation(['identification', 'routes']);
  const detail = useSuspenseQuery(qualitiesQuery()).data.data;
  const qes = detail.qualities.find((q) => q.quality === 'qes' && q.legislation === legislation);
  const offered = new Set<string>(qes?.identificationMethods ?? []);
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
      <Text>{qes?.identificationCovered ? t('methods.covered') : t('methods.intro')}</Text>
      <Stack gap="3" maxW="2xl">
        {LEGISLATION_METHODS[legislation].map((method) => {
          const route = methodRoute(legislation, method);
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
                      {open ? t(`methodInfo.${method}`) : t('screen.methodNotOffered')}
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
        <RouterLink to="/profile/signature-standards">{t('screen.back')}</RouterLink>
      </Link>
    </ScreenFrame>
  );
}
