// Drop one PDF on the zone or choose it with the file dialog.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

export function VerifyDropZone({
  onFile,
  disabled,
}: {
  onFile: (file: File) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('verify');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const [file] = Array.from(event.dataTransfer.files);
    if (file && !disabled) onFile(file);
  };
  return (
    <Box
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'brand.solid' : 'border.emphasized'}
      bg={over ? 'brand.subtle' : 'bg.subtle'}
      rounded="lg"
      p={{ base: 5, md: 8 }}
      textAlign="center"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Stack gap="3" align="center">
        <Text fontSize="lg" fontWeight="semibold">
          {t('drop')}
        </Text>
        <Text color="fg.muted">{t('private')}</Text>
        <Button
          colorPalette="brand"
          variant="outline"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {t('choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          hidden
          aria-label={t('choose')}
          onChange={(event) => {
            const [file] = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </Stack>
    </Box>
  );
}
