// Hand-built form: files chosen or dropped and checked one by one, then a title; not a JSON request body.
// /upload: choose or drop PDFs, each is checked and uploaded (POST /v3/documents), then a DRAFT
// signature request is created with them (POST /v3/signature-requests; title from the first
// file, editable) and the caller opens it.
import { chakra, Button, Card, Field, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { useCreateSignatureRequest } from '@generated/api/signature-requests/signature-requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/shell/frame/screen-frame';
import { ApiError } from '@/lib/api-client';
import { titleFromFileName, TITLE_MAX_LENGTH } from './request-title';
import { UploadFileRow } from './upload-file-row';
import { readyToCreate, uploadedDocuments, uploadProgress } from './upload-queue';
import { useUploadQueue } from './use-upload-queue';
import { PdfDropZone } from '@/components/pdf-drop-zone';
import { MAX_UPLOAD_MEGABYTES } from './file-checks';

export function createErrorKey(error: unknown): string {
  if (error instanceof ApiError && error.problem?.code === 'no_free_signatures') {
    return 'create.noFreeSignatures';
  }
  return 'create.failed';
}

export function UploadScreen({ onCreated }: { onCreated: (requestId: string) => void }) {
  const { t } = useTranslation(['documents', 'routes']);
  const { items, dispatch } = useUploadQueue();
  const [edited, setEdited] = useState<string | undefined>(undefined);
  const create = useCreateSignatureRequest();
  const first = items.find((item) => item.status !== 'invalid');
  const title = edited ?? (first ? titleFromFileName(first.file.name) : '');
  const progress = uploadProgress(items);
  const documents = uploadedDocuments(items);
  const titleError = documents.length > 0 && !title.trim() ? t('create.titleRequired') : undefined;
  const submit = () => {
    if (!readyToCreate(items) || !title.trim()) return;
    create.mutate(
      { data: { title: title.trim(), documents: documents.map((document) => document.id) } },
      { onSuccess: ({ data }) => onCreated(data.id) },
    );
  };
  return (
    <ScreenFrame title={t('routes:upload')}>
      <Stack gap="5" maxW="3xl">
        <PdfDropZone
          multiple
          texts={{
            drop: t('upload.drop'),
            hint: t('upload.limits', { size: MAX_UPLOAD_MEGABYTES }),
            choose: t('upload.choose'),
          }}
          onFiles={(files) => dispatch({ type: 'add', files })}
        />
        {progress.total > 0 && (
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted" data-testid="upload-progress">
              {t('upload.progress', progress)}
            </Text>
            <Progress.Root
              value={(progress.done / progress.total) * 100}
              size="sm"
              colorPalette="brand"
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        )}
        {items.length > 0 && (
          <Stack gap="2" data-testid="upload-list">
            {items.map((item) => (
              <UploadFileRow
                key={item.key}
                item={item}
                onRemove={() => dispatch({ type: 'remove', key: item.key })}
                onRetry={() => dispatch({ type: 'retry', key: item.key })}
              />
            ))}
          </Stack>
        )}
        {items.length > 0 && (
          <Card.Root variant="outline">
            <Card.Body>
              <chakra.form
                display="flex"
                flexDirection="column"
                noValidate
                gap="4"
                onSubmit={(event) => {
                  event.preventDefault();
                  submit();
                }}
              >
                <Field.Root required invalid={Boolean(titleError)}>
                  <Field.Label>{t('create.title')}</Field.Label>
                  <Input
                    name="title"
                    value={title}
                    maxLength={TITLE_MAX_LENGTH}
                    onChange={(event) => setEdited(event.target.value)}
                    data-testid="request-title"
                  />
                  <Field.HelperText>{t('create.titleHint')}</Field.HelperText>
                  {titleError && <Field.ErrorText>{titleError}</Field.ErrorText>}
                </Field.Root>
                {create.error && (
                  <Text color="fg.error" role="alert">
                    {t(createErrorKey(create.error))}
                  </Text>
                )}
                <Button
                  type="submit"
                  colorPalette="brand"
                  alignSelf="start"
                  disabled={!readyToCreate(items) || Boolean(titleError)}
                  loading={create.isPending}
                  data-testid="create-request"
                >
                  {t('create.submit', { count: documents.length })}
                </Button>
              </chakra.form>
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
    </ScreenFrame>
  );
}

export default UploadScreen;
