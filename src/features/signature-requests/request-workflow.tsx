// Hand-built form: the signing order, observers, expiry and reminders of a request, several operations behind one card.
// The workflow card of a request: signing order (parallel or one after the other, and
// who is next), observers (CC), expiry and automatic reminders. Everyone who sees the request
// reads it; the sender of a draft changes it here (PUT /v3/signature-requests/{id} `workflow`)
// and moves signers up or down the order.
import {
  Badge,
  Button,
  Card,
  chakra,
  Field,
  Heading,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import type { SigningOrder } from '@generated/model/signingOrder';
import type { WorkflowUpdate } from '@generated/model/workflowUpdate';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';

export const MAX_OBSERVERS = 20;
export const MIN_REMINDER_DAYS = 1;
export const MAX_REMINDER_DAYS = 30;

const signerName = (s: SignatureRequest['signatures'][number]) =>
  s.name || s.accountEmail || s.signerIdentityData?.emailAddress || s.id;

/** A date-time input's value (local time, minutes) of an ISO time, and back. */
const toLocalInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

export function RequestWorkflow({
  request,
  onSave,
  saving = false,
}: {
  request: SignatureRequest;
  /** Given for the sender of a draft: saves the changed workflow fields. */
  onSave?: (workflow: WorkflowUpdate) => Promise<void>;
  saving?: boolean;
}) {
  const { t, i18n } = useTranslation('requests');
  const workflow = request.workflow;
  const order = workflow?.signingOrder ?? 'parallel';
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const move = (index: number, by: -1 | 1) => {
    const ids = request.signatures.map((s) => s.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    void onSave?.({ orderedSignatureIds: ids }).catch(() => undefined);
  };
  return (
    <Card.Root variant="outline" minW="0" data-testid="request-workflow">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t('workflow.heading')}
          </Heading>
          <Text fontSize="sm">
            {order === 'sequential' ? t('workflow.sequential') : t('workflow.parallel')}
          </Text>
          {order === 'sequential' && request.signatures.length > 0 && (
            <chakra.ol listStyleType="decimal" ps="5" data-testid="workflow-order">
              {request.signatures.map((signature, index) => (
                <chakra.li key={signature.id} py="1">
                  <HStack gap="2" wrap="wrap">
                    <Text flex="1" minW="0" truncate>
                      {signerName(signature)}
                    </Text>
                    {workflow?.nextSignatureId === signature.id && (
                      <Badge colorPalette="blue" data-testid="workflow-next">
                        {t('workflow.next')}
                      </Badge>
                    )}
                    {onSave && (
                      <HStack gap="1">
                        <IconButton
                          size="xs"
                          variant="outline"
                          aria-label={t('workflow.moveUp', { name: signerName(signature) })}
                          disabled={index === 0 || saving}
                          onClick={() => move(index, -1)}
                        >
                          ↑
                        </IconButton>
                        <IconButton
                          size="xs"
                          variant="outline"
                          aria-label={t('workflow.moveDown', { name: signerName(signature) })}
                          disabled={index === request.signatures.length - 1 || saving}
                          onClick={() => move(index, 1)}
                        >
                          ↓
                        </IconButton>
                      </HStack>
                    )}
                  </HStack>
                </chakra.li>
              ))}
            </chakra.ol>
          )}
          <Text fontSize="sm" data-testid="workflow-expiry">
            {workflow?.expiresAt
              ? t('workflow.expiresAt', { when: when(workflow.expiresAt) })
              : t('workflow.noExpiry')}
          </Text>
          <Text fontSize="sm" data-testid="workflow-reminders">
            {workflow?.reminderIntervalDays
              ? t('workflow.remindEvery', { count: workflow.reminderIntervalDays })
              : t('workflow.noReminders')}
            {workflow?.nextReminderAt &&
              ` ${t('workflow.nextReminder', { when: when(workflow.nextReminderAt) })}`}
          </Text>
          {/* The sender of a draft edits the observers in the form below, which lists them:
              the read-only list would name them a second time. */}
          {!onSave && (
            <Stack gap="1" data-testid="workflow-observers">
              <Text fontSize="sm" fontWeight="semibold">
                {t('workflow.observers')}
              </Text>
              {workflow?.observers.length ? (
                workflow.observers.map((o) => (
                  // Long addresses wrap: a truncated line would still widen the column at 390 px.
                  <Text key={o.email} fontSize="sm" wordBreak="break-all">
                    {o.name ? `${o.name} <${o.email}>` : o.email}
                  </Text>
                ))
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {t('workflow.noObservers')}
                </Text>
              )}
            </Stack>
          )}
          {onSave && <WorkflowForm request={request} onSave={onSave} saving={saving} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function WorkflowForm({
  request,
  onSave,
  saving,
}: {
  request: SignatureRequest;
  onSave: (workflow: WorkflowUpdate) => Promise<void>;
  saving: boolean;
}) {
  const { t } = useTranslation('requests');
  const workflow = request.workflow;
  const [order, setOrder] = useState<SigningOrder>(workflow?.signingOrder ?? 'parallel');
  const [expiry, setExpiry] = useState(toLocalInput(workflow?.expiresAt));
  const [days, setDays] = useState(workflow?.reminderIntervalDays?.toString() ?? '');
  const [observers, setObservers] = useState(
    (workflow?.observers ?? []).map((o) => ({ email: o.email, name: o.name ?? '' })),
  );
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const daysNumber = days === '' ? null : Number(days);
  const daysInvalid =
    daysNumber !== null &&
    !(
      Number.isInteger(daysNumber) &&
      daysNumber >= MIN_REMINDER_DAYS &&
      daysNumber <= MAX_REMINDER_DAYS
    );
  const emailInvalid = email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
  const addObserver = () => {
    const address = email.trim().toLowerCase();
    if (!address || emailInvalid || observers.some((o) => o.email === address)) return;
    setObservers((now) => [...now, { email: address, name: name.trim() }]);
    setEmail('');
    setName('');
  };
  const submit = () => {
    if (daysInvalid) return;
    setError(undefined);
    onSave({
      signingOrder: order,
      expiresAt: fromLocalInput(expiry),
      reminderIntervalDays: daysNumber,
      observers: observers.map((o) => ({ email: o.email, ...(o.name ? { name: o.name } : {}) })),
    }).catch(async (failure: unknown) =>
      // The problem catalogue loads when a refusal needs it, not with the request's screen.
      setError(
        failure instanceof ApiError
          ? (await import('@/lib/problem-messages')).problemMessage(failure.problem, t)
          : t('details.saveFailed'),
      ),
    );
  };
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="workflow-form"
    >
      <Field.Root>
        <Field.Label htmlFor="workflow-order">{t('workflow.order')}</Field.Label>
        <NativeSelect.Root size="sm" minW="0">
          <NativeSelect.Field
            id="workflow-order"
            minW="0"
            value={order}
            onChange={(event) => setOrder(event.currentTarget.value as SigningOrder)}
          >
            <option value="parallel">{t('workflow.parallelOption')}</option>
            <option value="sequential">{t('workflow.sequentialOption')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('workflow.expiry')}</Field.Label>
        <Input
          size="sm"
          type="datetime-local"
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
          data-testid="workflow-expiry-input"
        />
        <Field.HelperText>{t('workflow.expiryHelp')}</Field.HelperText>
      </Field.Root>
      <Field.Root invalid={daysInvalid}>
        <Field.Label>{t('workflow.reminderDays')}</Field.Label>
        <Input
          size="sm"
          type="number"
          inputMode="numeric"
          min={MIN_REMINDER_DAYS}
          max={MAX_REMINDER_DAYS}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          data-testid="workflow-reminder-input"
        />
        {daysInvalid ? (
          <Field.ErrorText>
            {t('workflow.reminderRange', { min: MIN_REMINDER_DAYS, max: MAX_REMINDER_DAYS })}
          </Field.ErrorText>
        ) : (
          <Field.HelperText>{t('workflow.reminderHelp')}</Field.HelperText>
        )}
      </Field.Root>
      <Stack gap="2" data-testid="workflow-observers">
        <Text fontSize="sm" fontWeight="semibold">
          {t('workflow.observers')}
        </Text>
        {observers.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('workflow.noObserversDraft')}
          </Text>
        )}
        {observers.map((o) => (
          <HStack key={o.email} gap="2">
            <Text fontSize="sm" flex="1" minW="0" truncate>
              {o.name ? `${o.name} <${o.email}>` : o.email}
            </Text>
            <Button
              size="xs"
              variant="ghost"
              onClick={() => setObservers((now) => now.filter((x) => x.email !== o.email))}
            >
              {t('workflow.removeObserver')}
            </Button>
          </HStack>
        ))}
        {observers.length < MAX_OBSERVERS && (
          <Stack gap="2">
            <Field.Root invalid={emailInvalid}>
              <Field.Label>{t('workflow.observerEmail')}</Field.Label>
              <Input
                size="sm"
                type="email"
                maxLength={254}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                data-testid="workflow-observer-email"
              />
              {emailInvalid && <Field.ErrorText>{t('workflow.observerInvalid')}</Field.ErrorText>}
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('workflow.observerName')}</Field.Label>
              <Input
                size="sm"
                maxLength={200}
                value={name}
                onChange={(e) => setName(e.target.value)}
                data-testid="workflow-observer-name"
              />
            </Field.Root>
            <Button
              size="sm"
              variant="outline"
              alignSelf="start"
              onClick={addObserver}
              disabled={!email || emailInvalid}
              data-testid="workflow-add-observer"
            >
              {t('workflow.addObserver')}
            </Button>
          </Stack>
        )}
      </Stack>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <Button
        type="submit"
        size="sm"
        variant="outline"
        alignSelf="start"
        loading={saving}
        disabled={daysInvalid}
        data-testid="workflow-save"
      >
        {t('workflow.save')}
      </Button>
    </chakra.form>
  );
}
