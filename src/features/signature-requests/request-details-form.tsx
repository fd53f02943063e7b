// Hand-built form: three of the draft update body's nine fields (the cost centre only for business members), whose other cards edit the rest; Save waits for a change.
// The sender edits a draft's title, message and — for a member of a business — the cost centre
// the request is booked to (PUT /v3/signature-requests/{id}); the business's signature activity
// and its cost centre report group by it.
import { chakra, Button, Field, Input, Text, Textarea } from '@chakra-ui/react';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { membershipQueryOptions } from '@/lib/queries/membership';

export const TITLE_MAX = 255;
export const MESSAGE_MAX = 2000;
export const COST_CENTER_MAX = 64;

export interface RequestDetails {
  title: string;
  message: string;
  costCenter: string;
}

export function RequestDetailsForm({
  request,
  saving,
  onSave,
}: {
  request: SignatureRequest;
  saving: boolean;
  onSave: (details: RequestDetails) => Promise<void>;
}) {
  const { t } = useTranslation('requests');
  const membership = useQuery(membershipQueryOptions()).data;
  const [title, setTitle] = useState(request.title);
  const [message, setMessage] = useState(request.message ?? '');
  const [costCenter, setCostCenter] = useState(request.costCenter ?? '');
  const [failed, setFailed] = useState(false);
  // Cost centres are a business's bookkeeping: offered to its members (and kept visible on a
  // draft that already has one).
  const withCostCenter = Boolean(membership) || Boolean(request.costCenter);
  const titleError = title.trim() ? undefined : t('details.titleRequired');
  const changed =
    title !== request.title ||
    message !== (request.message ?? '') ||
    costCenter !== (request.costCenter ?? '');
  const submit = () => {
    if (titleError) return;
    setFailed(false);
    onSave({ title: title.trim(), message: message.trim(), costCenter: costCenter.trim() }).catch(
      () => setFailed(true),
    );
  };
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      noValidate
      gap="3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="request-details-form"
    >
      <Field.Root required invalid={Boolean(titleError)}>
        <Field.Label>{t('details.title')}</Field.Label>
        <Input value={title} maxLength={TITLE_MAX} onChange={(e) => setTitle(e.target.value)} />
        {titleError && <Field.ErrorText>{titleError}</Field.ErrorText>}
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('details.message')}</Field.Label>
        <Textarea
          value={message}
          maxLength={MESSAGE_MAX}
          placeholder={t('details.messagePlaceholder')}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field.Root>
      {withCostCenter && (
        <Field.Root>
          <Field.Label>{t('details.costCenter')}</Field.Label>
          <Input
            value={costCenter}
            maxLength={COST_CENTER_MAX}
            placeholder={t('details.costCenterPlaceholder')}
            onChange={(e) => setCostCenter(e.target.value)}
          />
          <Field.HelperText>{t('details.costCenterHelp')}</Field.HelperText>
        </Field.Root>
      )}
      {failed && (
        <Text color="fg.error" role="alert">
          {t('details.saveFailed')}
        </Text>
      )}
      <Button
        type="submit"
        size="sm"
        variant="outline"
        alignSelf="start"
        disabled={!changed || Boolean(titleError)}
        loading={saving}
      >
        {t('details.save')}
      </Button>
    </chakra.form>
  );
}
