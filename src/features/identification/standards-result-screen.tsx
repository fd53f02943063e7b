// /profile/signature-standards/update (and the id-austria-success pages): where a person lands
// after an identification — the signature standards read again from the server, the newest
// identification per legislation with its mapped status (docs/product.md#states-identification: "initialized and unknown
// become initialized; inprogress stays inprogress; success becomes activatingQES; failure stays
// failure"), looked at again while the provider has not answered, and what to do next.
import { Alert, Badge, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { Legislation } from '@generated/model/legislation';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import {
  backTarget,
  qualitiesQueryOf,
  standardsPath,
  type IdentificationMode,
} from './identification-mode';
import { hasUnfinished, IDENTIFICATION_REFRESH_MS, identificationsOf } from './use-identifications';

const LEGISLATIONS: Legislation[] = ['eidas', 'zertes'];

export function StandardsResultScreen({
  titleKey,
  mode = 'user',
  only,
}: {
  titleKey: string;
  mode?: IdentificationMode;
  /** The legislation the page is about (ID Austria: eidas), or both. */
  only?: Legislation;
}) {
  const { t } = useTranslation(['identification', 'routes']);
  const queryClient = useQueryClient();
  const query = qualitiesQueryOf(mode);
  // Coming back from the provider: what the cache holds is older than the provider's answer.
  // Once per visit (the options are a new object on every render).
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: qualitiesQueryOf(mode).queryKey });
  }, [queryClient, mode]);
  const detail = useSuspenseQuery({
    ...query,
    refetchInterval: (q) =>
      q.state.data && hasUnfinished(q.state.data.data) ? IDENTIFICATION_REFRESH_MS : false,
  }).data.data;
  const back = backTarget(mode);
  const shown = only ? [only] : LEGISLATIONS;
  return (
    <ScreenFrame title={t(`routes:${titleKey}`)}>
      {mode === 'user' && (
        <HStack gap="2">
          <Text>{t('highest')}</Text>
          <Badge data-testid="highest-quality" size="lg">
            {t(`highestQuality.${detail.highestQuality}`)}
          </Badge>
        </HStack>
      )}
      <Stack gap="3" maxW="2xl">
        {shown.map((legislation) => {
          const qes = detail.qualities.find(
            (q) => q.quality === 'qes' && q.legislation === legislation,
          );
          const newest = identificationsOf(detail, legislation)[0];
          const name = t(`legislation.${legislation}`);
          return (
            <Card.Root
              key={legislation}
              variant="outline"
              bg="white"
              data-testid={`result-${legislation}`}
            >
              <Card.Body>
                <Stack gap="3">
                  <Text fontWeight="semibold">{name}</Text>
                  {qes?.available ? (
                    <Alert.Root status="success">
                      <Alert.Indicator />
                      <Alert.Title>{t('screen.done', { legislation: name })}</Alert.Title>
                    </Alert.Root>
                  ) : newest ? (
                    <HStack gap="3" wrap="wrap">
                      <Text>{t('screen.status')}</Text>
                      <Badge>{t(`status.${newest.appointmentStatus}`)}</Badge>
                    </HStack>
                  ) : (
                    <Text color="fg.muted">{t('result.none', { legislation: name })}</Text>
                  )}
                  {!qes?.available && (
                    <Button asChild size="sm" variant="outline" alignSelf="start">
                      <RouterLink to={standardsPath(mode, legislation)}>
                        {t('result.methods', { legislation: name })}
                      </RouterLink>
                    </Button>
                  )}
                </Stack>
              </Card.Body>
            </Card.Root>
          );
        })}
      </Stack>
      <HStack gap="4" wrap="wrap">
        {mode === 'user' && (
          <Button asChild colorPalette="brand">
            <RouterLink to="/dashboard">{t('result.toDocuments')}</RouterLink>
          </Button>
        )}
        <Link asChild color="brand.fg">
          <RouterLink to={back.to}>{t(back.labelKey)}</RouterLink>
        </Link>
      </HStack>
    </ScreenFrame>
  );
}
