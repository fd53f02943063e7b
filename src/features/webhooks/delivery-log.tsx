// One endpoint's delivery log: the latest deliveries (event, status, attempts, the last answer's
// status, latency and beginning) with "redeliver" (the same event id again). Refreshed every few
// seconds while open, so a delivery under way shows its outcome. Through the schema table, as
// cards on a phone.
import { Badge, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  getListWebhookDeliveriesQueryKey,
  redeliverWebhookDelivery,
  useListWebhookDeliveries,
} from '@generated/api/webhooks/webhooks';
import type { Webhook } from '@generated/model/webhook';
import type { WebhookDelivery } from '@generated/model/webhookDelivery';
import deliveryRow from '@generated/rows/WebhookDelivery.json';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SchemaTable } from '@/components/schema-table/schema-table';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { eventKey, problemText } from './problem-text';

const STATUS_COLOUR = { pending: 'orange', delivered: 'green', failed: 'red' } as const;

export function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const { t, i18n } = useTranslation(['webhooks', 'errors']);
  const queryClient = useQueryClient();
  const query = useListWebhookDeliveries(webhook.id, { query: { refetchInterval: 3_000 } });
  const redeliver = useMutation({
    mutationFn: (delivery: WebhookDelivery) => redeliverWebhookDelivery(webhook.id, delivery.id),
    onSuccess: async () => {
      showSnackbar({ message: t('log.redelivered'), color: 'success' });
      await queryClient.invalidateQueries({
        queryKey: getListWebhookDeliveriesQueryKey(webhook.id),
      });
    },
    onError: (error) => showSnackbar({ message: problemText(error, t), color: 'error' }),
  });
  if (query.isPending) return <Spinner aria-label={t('loading')} />;
  const deliveries = query.data?.data.items ?? [];
  if (deliveries.length === 0) return <Text>{t('log.empty')}</Text>;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <Stack gap="2" maxW="100%" data-testid="delivery-log">
      <SchemaTable<WebhookDelivery>
        schema={deliveryRow}
        rows={deliveries}
        columns={['eventType', 'status', 'responseStatus']}
        caption={t('log.title')}
        showCaption
        rowTestId="delivery"
        cardsBelow="sm"
        titles={{
          eventType: t('log.event'),
          status: t('log.status'),
          responseStatus: t('log.answer'),
        }}
        renderCell={{
          eventType: (delivery) => (
            <>
              <Text>{t(eventKey(delivery.eventType))}</Text>
              <Text fontSize="xs" color="fg.muted">
                {time.format(new Date(delivery.createdAt))}
              </Text>
            </>
          ),
          status: (delivery) => (
            <>
              <Badge colorPalette={STATUS_COLOUR[delivery.status]}>
                {t(`log.state.${delivery.status}`)}
              </Badge>
              <Text fontSize="xs" color="fg.muted">
                {t('log.attempts', { count: delivery.attempts })}
              </Text>
            </>
          ),
          responseStatus: (delivery) => <DeliveryAnswer delivery={delivery} />,
        }}
        actionsTitle={t('log.actions')}
        rowActions={(delivery) => (
          <Button
            size="xs"
            variant="outline"
            disabled={!webhook.enabled}
            loading={redeliver.isPending && redeliver.variables?.id === delivery.id}
            onClick={() => redeliver.mutate(delivery)}
          >
            {t('log.redeliver')}
          </Button>
        )}
      />
    </Stack>
  );
}

/** The last answer: its status and latency, and its beginning. */
function DeliveryAnswer({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('webhooks');
  return (
    <>
      {delivery.responseStatus !== undefined && (
        <Text>
          HTTP {delivery.responseStatus}
          {delivery.latencyMs !== undefined && ` · ${t('log.latency', { ms: delivery.latencyMs })}`}
        </Text>
      )}
      {delivery.responseExcerpt && (
        <Text fontSize="xs" color="fg.muted" lineClamp={2} wordBreak="break-all">
          {delivery.responseExcerpt}
        </Text>
      )}
    </>
  );
}
