// A zone to drop PDFs on, with a button that opens the file dialog: the upload screen's (several
// files) and the public verification's (one file). The texts come from the caller's namespace.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type DragEvent } from 'react';

/** What the file dialog offers: PDF by type and by extension (some systems name no type). */
export const PDF_ACCEPT = 'application/pdf,.pdf';

export interface PdfDropZoneProps {
  onFiles: (files: File[]) => void;
  /** Several files at once (the dialog and a drop); otherwise the first one only. */
  multiple?: boolean;
  disabled?: boolean;
  texts: { drop: string; hint: string; choose: string };
}

export function PdfDropZone({ onFiles, multiple, disabled, texts }: PdfDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    const chosen = multiple ? files : files.slice(0, 1);
    if (chosen.length && !disabled) onFiles(chosen);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };
  return (
    <Box
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'brand.solid' : 'border.emphasized'}
      bg={over ? 'brand.subtle' : 'bg.subtle'}
      rounded="lg"
      p={{ base: 5, md: 10 }}
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
          {texts.drop}
        </Text>
        <Text color="fg.muted">{texts.hint}</Text>
        <Button
          colorPalette="brand"
          variant="outline"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {texts.choose}
        </Button>
        <input
          ref={input}
          type="file"
          accept={PDF_ACCEPT}
          multiple={multiple}
          hidden
          data-testid="file-input"
          aria-label={texts.choose}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
      </Stack>
    </Box>
  );
}
