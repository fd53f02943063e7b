// One endpoint's delivery log: the latest deliveries (event, status, attempts, the last answer's
// status, latency and beginning) with "redeliver" (the same event id again). Refreshed every few
// seconds while open, so a delivery under way shows its outcome.
import { Badge, Button, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import {
  getListWebhookDeliveriesQueryKey,
  redeliverWebhookDelivery,
  useListWebhookDeliveries,
} from '@generated/api/webhooks/webhooks';
import type { Webhook } from '@generated/model/webhook';
import type { WebhookDelivery } from '@generated/model/webhookDelivery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
    <Stack gap="2" overflowX="auto" maxW="100%">
      <Table.Root size="sm" data-testid="delivery-log">
        <Table.Caption>{t('log.title')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('log.event')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('log.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('log.answer')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('log.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {deliveries.map((delivery) => (
            <Table.Row key={delivery.id} data-testid="delivery">
              <Table.Cell>
                <Text>{t(eventKey(delivery.eventType))}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {time.format(new Date(delivery.createdAt))}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS_COLOUR[delivery.status]}>
                  {t(`log.state.${delivery.status}`)}
                </Badge>
                <Text fontSize="xs" color="fg.muted">
                  {t('log.attempts', { count: delivery.attempts })}
                </Text>
              </Table.Cell>
              <Table.Cell>
                {delivery.responseStatus !== undefined && (
                  <Text>
                    HTTP {delivery.responseStatus}
                    {delivery.latencyMs !== undefined &&
                      ` · ${t('log.latency', { ms: delivery.latencyMs })}`}
                  </Text>
                )}
                {delivery.responseExcerpt && (
                  <Text fontSize="xs" color="fg.muted" lineClamp={2} wordBreak="break-all">
                    {delivery.responseExcerpt}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="outline"
                  disabled={!webhook.enabled}
                  loading={redeliver.isPending && redeliver.variables?.id === delivery.id}
                  onClick={() => redeliver.mutate(delivery)}
                >
                  {t('log.redeliver')}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
