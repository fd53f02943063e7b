// The signing step's review (issue 11 point 3): what is signed (each document, its pages and the
// pages holding the signer's fields), at which level (the quality and legislation the request
// asks, or a higher one the signer chooses among those the server says the signer can use), with
// which visual signature (a saved one, or one drawn or typed on the signature pad), and a consent
// sentence naming the chosen level. Only when a level is available and consent is given can the
// signer sign.
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  Heading,
  Link,
  List,
  Portal,
  RadioGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { Signature } from '@generated/model/signature';
import type { SignatureQualitiesDetail } from '@generated/model/signatureQualitiesDetail';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import type { UserSealListItemsItem } from '@generated/model/userSealListItemsItem';
import type { VisualSignature } from '@generated/model/visualSignature';
import { Link as RouterLink } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  levelOptions,
  optionKey,
  reviewDocuments,
  reviewLevel,
  type LevelOption,
} from './review-model';
import { SealChoice } from './seal-choice';
import { SignaturePad } from './signature-pad';

export type VisualChoice =
  { kind: 'saved'; id: string } | { kind: 'new'; image: () => Promise<Blob | null> };

const NEW = 'new';

/** What the signer decided in the review. */
export interface ReviewDecision {
  /** The visual signature (personal signatures). */
  visual?: VisualChoice;
  /** The chosen level, when the request's level may be chosen. */
  level?: LevelOption;
  /** The seal's account name (a request asking a seal). */
  seal?: string;
}

export function SignReview({
  request,
  own,
  detail,
  loadingLevel = false,
  signatures,
  seals = [],
  loadingSeals = false,
  defaultName,
  busy,
  onCancel,
  onSign,
}: {
  request: SignatureRequest;
  own: Signature;
  detail?: SignatureQualitiesDetail;
  /** The qualities are still loading: the level is not judged yet. */
  loadingLevel?: boolean;
  /** The signer's saved visual signatures (default first). */
  signatures: VisualSignature[];
  /** The seals the signer may apply (a request asking a seal). */
  seals?: UserSealListItemsItem[];
  loadingSeals?: boolean;
  defaultName: string;
  busy: boolean;
  onCancel: () => void;
  onSign: (decision: ReviewDecision) => void;
}) {
  const { t } = useTranslation('signing');
  const documents = reviewDocuments(request, own);
  const judged = reviewLevel(own, detail);
  // While the qualities load, nothing is said to be missing (and signing waits).
  const options = levelOptions(own, detail);
  // A seal or Part 11 request has no choice: it is signed at the asked level.
  const choosable = own.quality !== 'seal' && own.quality !== 'part11';
  const level =
    loadingLevel || (choosable && options.length > 0)
      ? { ...judged, available: true, reason: undefined }
      : judged;
  const [levelKey, setLevelKey] = useState<string | undefined>(undefined);
  const chosen = options.find((o) => optionKey(o) === levelKey) ?? options[0];
  const saved = signatures.filter((s) => !s.placeholder);
  const [visual, setVisual] = useState<string>(
    () => (saved.find((s) => s.default) ?? saved[0])?.id ?? NEW,
  );
  const [drawn, setDrawn] = useState<(() => Promise<Blob | null>) | null>(null);
  const [consent, setConsent] = useState(false);
  const takeDrawing = useCallback(
    (image: (() => Promise<Blob | null>) | null) => setDrawn(() => image),
    [],
  );
  const describe = (quality: string, legislations: string[]) => {
    const name = t(`level.${quality}`);
    const under = legislations.map((l) => t(`legislation.${l}`)).join(' / ');
    return under ? t('level.under', { level: name, legislation: under }) : name;
  };
  const optionName = (option: LevelOption) =>
    describe(option.quality, option.legislation ? [option.legislation] : []);
  const fullLevel = chosen ? optionName(chosen) : describe(level.quality, level.legislations);
  const sealing = own.quality === 'seal';
  const [sealName, setSealName] = useState<string | undefined>(undefined);
  const seal = seals.find((s) => s.accountName === sealName) ?? seals[0];
  const ready = sealing
    ? seal !== undefined && consent
    : !loadingLevel && level.available && consent && (visual !== NEW || drawn !== null);
  const sign = () => {
    if (!ready) return;
    if (sealing) {
      onSign({ seal: seal!.accountName });
      return;
    }
    onSign({
      visual: visual === NEW ? { kind: 'new', image: drawn! } : { kind: 'saved', id: visual },
      level: chosen,
    });
  };

  return (
    <Dialog.Root
      open
      preventScroll={false}
      size={{ base: 'full', md: 'lg' }}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      onOpenChange={(details) => !details.open && onCancel()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="sign-review">
            <Dialog.Header>
              <Dialog.Title>{t('review.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Stack gap="2" as="section" aria-labelledby="review-documents">
                  <Heading as="h3" size="sm" id="review-documents">
                    {t('review.documents', { count: documents.length })}
                  </Heading>
                  <List.Root gap="1" ps="5">
                    {documents.map((document) => (
                      <List.Item key={document.id} data-testid="review-document">
                        <Text as="span" fontWeight="semibold">
                          {document.name}
                        </Text>{' '}
                        <Text as="span" color="fg.muted" fontSize="sm">
                          {t('review.pages', { count: document.pages })}
                          {' · '}
                          {document.fields > 0
                            ? t('review.fields', {
                                count: document.fields,
                                pages: document.fieldPages.join(', '),
                              })
                            : t('review.noFields')}
                        </Text>
                      </List.Item>
                    ))}
                  </List.Root>
                </Stack>

                {sealing ? (
                  <Stack gap="2" as="section" aria-labelledby="review-seal">
                    <Heading as="h3" size="sm" id="review-seal">
                      {t('seal.heading')}
                    </Heading>
                    <SealChoice
                      seals={seals}
                      loading={loadingSeals}
                      value={seal?.accountName}
                      onChange={setSealName}
                      disabled={busy}
                    />
                  </Stack>
                ) : (
                  <>
                    <Stack gap="2" as="section" aria-labelledby="review-level">
                      <Heading as="h3" size="sm" id="review-level">
                        {t('review.level')}
                      </Heading>
                      {options.length > 1 ? (
                        <RadioGroup.Root
                          value={chosen ? optionKey(chosen) : undefined}
                          onValueChange={(details) => details.value && setLevelKey(details.value)}
                          aria-labelledby="review-level"
                          disabled={busy}
                          data-testid="level-choice"
                        >
                          <Stack gap="2">
                            {options.map((option) => (
                              <RadioGroup.Item key={optionKey(option)} value={optionKey(option)}>
                                <RadioGroup.ItemHiddenInput />
                                <RadioGroup.ItemIndicator />
                                <RadioGroup.ItemText>
                                  <Badge colorPalette="green" me="2">
                                    {t(`level.short.${option.quality}`)}
                                  </Badge>
                                  {optionName(option)}
                                  {option.quality === own.quality &&
                                  (option.legislation === (own.legislation ?? null) ||
                                    !own.legislation)
                                    ? ` (${t('review.asked')})`
                                    : ''}
                                </RadioGroup.ItemText>
                              </RadioGroup.Item>
                            ))}
                          </Stack>
                        </RadioGroup.Root>
                      ) : (
                        <Text>
                          <Badge colorPalette={level.available ? 'green' : 'orange'} me="2">
                            {t(`level.short.${chosen?.quality ?? level.quality}`)}
                          </Badge>
                          {fullLevel}
                        </Text>
                      )}
                      {options.length > 1 && (
                        <Text fontSize="sm" color="fg.muted">
                          {t('review.levelHint')}
                        </Text>
                      )}
                      {!level.available && (
                        <Alert.Root status="warning" size="sm" data-testid="level-unavailable">
                          <Alert.Indicator />
                          <Alert.Content>
                            <Alert.Title>
                              {t(`unavailable.${level.reason ?? 'identification_required'}`)}
                            </Alert.Title>
                            {level.reason !== 'email_not_verified' && (
                              <Alert.Description>
                                <Link asChild color="brand.fg" fontWeight="semibold">
                                  <RouterLink to="/profile/signature-standards">
                                    {t('unavailable.identify')}
                                  </RouterLink>
                                </Link>
                              </Alert.Description>
                            )}
                          </Alert.Content>
                        </Alert.Root>
                      )}
                    </Stack>

                    <Stack gap="2" as="section" aria-labelledby="review-visual">
                      <Heading as="h3" size="sm" id="review-visual">
                        {t('review.visual')}
                      </Heading>
                      <RadioGroup.Root
                        value={visual}
                        onValueChange={(details) => details.value && setVisual(details.value)}
                        aria-labelledby="review-visual"
                      >
                        <Stack gap="2">
                          {saved.map((signature) => (
                            <RadioGroup.Item key={signature.id} value={signature.id}>
                              <RadioGroup.ItemHiddenInput />
                              <RadioGroup.ItemIndicator />
                              <RadioGroup.ItemText>
                                {signature.alias || signature.name}
                                {signature.default ? ` (${t('review.default')})` : ''}
                              </RadioGroup.ItemText>
                            </RadioGroup.Item>
                          ))}
                          <RadioGroup.Item value={NEW}>
                            <RadioGroup.ItemHiddenInput />
                            <RadioGroup.ItemIndicator />
                            <RadioGroup.ItemText>{t('review.drawNew')}</RadioGroup.ItemText>
                          </RadioGroup.Item>
                        </Stack>
                      </RadioGroup.Root>
                      {visual === NEW && (
                        <SignaturePad defaultName={defaultName} onChange={takeDrawing} />
                      )}
                    </Stack>
                  </>
                )}

                <Checkbox.Root
                  checked={consent}
                  onCheckedChange={(details) => setConsent(details.checked === true)}
                  disabled={sealing ? seal === undefined : !level.available}
                  alignItems="flex-start"
                  data-testid="sign-consent"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="1" />
                  <Checkbox.Label>
                    {sealing
                      ? t('seal.consent', {
                          count: documents.length,
                          seal: seal?.displayName ?? '',
                        })
                      : t('review.consent', { count: documents.length, level: fullLevel })}
                  </Checkbox.Label>
                </Checkbox.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {t('review.cancel')}
              </Button>
              <Button
                colorPalette="brand"
                onClick={sign}
                disabled={!ready}
                loading={busy}
                data-testid="sign-confirm"
              >
                {t(sealing ? 'seal.sign' : 'review.sign', { count: documents.length })}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label={t('review.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
