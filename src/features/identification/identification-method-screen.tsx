// /profile/signature-standards/{eidas|zertes}/{method} and /direct-sign/identification/... : one
// identification method as a screen — what happens, whether it is offered to this person (
// docs/product.md#constants-identification-methods coverage rules, from the signature-qualities detail), the status of their identification
// under the legislation (docs/product.md#states-identification mapping: initialized, inprogress, activatingQES, failure),
// and the start of the provider's flow (POST …/identification/{srs|intrum}/{method}; its identUrl
// opens the provider's page, the sandbox one in a test system). The status is read again while
// unfinished, so the screen shows the provider's answer when the person comes back.
import { Alert, Badge, Button, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { Legislation } from '@generated/model/legislation';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SandboxNotice } from '@/components/sandbox-notice';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { identificationCall, type OfferedMethod } from './identification-methods';
import { backTarget, qualitiesQueryOf, type IdentificationMode } from './identification-mode';
import { hasUnfinished, IDENTIFICATION_REFRESH_MS, identificationsOf } from './use-identifications';
import { useStartIdentification } from './use-start-identification';

const PROVIDER_METHOD: Record<string, string> = { video: 'video', self: 'robo', auto: 'autoident' };
const STATUS_PALETTE = {
  initialized: 'gray',
  inprogress: 'blue',
  activatingQES: 'green',
  failure: 'red',
} as const;

export function IdentificationMethodScreen({
  legislation,
  method,
  titleKey,
  mode = 'user',
}: {
  legislation: Legislation;
  method: OfferedMethod;
  titleKey: string;
  mode?: IdentificationMode;
}) {
  const { t } = useTranslation(['identification', 'routes']);
  const detail = useSuspenseQuery({
    ...qualitiesQueryOf(mode),
    refetchInterval: (query) =>
      query.state.data && hasUnfinished(query.state.data.data) ? IDENTIFICATION_REFRESH_MS : false,
  }).data.data;
  const { start, starting } = useStartIdentification(undefined, mode);
  const qes = detail.qualities.find((q) => q.quality === 'qes' && q.legislation === legislation);
  const offered = !!qes?.identificationMethods.includes(method);
  const mine = identificationsOf(detail, legislation).find(
    (info) => info.method === PROVIDER_METHOD[method],
  );
  const status = mine?.appointmentStatus;
  const unfinished = status === 'initialized' || status === 'inprogress';
  const legislationName = t(`legislation.${legislation}`);
  const back = backTarget(mode);
  return (
    <ScreenFrame title={t(`routes:${titleKey}`)}>
      <Card.Root variant="outline" bg="white" maxW="2xl">
        <Card.Body>
          <Stack gap="4">
            <SandboxNotice provider="identification" />
            <Text>{t(`screen.what.${method}`, { legislation: legislationName })}</Text>
            {qes?.available ? (
              <Alert.Root status="success" data-testid="identification-done">
                <Alert.Indicator />
                <Alert.Title>{t('screen.done', { legislation: legislationName })}</Alert.Title>
              </Alert.Root>
            ) : detail.highestQuality === 'none' && qes?.reason === 'email_not_verified' ? (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Title>{t('reason.email_not_verified')}</Alert.Title>
              </Alert.Root>
            ) : !offered && !status ? (
              <Alert.Root status="info" data-testid="method-not-offered">
                <Alert.Indicator />
                <Alert.Title>{t('screen.notOffered')}</Alert.Title>
              </Alert.Root>
            ) : null}
            {status && (
              <HStack gap="3" wrap="wrap" data-testid="identification-status">
                <Text>{t('screen.status')}</Text>
                <Badge colorPalette={STATUS_PALETTE[status]}>{t(`status.${status}`)}</Badge>
              </HStack>
            )}
            {status === 'failure' && <Text>{t('screen.failed')}</Text>}
            <HStack gap="2" wrap="wrap">
              {offered &&
                !qes?.available &&
                !unfinished &&
                identificationCall(legislation, method) && (
                  <Button
                    colorPalette="brand"
                    loading={starting === `${legislation}:${method}`}
                    onClick={() => void start(legislation, method)}
                    data-testid="start-identification"
                  >
                    {status === 'failure' ? t('screen.again') : t('screen.start')}
                  </Button>
                )}
              {unfinished && mine?.identUrl && (
                <Button asChild colorPalette="brand">
                  <a href={mine.identUrl}>{t('ongoing.continue')}</a>
                </Button>
              )}
              <Link asChild color="brand.fg">
                <RouterLink to={back.to}>{t(back.labelKey)}</RouterLink>
              </Link>
            </HStack>
            {unfinished && (
              <Text color="fg.muted" fontSize="sm">
                {t('screen.waiting')}
              </Text>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </ScreenFrame>
  );
}
