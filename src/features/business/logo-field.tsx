// The company-branding logo of the settings form: the contract keeps a logo as the address it
// is served from with its size in pixels (BusinessLogo url, width, height), or null. The admin
// gives the address; the size is read from the image itself, and a preview shows what mails and
// the direct signing page will show.
import { Button, Field, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import type { BusinessLogo } from '@generated/model/businessLogo';
import type { FieldProps } from '@rjsf/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Loads an image to learn its natural size; rejects when the address is no image. */
export function imageSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new window.Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('not an image'));
    image.src = url;
  });
}

export function LogoField(props: FieldProps<BusinessLogo | null>) {
  const { t } = useTranslation('business');
  const logo = props.formData ?? null;
  const [url, setUrl] = useState(logo?.url ?? '');
  const [failed, setFailed] = useState(false);
  // The stored address may stop serving the image (it is the admin's own host): the preview then
  // says so instead of showing a broken picture.
  const [unreachable, setUnreachable] = useState<string | null>(null);
  const apply = async () => {
    setFailed(false);
    if (!url.trim()) {
      props.onChange(null, props.fieldPathId.path);
      return;
    }
    try {
      const size = await imageSize(url.trim());
      props.onChange({ url: url.trim(), ...size }, props.fieldPathId.path);
    } catch {
      setFailed(true);
    }
  };
  return (
    <Stack gap="3">
      <Field.Root invalid={failed}>
        <Field.Label>{t('settings.branding.url')}</Field.Label>
        <HStack gap="2" wrap="wrap" align="start">
          <Input
            type="url"
            value={url}
            maxW="md"
            onChange={(event) => setUrl(event.currentTarget.value)}
            onBlur={() => void apply()}
          />
          {logo && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setUrl('');
                props.onChange(null, props.fieldPathId.path);
              }}
            >
              {t('settings.branding.remove')}
            </Button>
          )}
        </HStack>
        <Field.HelperText>{t('settings.branding.help')}</Field.HelperText>
        {failed && <Field.ErrorText>{t('settings.branding.notImage')}</Field.ErrorText>}
      </Field.Root>
      {logo && unreachable === logo.url ? (
        <Text fontSize="sm" color="fg.muted" data-testid="logo-unreachable">
          {t('settings.branding.unreachable')}
        </Text>
      ) : logo ? (
        <HStack gap="3" wrap="wrap">
          <Image
            src={logo.url}
            alt={t('settings.branding.preview')}
            maxH="16"
            maxW="full"
            onError={() => setUnreachable(logo.url)}
          />
          <Text fontSize="sm" color="fg.muted">
            {t('settings.branding.size', { width: logo.width, height: logo.height })}
          </Text>
        </HStack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('settings.branding.none')}
        </Text>
      )}
    </Stack>
  );
}
