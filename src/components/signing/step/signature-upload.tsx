// "Upload" in the signing step's adopt panel: a picture of the signer's signature (a scan or a
// photo, PNG or JPEG, at most 5 MB like a visual signature's custom image). The picture is shown
// as it will be used and fitted into the visual signature's proportions (600x280 px, centred, on
// a transparent ground) as a PNG, so what is sent is small whatever was chosen; where the browser
// cannot draw it (no canvas) the file itself is used. A wrong type or size is said at once.
import { Box, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAD_HEIGHT, PAD_WIDTH } from './pad-strokes';

/** The server's bound for a signature picture (visual-signatures rules/image.ts). */
export const MAX_SIGNATURE_PICTURE_BYTES = 5 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg'];

export type UploadProblem = 'type' | 'size' | 'unreadable';

/** Why a chosen file cannot be the signature, or nothing when it can. */
export function uploadProblem(file: Pick<File, 'type' | 'size'>): UploadProblem | undefined {
  if (!TYPES.includes(file.type)) return 'type';
  if (file.size > MAX_SIGNATURE_PICTURE_BYTES) return 'size';
  return undefined;
}

/** The picture fitted into the pad's size as a PNG; the file itself where nothing can draw it. */
async function fitted(file: File, url: string): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext?.('2d');
  if (!context || typeof canvas.toBlob !== 'function') return file;
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } catch {
    return null;
  }
  canvas.width = PAD_WIDTH;
  canvas.height = PAD_HEIGHT;
  const factor = Math.min(PAD_WIDTH / image.naturalWidth, PAD_HEIGHT / image.naturalHeight);
  const width = image.naturalWidth * factor;
  const height = image.naturalHeight * factor;
  context.drawImage(image, (PAD_WIDTH - width) / 2, (PAD_HEIGHT - height) / 2, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

export function SignatureUpload({
  onChange,
}: {
  onChange: (image: (() => Promise<Blob | null>) | null) => void;
}) {
  const { t } = useTranslation('signing');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [url, setUrl] = useState<string>();
  const [problem, setProblem] = useState<UploadProblem>();

  useEffect(() => {
    if (!file) {
      onChange(null);
      return undefined;
    }
    const address = URL.createObjectURL(file);
    setUrl(address);
    onChange(() => fitted(file, address));
    return () => URL.revokeObjectURL(address);
  }, [file, onChange]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const why = uploadProblem(chosen);
    setProblem(why);
    setFile(why ? undefined : chosen);
    if (why) setUrl(undefined);
  };

  return (
    <Stack gap="2">
      <Field.Root invalid={!!problem}>
        <Field.Label>{t('adopt.uploadLabel')}</Field.Label>
        <Input
          ref={input}
          type="file"
          accept={TYPES.join(',')}
          p="1"
          onChange={(event) => choose(event.target.files?.[0])}
          data-testid="signature-upload"
        />
        {problem ? (
          <Field.ErrorText>{t(`adopt.uploadProblem.${problem}`)}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('adopt.uploadHint')}</Field.HelperText>
        )}
      </Field.Root>
      {file && url ? (
        <Stack gap="1">
          <Box
            borderWidth="1px"
            borderStyle="dashed"
            borderColor="gray.500"
            rounded="md"
            bg="white"
            maxW="420px"
            style={{ aspectRatio: `${PAD_WIDTH} / ${PAD_HEIGHT}` }}
            display="flex"
            alignItems="center"
            justifyContent="center"
          >
            <img
              src={url}
              alt={t('adopt.uploadPreview', { name: file.name })}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
              onError={() => {
                setProblem('unreadable');
                setFile(undefined);
              }}
              data-testid="signature-upload-preview"
            />
          </Box>
          <Button
            size="xs"
            variant="outline"
            alignSelf="start"
            onClick={() => {
              setFile(undefined);
              setUrl(undefined);
              if (input.current) input.current.value = '';
            }}
          >
            {t('adopt.uploadRemove')}
          </Button>
        </Stack>
      ) : (
        !problem && (
          <Text fontSize="sm" color="fg.muted">
            {t('adopt.uploadNone')}
          </Text>
        )
      )}
    </Stack>
  );
}
