// The request's history (GET /v3/direct/signature-requests/{id}/events), oldest first.
import { Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { directEventsQuery } from './direct-queries';

export function RequestEvents({ id }: { id: string }) {
  const { t, i18n } = useTranslation('direct');
  const { events } = useSuspenseQuery(directEventsQuery(id)).data.data;
  return (
    <Stack gap="2" data-testid="request-events">
      <Text as="h2" fontWeight="semibold">
        {t('events.title')}
      </Text>
      {events.map((event, index) => (
        <Stack key={`${event.time}-${index}`} gap="0" fontSize="sm">
          <Text>{t(`events.type.${event.type}`, { name: event.actor.name })}</Text>
          <Text color="fg.muted">
            {formatDate(event.time, i18n.language as Locale)}
            {event.detail && ` · ${event.detail}`}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
