// The sender edits a draft's title and message (PUT /v3/signature-requests/{id}).
import { chakra, Button, Field, Input, Text, Textarea } from '@chakra-ui/react';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const TITLE_MAX = 255;
export const MESSAGE_MAX = 2000;

export function RequestDetailsForm({
  request,
  saving,
  onSave,
}: {
  request: SignatureRequest;
  saving: boolean;
  onSave: (title: string, message: string) => Promise<void>;
}) {
  const { t } = useTranslation('requests');
  const [title, setTitle] = useState(request.title);
  const [message, setMessage] = useState(request.message ?? '');
  const [failed, setFailed] = useState(false);
  const titleError = title.trim() ? undefined : t('details.titleRequired');
  const changed = title !== request.title || message !== (request.message ?? '');
  const submit = () => {
    if (titleError) return;
    setFailed(false);
    onSave(title.trim(), message.trim()).catch(() => setFailed(true));
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
