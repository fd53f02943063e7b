// Hand-built form: the address beside a set of event boxes chosen from the contract's event list, with the secret shown once after saving.
// Webhooks of a business (under /business/developers/api, admins) or of a personal account (the
// profile settings): the endpoints with their events and state, a form to add one (address and
// events; the secret is generated and shown once), enable/disable, delete, "send test event",
// "rotate secret" (confirmed in a dialog; the new secret shown once, the old one signs for 24
// hours), and each endpoint's delivery log (status, attempts, answer, latency) with "redeliver".
// The server never answers a secret again: what is shown is the create or rotate answer.
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Code,
  Field,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  createWebhook,
  deleteWebhook,
  getListWebhookDeliveriesQueryKey,
  getListWebhooksQueryKey,
  rotateWebhookSecret,
  testWebhook,
  updateWebhook,
  useListWebhooks,
} from '@generated/api/webhooks/webhooks';
import type { Webhook } from '@generated/model/webhook';
import { WebhookEventType } from '@generated/model/webhookEventType';
import type { WebhookWithSecret } from '@generated/model/webhookWithSecret';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/components/schema-table/cell-text';
import { showSnackbar } from '@/components/shell/snackbars/snackbar-store';
import { rotateSecretDialog } from './dialogs';
import { eventKey, problemText } from './problem-text';
import { DeliveryLog } from './delivery-log';

/** The events a person may choose (the test event is sent on demand only). */
export const SUBSCRIBABLE = Object.values(WebhookEventType).filter((e) => e !== 'webhook.test');

export function WebhooksPanel({ businessId }: { businessId?: string }) {
  const { t } = useTranslation(['webhooks', 'errors']);
  const params = businessId ? { businessId } : undefined;
  const query = useListWebhooks(params);
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<WebhookWithSecret>();
  const [open, setOpen] = useState<string>();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: getListWebhooksQueryKey(params) });
  const failed = (error: unknown) =>
    showSnackbar({ message: problemText(error, t), color: 'error' });

  const create = useMutation({
    mutationFn: (body: { url: string; events: string[] }) =>
      createWebhook({
        url: body.url,
        events: body.events as Webhook['events'],
        ...(businessId ? { business_id: businessId } : {}),
      }),
    onSuccess: async (answer) => {
      setSecret((answer as { data: WebhookWithSecret }).data);
      showSnackbar({ message: t('created'), color: 'success' });
      await refresh();
    },
    onError: failed,
  });
  const toggle = useMutation({
    mutationFn: (webhook: Webhook) => updateWebhook(webhook.id, { enabled: !webhook.enabled }),
    onSuccess: async () => refresh(),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (webhook: Webhook) => deleteWebhook(webhook.id),
    onSuccess: async () => {
      showSnackbar({ message: t('deleted'), color: 'success' });
      await refresh();
    },
    onError: failed,
  });
  const rotate = useMutation({
    mutationFn: (webhook: Webhook) => rotateWebhookSecret(webhook.id),
    onSuccess: (answer) => {
      setSecret((answer as { data: WebhookWithSecret }).data);
      showSnackbar({ message: t('rotated'), color: 'success' });
    },
    onError: failed,
  });
  const test = useMutation({
    mutationFn: (webhook: Webhook) => testWebhook(webhook.id),
    onSuccess: async (_answer, webhook) => {
      showSnackbar({ message: t('testQueued'), color: 'success' });
      setOpen(webhook.id);
      await queryClient.invalidateQueries({
        queryKey: getListWebhookDeliveriesQueryKey(webhook.id),
      });
    },
    onError: failed,
  });

  const webhooks = query.data?.data.items ?? [];
  return (
    <Card.Root variant="outline" bg="white" as="section" aria-labelledby="webhooks-title">
      <Card.Body>
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h2" size="lg" id="webhooks-title">
              {t('title')}
            </Heading>
            <Text color="fg.muted">{t('lead')}</Text>
          </Stack>
          {secret && (
            <SecretShown key={secret.secret} webhook={secret} onDone={() => setSecret(undefined)} />
          )}
          <AddWebhookForm
            pending={create.isPending}
            onSubmit={(body, reset) => create.mutate(body, { onSuccess: reset })}
          />
          {query.isPending && <Spinner aria-label={t('loading')} />}
          {query.isError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{problemText(query.error, t)}</Alert.Title>
            </Alert.Root>
          )}
          {query.isSuccess && webhooks.length === 0 && (
            <Text data-testid="webhooks-empty">{t('empty')}</Text>
          )}
          {webhooks.map((webhook) => (
            <Card.Root key={webhook.id} variant="subtle" data-testid="webhook">
              <Card.Body>
                <Stack gap="3">
                  <HStack justify="space-between" align="start" wrap="wrap" gap="2">
                    <Stack gap="1" minW="0">
                      <Code wordBreak="break-all" whiteSpace="normal">
                        {webhook.url}
                      </Code>
                      <Text fontSize="sm" color="fg.muted">
                        {webhook.events.map((event) => t(eventKey(event))).join(', ')}
                      </Text>
                    </Stack>
                    <Badge colorPalette={webhook.enabled ? 'green' : 'gray'}>
                      {webhook.enabled
                        ? t('state.enabled')
                        : webhook.disabledReason === 'failing'
                          ? t('state.failing')
                          : t('state.disabled')}
                    </Badge>
                  </HStack>
                  <HStack gap="2" wrap="wrap">
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => setOpen(open === webhook.id ? undefined : webhook.id)}
                      aria-expanded={open === webhook.id}
                    >
                      {t('log.toggle')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={!webhook.enabled}
                      loading={test.isPending && test.variables?.id === webhook.id}
                      onClick={() => test.mutate(webhook)}
                    >
                      {t('sendTest')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      loading={toggle.isPending && toggle.variables?.id === webhook.id}
                      onClick={() => toggle.mutate(webhook)}
                    >
                      {webhook.enabled ? t('disable') : t('enable')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      loading={rotate.isPending && rotate.variables?.id === webhook.id}
                      aria-label={t('rotateOf', { url: webhook.url })}
                      onClick={() =>
                        void rotateSecretDialog.open(
                          { url: webhook.url },
                          { onAnswer: () => rotate.mutateAsync(webhook) },
                        )
                      }
                    >
                      {t('rotate')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      loading={remove.isPending && remove.variables?.id === webhook.id}
                      aria-label={t('deleteOf', { url: webhook.url })}
                      onClick={() => remove.mutate(webhook)}
                    >
                      {t('delete')}
                    </Button>
                  </HStack>
                  {open === webhook.id && <DeliveryLog webhook={webhook} />}
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function AddWebhookForm({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (body: { url: string; events: string[] }, reset: () => void) => void;
}) {
  const { t } = useTranslation('webhooks');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['request.completed']);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^https?:\/\/\S+$/i.test(url.trim())) return setError(t('form.urlInvalid'));
    if (events.length === 0) return setError(t('form.eventsRequired'));
    setError(undefined);
    onSubmit({ url: url.trim(), events }, () => setUrl(''));
  };
  return (
    <form onSubmit={submit} aria-label={t('form.title')} noValidate>
      <Stack gap="3">
        <Heading as="h3" size="md">
          {t('form.title')}
        </Heading>
        <Field.Root invalid={Boolean(error) && !url} required>
          <Field.Label>{t('form.url')}</Field.Label>
          <Input
            type="url"
            value={url}
            placeholder="https://erp.example.com/signing/events"
            onChange={(e) => setUrl(e.target.value)}
          />
          <Field.HelperText>{t('form.urlHelp')}</Field.HelperText>
        </Field.Root>
        <fieldset>
          <Text as="legend" fontWeight="medium" mb="2">
            {t('form.events')}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
            {SUBSCRIBABLE.map((type) => (
              <Checkbox.Root
                key={type}
                checked={events.includes(type)}
                onCheckedChange={(change) =>
                  setEvents((now) =>
                    change.checked ? [...now, type] : now.filter((e) => e !== type),
                  )
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(eventKey(type))}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        </fieldset>
        {error && (
          <Text color="fg.error" role="alert">
            {error}
          </Text>
        )}
        <HStack>
          <Button type="submit" colorPalette="blue" loading={pending}>
            {t('form.submit')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** The secret of the create or rotate answer, shown this once (the key resets the copy state). */
function SecretShown({ webhook, onDone }: { webhook: WebhookWithSecret; onDone: () => void }) {
  const { t, i18n } = useTranslation('webhooks');
  const [copied, setCopied] = useState(false);
  return (
    <Alert.Root status="warning" role="region" aria-label={t('secret.title')}>
      <Alert.Indicator />
      <Stack gap="3" flex="1" minW="0">
        <Alert.Title>{t('secret.title')}</Alert.Title>
        <Text>{t('secret.text')}</Text>
        {webhook.previousSecretExpiresAt && (
          <Text data-testid="webhook-secret-overlap">
            {t('secret.overlap', {
              date: formatDateTime(webhook.previousSecretExpiresAt, i18n.language),
            })}
          </Text>
        )}
        <Code data-testid="webhook-secret" wordBreak="break-all" whiteSpace="normal">
          {webhook.secret}
        </Code>
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() =>
              void navigator.clipboard.writeText(webhook.secret).then(() => setCopied(true))
            }
          >
            {copied ? t('secret.copied') : t('secret.copy')}
          </Button>
          <Button size="sm" variant="outline" onClick={onDone}>
            {t('secret.done')}
          </Button>
        </HStack>
      </Stack>
    </Alert.Root>
  );
}
