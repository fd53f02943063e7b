// The signing step's panel beside the pages: the seal to apply, or the level and the signature
// the signer adopts, then the consent sentence naming the level and its legislation.
import { Checkbox, Heading, Stack } from '@chakra-ui/react';
import type { Legislation } from '@generated/model/legislation';
import type { Signature } from '@generated/model/signature';
import type { UserSealListItemsItem } from '@generated/model/userSealListItemsItem';
import type { VisualSignature } from '@generated/model/visualSignature';
import { useCallback, type Dispatch, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdoptSignature, type AdoptedSignature } from './adopt-signature';
import { LevelSection, useLevelName } from './level-section';
import type { LevelOption, ReviewLevel } from './review-model';
import { SealChoice } from './seal-choice';
import { namedLegislations, type StepAction, type StepChoice } from './step-choice';

export interface StepPanelProps {
  own: Signature;
  /** How many documents the step signs. */
  count: number;
  choice: StepChoice;
  dispatch: Dispatch<StepAction>;
  options: LevelOption[];
  judged: ReviewLevel;
  chosen?: LevelOption;
  /** The law the whole request is under, if any: a simple signature is named with it. */
  requestLegislation?: Legislation | null;
  seals: UserSealListItemsItem[];
  seal?: UserSealListItemsItem;
  loadingSeals: boolean;
  identify?: ReactNode;
  saved: VisualSignature[];
  keepsSignature: boolean;
  defaultName: string;
  busy: boolean;
}

export function StepPanel(props: StepPanelProps) {
  const { own, count, choice, dispatch, judged, chosen, seal, busy } = props;
  const { t } = useTranslation('signing');
  const levelName = useLevelName();
  const quality = chosen?.quality ?? judged.quality;
  const legislations = chosen ? [chosen.legislation] : judged.legislations;
  // The level in words, with its legislation.
  const fullLevel = levelName(
    quality,
    namedLegislations(quality, legislations, props.requestLegislation),
  );
  const sealing = own.quality === 'seal';
  // Stable, as dispatch is: the adoption reports from an effect that depends on its handler.
  const adopt = useCallback(
    (adopted: AdoptedSignature | null) => dispatch({ type: 'adopt', adopted }),
    [dispatch],
  );
  return (
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
            seals={props.seals}
            loading={props.loadingSeals}
            value={seal?.accountName}
            onChange={(sealName) => dispatch({ type: 'seal', sealName })}
            disabled={busy}
          />
        </Stack>
      ) : (
        <>
          <LevelSection
            own={own}
            options={props.options}
            level={judged}
            chosen={chosen}
            onChoose={(levelKey) => dispatch({ type: 'level', levelKey })}
            busy={busy}
            identify={props.identify}
            fullLevel={fullLevel}
          />
          <AdoptSignature
            saved={props.saved}
            defaultName={props.defaultName}
            keeps={props.keepsSignature}
            onChange={adopt}
          />
        </>
      )}
      <Checkbox.Root
        checked={choice.consent}
        onCheckedChange={(details) =>
          dispatch({ type: 'consent', consent: details.checked === true })
        }
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
                article: t(`levelArticle.${quality}`),
              })}
        </Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
