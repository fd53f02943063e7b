// One visual signature in the list: how it looks, its label, and what can be done with it.
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { VisualSignature } from '@generated/model/visualSignature';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SignatureImage } from './signature-image';
import { IMAGE_TYPES, useSignatureActions } from './use-signature-actions';

export function SignatureCard({
  signature,
  onEdit,
}: {
  signature: VisualSignature;
  onEdit: () => void;
}) {
  const { t } = useTranslation('visual-signatures');
  const actions = useSignatureActions();
  const file = useRef<HTMLInputElement>(null);
  const saved = !signature.placeholder;
  const ignore = () => undefined; // failures are reported by a snackbar
  return (
    <Card.Root variant="outline" bg="white" data-testid="signature-card">
      <Card.Body>
        <Stack gap="3">
          <SignatureImage signature={signature} />
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{signature.alias || signature.name}</Text>
            {signature.default && <Badge colorPalette="brand">{t('card.default')}</Badge>}
            {signature.placeholder && <Badge>{t('card.placeholder')}</Badge>}
            {signature.hasCustomImage && (
              <Badge colorPalette="purple">{t('card.customImage')}</Badge>
            )}
          </HStack>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={onEdit}>
              {saved ? t('card.edit') : t('card.save')}
            </Button>
            {saved && !signature.default && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => actions.makeDefault(signature).catch(ignore)}
              >
                {t('card.makeDefault')}
              </Button>
            )}
            {saved && (
              <Button size="sm" variant="outline" onClick={() => file.current?.click()}>
                {signature.hasCustomImage ? t('card.replaceImage') : t('card.uploadImage')}
              </Button>
            )}
            {signature.hasCustomImage && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => actions.removeImage(signature).catch(ignore)}
              >
                {t('card.removeImage')}
              </Button>
            )}
            {saved && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={() => actions.remove(signature)}
              >
                {t('card.delete')}
              </Button>
            )}
          </HStack>
          <input
            ref={file}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            hidden
            aria-label={t('card.uploadImage')}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) actions.uploadImage(signature, chosen).catch(ignore);
            }}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
