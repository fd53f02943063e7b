// The signing step: the one component every signer goes through —
// account holders on /view/{id}, direct-link signers on /direct-sign/{id}/{key}, delegates (either
// of the two) and sealers. It shows the documents' pages with the signer's own fields highlighted
// and visited in order, the level (asked, or chosen among those the signer holds), the signature
// the signer adopts (saved, typed, drawn or uploaded; a seal's own image for a seal), and a
// consent sentence naming the level and its legislation. Only when the level can be used, a
// signature is adopted and consent is given does "Sign" sign; the flow behind it (TAN, step-up,
// identification, the overlays of the answers) belongs to the caller. What the signer chose is
// step-choice.ts; the panel beside the pages is step-panel.tsx.
import { CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { Document } from '@generated/model/document';
import type { Signature } from '@generated/model/signature';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import type { UserSealListItemsItem } from '@generated/model/userSealListItemsItem';
import type { VisualSignature } from '@generated/model/visualSignature';
import { useMemo, useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadPage } from '@/components/document-viewer/viewer-types';
import { fieldTour } from './field-tour';
import {
  initialStepChoice,
  stepChosen,
  stepReducer,
  type StepDecision,
  type StepLevel,
} from './step-choice';
import { StepFooter } from './step-footer';
import { StepPanel } from './step-panel';
import { StepPagesPane } from './step-pages-pane';

export type { StepDecision, StepLevel } from './step-choice';

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

export function SigningStep(props: SigningStepProps) {
  const { request, own, level, seals = [], busy, onCancel, onSign } = props;
  const { t } = useTranslation('signing');
  const tour = useMemo(() => fieldTour(request, own), [request, own]);
  const [choice, dispatch] = useReducer(stepReducer, initialStepChoice);
  const { judged, chosen, sealing, seal, missing, decision } = stepChosen(choice, {
    own,
    level,
    seals,
  });
  const count = request.documents.length;

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
              <StepPagesPane
                request={request}
                tour={tour}
                current={choice.current}
                onVisit={(current) => dispatch({ type: 'visit', current })}
                pageLoader={props.pageLoader}
              />
              <StepPanel
                own={own}
                identify={props.identify}
                keepsSignature={props.keepsSignature}
                defaultName={props.defaultName}
                busy={busy}
                count={count}
                choice={choice}
                dispatch={dispatch}
                options={level.options}
                judged={judged}
                chosen={chosen}
                requestLegislation={request.legislation}
                seals={seals}
                seal={seal}
                loadingSeals={props.loadingSeals ?? false}
                saved={props.saved ?? []}
              />
            </Dialog.Body>
            <StepFooter
              missing={missing}
              sealing={sealing}
              count={count}
              busy={busy}
              onCancel={onCancel}
              onSign={() => decision && onSign(decision)}
            />
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label={t('review.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
