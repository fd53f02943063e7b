// The request's audit trail (GET /v3/signature-requests/{id}/events), fetched when opened.
import { Button, Collapsible, Stack, Text } from '@chakra-ui/react';
import { useListSignatureRequestEvents } from '@generated/api/signature-requests/signature-requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';

export function RequestEvents({ requestId }: { requestId: string }) {
  const { t, i18n } = useTranslation('requests');
  const [open, setOpen] = useState(false);
  const events = useListSignatureRequestEvents(requestId, { query: { enabled: open } });
  const list = events.data?.data.events ?? [];
  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Collapsible.Trigger asChild>
        <Button variant="ghost" size="sm" data-testid="events-toggle">
          {open ? t('events.hide') : t('events.show')}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack gap="2" pt="2" data-testid="events">
          {events.isLoading && <Text color="fg.muted">{t('events.loading')}</Text>}
          {events.isError && <Text color="fg.error">{t('events.failed')}</Text>}
          {events.isSuccess && list.length === 0 && (
            <Text color="fg.muted">{t('events.none')}</Text>
          )}
          {list.map((event, index) => (
            <Stack key={`${event.time}-${index}`} gap="0" borderLeftWidth="2px" pl="3">
              <Text fontSize="sm" fontWeight="medium">
                {t(`events.type.${event.type}`)} · {event.actor.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {formatDate(event.time, i18n.language as Locale)}
                {event.detail && ` · ${event.detail}`}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
