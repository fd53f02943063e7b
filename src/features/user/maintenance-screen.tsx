// /maintenance: shown while a blocking maintenance runs (docs/product.md#screens-navigation). Says what is happening,
// lists the scheduled maintenances of the status page with their times, links to the status page
// and offers to try again (the navigation rule sends the user back here while it still blocks).
import { Button, Card, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { getGetStatusSummarySuspenseQueryOptions } from '@generated/api/system/system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';

export const maintenanceSummaryQuery = () => getGetStatusSummarySuspenseQueryOptions();

export function MaintenanceScreen() {
  const { t, i18n } = useTranslation(['pages', 'routes']);
  const summary = useSuspenseQuery(maintenanceSummaryQuery()).data.data;
  const locale = i18n.language as Locale;
  const planned = summary.scheduled_maintenances.filter((item) => !item.resolved_at);
  return (
    <ScreenFrame title={t('routes:maintenance')}>
      <Text>{t('pages:maintenance.text')}</Text>
      <Heading as="h2" size="md">
        {t('pages:maintenance.scheduled')}
      </Heading>
      {planned.length === 0 ? (
        <Text color="fg.muted">{t('pages:maintenance.none')}</Text>
      ) : (
        <Stack gap="3">
          {planned.map((item) => (
            <Card.Root key={item.id} variant="outline" bg="white">
              <Card.Body>
                <Stack gap="1">
                  <Text fontWeight="semibold">{item.name}</Text>
                  <Text color="fg.muted">
                    {t('pages:maintenance.window', {
                      from: formatDate(item.scheduled_for, locale),
                      until: formatDate(item.scheduled_until, locale),
                    })}
                  </Text>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="brand">
          <Link to="/">{t('pages:maintenance.retry')}</Link>
        </Button>
        <Button asChild variant="outline">
          <ChakraLink href={summary.page.url} target="_blank" rel="noreferrer">
            {t('pages:maintenance.statusPage')}
          </ChakraLink>
        </Button>
      </HStack>
    </ScreenFrame>
  );
}
