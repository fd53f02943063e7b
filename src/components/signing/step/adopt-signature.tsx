// "Your signature" in the signing step: the signer adopts the signature that goes into their
// fields — one of their saved visual signatures (account holders), or a new one typed (the name
// set in a handwriting-like font, prefilled), drawn on the pad, or uploaded as a picture. What is
// adopted is handed to `onChange` (null while nothing usable is there); each way keeps its own
// work while the signer switches between them.
import { RadioGroup, Stack, Tabs, Text } from '@chakra-ui/react';
import type { VisualSignature } from '@generated/model/visualSignature';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignaturePad } from './signature-pad';
import { SignatureUpload } from './signature-upload';

export type NewSignatureWay = 'type' | 'draw' | 'upload';
export type AdoptWay = 'saved' | NewSignatureWay;

export type AdoptedSignature =
  | { kind: 'saved'; id: string }
  | { kind: 'new'; how: NewSignatureWay; image: () => Promise<Blob | null> };

type Image = (() => Promise<Blob | null>) | null;

export function AdoptSignature({
  saved,
  defaultName,
  keeps,
  onChange,
}: {
  /** The account's saved visual signatures, default first (none for a direct-link signer). */
  saved: VisualSignature[];
  defaultName: string;
  /** A new signature is kept as the signer's visual signature (account), else used once. */
  keeps: boolean;
  onChange: (adopted: AdoptedSignature | null) => void;
}) {
  const { t } = useTranslation('signing');
  const usable = saved.filter((signature) => !signature.placeholder);
  const ways: AdoptWay[] = usable.length
    ? ['saved', 'type', 'draw', 'upload']
    : ['type', 'draw', 'upload'];
  const [chosenWay, setWay] = useState<AdoptWay>();
  const [chosenId, setSavedId] = useState<string>();
  // Until the signer picks, a saved signature (the default one) is offered first — also when
  // the saved ones arrive after the step opened.
  const way = chosenWay ?? ways[0];
  const savedId = chosenId ?? (usable.find((s) => s.default) ?? usable[0])?.id;
  const [images, setImages] = useState<Record<NewSignatureWay, Image>>({
    type: null,
    draw: null,
    upload: null,
  });
  // One stable handler per way, so the pads' effects do not run again on every render.
  const take = useMemo(() => {
    const set = (how: NewSignatureWay) => (image: Image) =>
      setImages((now) => (now[how] === image ? now : { ...now, [how]: image }));
    return { type: set('type'), draw: set('draw'), upload: set('upload') };
  }, []);

  useEffect(() => {
    if (way === 'saved') onChange(savedId ? { kind: 'saved', id: savedId } : null);
    else onChange(images[way] ? { kind: 'new', how: way, image: images[way]! } : null);
  }, [way, savedId, images, onChange]);

  return (
    <Stack gap="3" as="section" aria-labelledby="adopt-heading" data-testid="adopt-signature">
      <Text as="h3" fontWeight="semibold" id="adopt-heading">
        {t('adopt.heading')}
      </Text>
      <Tabs.Root
        value={way}
        onValueChange={(details) => setWay(details.value as AdoptWay)}
        size="sm"
        variant="enclosed"
        fitted
      >
        <Tabs.List aria-label={t('adopt.how')}>
          {ways.map((option) => (
            <Tabs.Trigger key={option} value={option}>
              {t(`adopt.${option}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {usable.length > 0 && (
          <Tabs.Content value="saved">
            <RadioGroup.Root
              value={savedId}
              onValueChange={(details) => details.value && setSavedId(details.value)}
              aria-label={t('adopt.savedLabel')}
            >
              <Stack gap="2">
                {usable.map((signature) => (
                  <RadioGroup.Item key={signature.id} value={signature.id}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      {signature.alias || signature.name}
                      {signature.default ? ` (${t('review.default')})` : ''}
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </Tabs.Content>
        )}
        <Tabs.Content value="type">
          <SignaturePad mode="type" defaultName={defaultName} onChange={take.type} />
        </Tabs.Content>
        <Tabs.Content value="draw">
          <SignaturePad mode="draw" defaultName={defaultName} onChange={take.draw} />
        </Tabs.Content>
        <Tabs.Content value="upload">
          <SignatureUpload onChange={take.upload} />
        </Tabs.Content>
      </Tabs.Root>
      {way !== 'saved' && (
        <Text fontSize="sm" color="fg.muted" data-testid="adopt-use">
          {keeps ? t('adopt.keeps') : t('adopt.once')}
        </Text>
      )}
    </Stack>
  );
}
