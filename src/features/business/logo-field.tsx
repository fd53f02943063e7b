// The company-branding logo of the settings form. The admin gives the https
// address of the logo (BusinessLogoSource); the server takes the image from there once, when the
// settings are saved, and serves it from its own origin (pages only load images from there). So
// the field is the address, and the preview is the logo the service keeps (`kept`, from the
// settings answer), never the customer's address. An address the server could not take comes
// back as a translated error on this field (422 with the pointer …/logo/sourceUrl).
import { Button, Field, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import type { BusinessLogo } from '@generated/model/businessLogo';
import type { BusinessLogoSource } from '@generated/model/businessLogoSource';
import type { FieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** The logo the settings answer gives (kept and served by the service), for the preview. */
export interface LogoFieldOptions {
  kept: BusinessLogo | null;
}

/** The field's errors: the form's own (a malformed address) and the server's. */
function errorsOf(props: FieldProps<BusinessLogoSource | null>): string[] {
  const schema = props.errorSchema as
    { __errors?: string[]; sourceUrl?: { __errors?: string[] } } | undefined;
  return [...(schema?.__errors ?? []), ...(schema?.sourceUrl?.__errors ?? [])];
}

export function LogoField(props: FieldProps<BusinessLogoSource | null>) {
  const { t } = useTranslation('business');
  const kept = (props.uiSchema?.['ui:options'] as LogoFieldOptions | undefined)?.kept ?? null;
  const address = props.formData?.sourceUrl ?? '';
  const errors = errorsOf(props);
  const id = `${props.fieldPathId.$id}-source`;
  const change = (value: string) =>
    props.onChange(value.trim() ? { sourceUrl: value.trim() } : null, props.fieldPathId.path);
  const showsKept = kept !== null && kept.sourceUrl === address;
  return (
    <Stack gap="3">
      <Field.Root invalid={errors.length > 0} ids={{ control: id }}>
        <Field.Label>{t('settings.branding.url')}</Field.Label>
        <HStack gap="2" wrap="wrap" align="start" w="full">
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            value={address}
            maxW="md"
            onChange={(event) => change(event.currentTarget.value)}
          />
          {address && (
            <Button size="sm" variant="outline" onClick={() => change('')}>
              {t('settings.branding.remove')}
            </Button>
          )}
        </HStack>
        <Field.HelperText>{t('settings.branding.help')}</Field.HelperText>
        {errors.map((error) => (
          <Field.ErrorText key={error}>{error}</Field.ErrorText>
        ))}
      </Field.Root>
      {showsKept ? (
        <HStack gap="3" wrap="wrap" data-testid="logo-preview">
          <Image
            // Our own copy, at twice the height it is shown in.
            src={`${kept.url}&height=128`}
            alt={t('settings.branding.preview')}
            maxH="16"
            maxW="full"
            objectFit="contain"
          />
          <Text fontSize="sm" color="fg.muted">
            {t('settings.branding.size', { width: kept.width, height: kept.height })}
          </Text>
        </HStack>
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="logo-state">
          {address ? t('settings.branding.takenOnSave') : t('settings.branding.none')}
        </Text>
      )}
    </Stack>
  );
}
