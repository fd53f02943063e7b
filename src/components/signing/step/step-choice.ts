// What the signer has chosen in the signing step, kept apart from React: the field visited, the
// level, the seal, the signature adopted and the consent as a reducer, and what follows from them
// (the level in force, what is still missing) down to the decision "Sign" hands on.
import type { Legislation } from '@generated/model/legislation';
import type { Signature } from '@generated/model/signature';
import type { UserSealListItemsItem } from '@generated/model/userSealListItemsItem';
import type { AdoptedSignature } from './adopt-signature';
import { optionKey, type LevelOption, type ReviewLevel } from './review-model';

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

export type Missing = 'loading' | 'level' | 'signature' | 'seal' | 'consent';

export interface StepChoice {
  /** The position in the tour of the signer's fields. */
  current: number;
  levelKey?: string;
  sealName?: string;
  adopted: AdoptedSignature | null;
  consent: boolean;
}

export type StepAction =
  | { type: 'visit'; current: number }
  | { type: 'level'; levelKey: string }
  | { type: 'seal'; sealName: string }
  | { type: 'adopt'; adopted: AdoptedSignature | null }
  | { type: 'consent'; consent: boolean };

export const initialStepChoice: StepChoice = { current: 0, adopted: null, consent: false };

export function stepReducer(choice: StepChoice, action: StepAction): StepChoice {
  switch (action.type) {
    case 'visit':
      return { ...choice, current: action.current };
    case 'level':
      return { ...choice, levelKey: action.levelKey };
    case 'seal':
      return { ...choice, sealName: action.sealName };
    case 'adopt':
      return { ...choice, adopted: action.adopted };
    case 'consent':
      return { ...choice, consent: action.consent };
  }
}

/** What the choice amounts to: the level in force, the seal, what is missing, the decision. */
export function stepChosen(
  choice: StepChoice,
  context: { own: Signature; level: StepLevel; seals: readonly UserSealListItemsItem[] },
) {
  const { own, level, seals } = context;
  // A seal or Part 11 request has no choice: it is signed at the asked level. While the
  // qualities load, nothing is said to be missing (and signing waits).
  const choosable = own.quality !== 'seal' && own.quality !== 'part11';
  const { options } = level;
  const judged: ReviewLevel =
    level.loading || (choosable && options.length > 0)
      ? { ...level.judged, available: true, reason: undefined }
      : level.judged;
  const chosen = options.find((o) => optionKey(o) === choice.levelKey) ?? options[0];
  const sealing = own.quality === 'seal';
  const seal = seals.find((s) => s.accountName === choice.sealName) ?? seals[0];
  const { adopted, consent } = choice;
  let missing: Missing | undefined;
  if (sealing) missing = !seal ? 'seal' : !consent ? 'consent' : undefined;
  else if (level.loading) missing = 'loading';
  else if (!judged.available) missing = 'level';
  else if (!adopted) missing = 'signature';
  else if (!consent) missing = 'consent';
  let decision: StepDecision | undefined;
  if (!missing)
    decision = sealing ? { seal: seal!.accountName } : { adopted: adopted!, level: chosen };
  return { judged, chosen, sealing, seal, missing, decision };
}

/**
 * The legislations a level is named with. A simple signature names the request's legislation,
 * the law the whole request is under; a request under none is signed with a simple signature
 * both laws recognise, and says so.
 */
export function namedLegislations(
  quality: string,
  legislations: readonly (Legislation | null | undefined)[],
  requestLegislation?: Legislation | null,
): readonly (Legislation | null | undefined)[] {
  if (legislations.some(Boolean) || quality !== 'ses') return legislations;
  return requestLegislation ? [requestLegislation] : ['zertes', 'eidas'];
}
