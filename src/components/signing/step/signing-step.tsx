// The signing step: the one component every signer goes through —
// account holders on /view/{id}, direct-link signers on /direct-sign/{id}/{key}, delegates (either
// of the two) and sealers. It shows the documents' pages with the signer's own fields highlighted
// and visited in order, the level (asked, or chosen among those the signer holds), the signature
// the signer adopts (saved, typed, drawn or uploaded; a seal's own image for a seal), and a
// consent sentence naming the level and its legislation. Only when the level can be used, a
// signature is adopted and consent is given does "Sign" sign; the flow behind it (TAN, step-up,
// identification, the overlays of the answers) belongs to the caller.
import {
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  Heading,
  HStack,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { Document } from '@generated/model/document';
import type { Signature } from '@generated/model/signature';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import type { UserSealListItemsItem } from '@generated/model/userSealListItemsItem';
import type { VisualSignature } from '@generated/model/visualSignature';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadPage } from '@/components/document-viewer/viewer-types';
import { AdoptSignature, type AdoptedSignature } from './adopt-signature';
import { fieldAt, fieldTour } from './field-tour';
import { LevelSection, useLevelName } from './level-section';
import { optionKey, type LevelOption, type ReviewLevel } from './review-model';
import { SealChoice } from './seal-choice';
import { FieldGuide, StepPages } from './step-pages';

/** What the signer decided in the step. */
export interface StepDecision {
  /** The signature adopted for the fields (personal signatures). */
  adopted?: AdoptedSignature;
  /** The chosen level, when the request's level may be chosen. */
  level?: LevelOption;
  /** The seal's account name (a request asking a seal). */
  seal?: string;
}

/** The level part of the step: the choices, the asked level judged, and whether it loads. */
export interface StepLevel {
  /** The levels the signer may choose, the asked one first (none: signed as asked). */
  options: LevelOption[];
  judged: ReviewLevel;
  loading: boolean;
}

type Missing = 'loading' | 'level' | 'signature' | 'seal' | 'consent';

/** What a screen's stage (an account's, a direct-link signer's) hands on to the step. */
export type SigningStageProps = Pick<
  SigningStepProps,
  'request' | 'own' | 'defaultName' | 'busy' | 'onCancel' | 'onSign'
>;

export interface SigningStepProps {
  request: SignatureRequest;
  own: Signature;
  pageLoader: (document: Document) => LoadPage;
  level: StepLevel;
  /** Where to get identified when the level cannot be used yet. */
  identify?: ReactNode;
  /** The account's saved visual signatures, default first (none for a direct-link signer). */
  saved?: VisualSignature[];
  /** A new signature is kept as the account's visual signature (else used for this signing). */
  keepsSignature: boolean;
  seals?: UserSealListItemsItem[];
  loadingSeals?: boolean;
  defaultName: string;
  busy: boolean;
  onCancel: () => void;
  onSign: (decision: StepDecision) => void;
}

export function SigningStep({
  request,
  own,
  pageLoader,
  level,
  identify,
  saved = [],
  keepsSignature,
  seals = [],
  loadingSeals = false,
  defaultName,
  busy,
  onCancel,
  onSign,
}: SigningStepProps) {
  const { t } = useTranslation('signing');
  const levelName = useLevelName();
  const tour = useMemo(() => fieldTour(request, own), [request, own]);
  const [current, setCurrent] = useState(0);
  const count = request.documents.length;
  // A seal or Part 11 request has no choice: it is signed at the asked level. While the
  // qualities load, nothing is said to be missing (and signing waits).
  const choosable = own.quality !== 'seal' && own.quality !== 'part11';
  const { options } = level;
  const judged: ReviewLevel =
    level.loading || (choosable && options.length > 0)
      ? { ...level.judged, available: true, reason: undefined }
      : level.judged;
  const [levelKey, setLevelKey] = useState<string>();
  const chosen = options.find((o) => optionKey(o) === levelKey) ?? options[0];
  // A simple signature names the request's legislation, the law the whole request is under; a
  // request under none is signed with a simple signature both laws recognise, and says so.
  const under = (quality: string, legislations: (LevelOption['legislation'] | undefined)[]) => {
    if (legislations.some(Boolean) || quality !== 'ses') return legislations;
    return request.legislation ? [request.legislation] : (['zertes', 'eidas'] as const);
  };
  const fullLevel = chosen
    ? levelName(chosen.quality, under(chosen.quality, [chosen.legislation]))
    : levelName(judged.quality, under(judged.quality, judged.legislations));
  const sealing = own.quality === 'seal';
  const [sealName, setSealName] = useState<string>();
  const seal = seals.find((s) => s.accountName === sealName) ?? seals[0];
  const [adopted, setAdopted] = useState<AdoptedSignature | null>(null);
  const [consent, setConsent] = useState(false);
  let missing: Missing | undefined;
  if (sealing) missing = !seal ? 'seal' : !consent ? 'consent' : undefined;
  else if (level.loading) missing = 'loading';
  else if (!judged.available) missing = 'level';
  else if (!adopted) missing = 'signature';
  else if (!consent) missing = 'consent';
  const sign = () => {
    if (missing) return;
    if (sealing) onSign({ seal: seal!.accountName });
    else onSign({ adopted: adopted!, level: chosen });
  };

  return (
    <Dialog.Root
      open
      preventScroll={false}
      size="full"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      closeOnEscape={!busy}
      onOpenChange={(details) => !details.open && onCancel()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="sign-review">
            <Dialog.Header pe="14">
              <Stack gap="0" minW="0">
                <Dialog.Title>{t('review.title')}</Dialog.Title>
                <Text color="fg.muted" wordBreak="break-word" data-testid="step-request-title">
                  {request.title}
                </Text>
              </Stack>
            </Dialog.Header>
            <Dialog.Body
              display="grid"
              gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 26rem' }}
              gap={{ base: '5', lg: '8' }}
              overflowY={{ base: 'auto', lg: 'hidden' }}
              alignContent={{ base: 'start', lg: 'stretch' }}
              pb="4"
            >
              {/* On a phone the body scrolls as one column (each part as tall as it is); from lg
                  on, the pages and the panel scroll side by side within the window. */}
              <Stack gap="3" minH={{ base: 'auto', lg: '0' }} minW="0">
                <FieldGuide
                  tour={tour}
                  current={current}
                  onMove={(position) => setCurrent(fieldAt(position, tour.length))}
                />
                <Stack
                  overflowY="auto"
                  // A phone's own window onto the pages, with the rest of the step below it.
                  h={{ base: '55dvh', lg: 'auto' }}
                  flex={{ base: 'none', lg: '1' }}
                  minH="0"
                  p="1"
                  bg="gray.50"
                  rounded="md"
                  // A scrolling region is reached by the keyboard too (axe scrollable-region-focusable).
                  tabIndex={0}
                  role="region"
                  aria-label={t('step.pagesLabel')}
                >
                  <StepPages
                    request={request}
                    tour={tour}
                    current={current}
                    pageLoader={pageLoader}
                  />
                </Stack>
              </Stack>
              <Stack
                gap="5"
                minW="0"
                overflowY={{ lg: 'auto' }}
                minH={{ base: 'auto', lg: '0' }}
                pe={{ lg: '1' }}
              >
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
                    <LevelSection
                      own={own}
                      options={options}
                      level={judged}
                      chosen={chosen}
                      onChoose={setLevelKey}
                      busy={busy}
                      identify={identify}
                      fullLevel={fullLevel}
                    />
                    <AdoptSignature
                      saved={saved}
                      defaultName={defaultName}
                      keeps={keepsSignature}
                      onChange={setAdopted}
                    />
                  </>
                )}
                <Checkbox.Root
                  checked={consent}
                  onCheckedChange={(details) => setConsent(details.checked === true)}
                  disabled={sealing ? seal === undefined : !judged.available}
                  alignItems="flex-start"
                  data-testid="sign-consent"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="1" />
                  <Checkbox.Label>
                    {sealing
                      ? t('seal.consent', { count, seal: seal?.displayName ?? '' })
                      : t('review.consent', {
                          count,
                          level: fullLevel,
                          // "an advanced …", "a qualified …": the article goes with the level.
                          article: t(`levelArticle.${chosen?.quality ?? judged.quality}`),
                        })}
                  </Checkbox.Label>
                </Checkbox.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer borderTopWidth="1px" flexWrap="wrap" gap="3">
              {missing && (
                <Text
                  fontSize="sm"
                  color="fg.muted"
                  flex="1"
                  minW="12rem"
                  data-testid="step-missing"
                >
                  {t(`step.missing.${missing}`)}
                </Text>
              )}
              <HStack gap="3" ms="auto">
                <Button variant="outline" onClick={onCancel} disabled={busy}>
                  {t('review.cancel')}
                </Button>
                <Button
                  colorPalette="brand"
                  onClick={sign}
                  disabled={!!missing}
                  loading={busy}
                  data-testid="sign-confirm"
                >
                  {t(sealing ? 'seal.sign' : 'review.sign', { count })}
                </Button>
              </HStack>
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
