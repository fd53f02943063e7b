// One chosen file: its name and size, where its upload stands, and why it failed.
import { Badge, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_MEGABYTES } from './file-checks';
import type { UploadItem } from './upload-queue';

const STATUS_COLOR = {
  invalid: 'red',
  waiting: 'gray',
  uploading: 'blue',
  done: 'green',
  failed: 'red',
} as const;

export function formatSize(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${megabytes.toLocaleString(locale, { maximumFractionDigits: 1 })} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale)} KB`;
}

export function UploadFileRow({
  item,
  onRemove,
  onRetry,
}: {
  item: UploadItem;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation('documents');
  return (
    <Stack gap="2" p="3" borderWidth="1px" rounded="md" bg="bg" data-testid="upload-item">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Stack gap="0" minW="0" flex="1">
          <Text fontWeight="medium" truncate>
            {item.file.name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatSize(item.file.size, i18n.language)}
            {item.document && ` · ${t('upload.pages', { count: item.document.pages })}`}
          </Text>
        </Stack>
        <Badge colorPalette={STATUS_COLOR[item.status]} data-testid="upload-status">
          {t(`upload.status.${item.status}`)}
        </Badge>
        {item.status === 'failed' && (
          <Button size="xs" variant="outline" onClick={onRetry}>
            {t('upload.retry')}
          </Button>
        )}
        {item.status !== 'uploading' && (
          <Button size="xs" variant="ghost" onClick={onRemove} aria-label={t('upload.remove')}>
            {t('upload.remove')}
          </Button>
        )}
      </HStack>
      {item.status === 'uploading' && (
        <Progress.Root
          value={null}
          size="xs"
          colorPalette="brand"
          aria-label={t('upload.status.uploading')}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {item.problem && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t(`upload.errors.${item.problem}`, { size: MAX_UPLOAD_MEGABYTES })}
        </Text>
      )}
    </Stack>
  );
}
