// Choose PDFs with the file dialog or drop them on the zone; several at once.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_MEGABYTES, PDF_ACCEPT } from './file-checks';

export function FileDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation('documents');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length) onFiles(files);
  };
  return (
    <Box
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'brand.solid' : 'border.emphasized'}
      bg={over ? 'brand.subtle' : 'bg.subtle'}
      rounded="lg"
      p={{ base: 6, md: 10 }}
      textAlign="center"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="drop-zone"
    >
      <Stack gap="3" align="center">
        <Text fontSize="lg" fontWeight="semibold">
          {t('upload.drop')}
        </Text>
        <Text color="fg.muted">{t('upload.limits', { size: MAX_UPLOAD_MEGABYTES })}</Text>
        <Button colorPalette="brand" variant="outline" onClick={() => input.current?.click()}>
          {t('upload.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={PDF_ACCEPT}
          multiple
          hidden
          data-testid="file-input"
          aria-label={t('upload.choose')}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length) onFiles(files);
          }}
        />
      </Stack>
    </Box>
  );
}
