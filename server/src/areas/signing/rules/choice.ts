// The level a signer chooses at signing time (SignRequestItem.quality and .legislation): the
// sender asks a quality (and maybe a legislation) of each signer; the signer may sign at that
// level or a higher one (simple < advanced < qualified), under the asked legislation when the
// sender named one, and only at a level the signer can use now (the availability of GET
// /v3/user/signature-qualities-detail, checked by the caller with `isChoiceAvailable`). Seals and
// Part 11 signatures are the sender's (or the business's) decision and are never changed. Pure.
import { ruleViolated, type FieldError } from '../../../domain-errors.ts';
import type { Schemas } from '../../handler.ts';
import type { Legislation, Quality } from '../../signature-requests/index.ts';

export type ChoosableQuality = NonNullable<Schemas['SignRequestItem']['quality']>;

export interface Level {
  quality: Quality;
  legislation: Legislation | null;
}

/** Simple < advanced (aes, aesMinimal, part11) < qualified. */
const RANK: Record<Quality, number> = {
  ses: 0,
  aes: 1,
  aesMinimal: 1,
  part11: 1,
  qes: 2,
  seal: 3,
};

const notChoosable = (pointer: string, detail: string) =>
  ruleViolated(`This signature level cannot be chosen: ${detail}.`, 'quality_not_choosable', [
    { pointer, detail, code: 'quality_not_choosable' },
  ]);

/**
 * The level to sign at: `asked` when the item chooses nothing, else the item's choice, checked
 * against the asked level (422 quality_not_choosable with the pointer of the field at fault).
 * `chosen` tells whether the signer changed anything.
 */
export function chosenLevel(
  asked: Level,
  item: { quality?: ChoosableQuality; legislation?: Legislation },
  pointer: string,
): Level & { chosen: boolean } {
  if (item.quality === undefined && item.legislation === undefined) {
    return { ...asked, chosen: false };
  }
  const field = item.quality !== undefined ? 'quality' : 'legislation';
  if (asked.quality === 'seal' || asked.quality === 'part11') {
    throw notChoosable(
      `${pointer}/${field}`,
      `the sender asked for a ${asked.quality} signature, which is signed as asked`,
    );
  }
  const quality: Quality = item.quality ?? asked.quality;
  if (RANK[quality] < RANK[asked.quality]) {
    throw notChoosable(
      `${pointer}/quality`,
      `is below the ${asked.quality} signature the sender asked for`,
    );
  }
  if (quality === 'ses') {
    if (item.legislation !== undefined) {
      throw notChoosable(`${pointer}/legislation`, 'a simple signature has no legislation');
    }
    return { quality, legislation: null, chosen: quality !== asked.quality };
  }
  if (item.legislation && asked.legislation && item.legislation !== asked.legislation) {
    throw notChoosable(
      `${pointer}/legislation`,
      `the sender asked for a signature under ${asked.legislation}`,
    );
  }
  const legislation = item.legislation ?? asked.legislation;
  return {
    quality,
    legislation,
    chosen: quality !== asked.quality || legislation !== asked.legislation,
  };
}

type Detail = Pick<Schemas['SignatureQualityDetail'], 'quality' | 'legislation' | 'available'>;

/**
 * Whether the qualities detail of the signer (GET /v3/user/signature-qualities-detail) lets them
 * sign at `level` now: aesMinimal and part11 are advanced signatures (the detail lists aes); with
 * no legislation, any legislation the quality is available under will do.
 */
export function isChoiceAvailable(qualities: Detail[], level: Level): boolean {
  const quality = level.quality === 'ses' || level.quality === 'qes' ? level.quality : 'aes';
  return qualities.some(
    (entry) =>
      entry.available &&
      entry.quality === quality &&
      (quality === 'ses' || !level.legislation || entry.legislation === level.legislation),
  );
}

/** 422 quality_unavailable on the chosen field: the signer cannot use that level (yet). */
export function choiceUnavailable(level: Level, pointer: string, field: string): never {
  const detail = `you cannot sign at ${level.quality}${level.legislation ? ` (${level.legislation})` : ''} now: an identification is required`;
  const error: FieldError = { pointer: `${pointer}/${field}`, detail, code: 'quality_unavailable' };
  throw ruleViolated(
    `This signature level is not available to you: ${detail}.`,
    'quality_unavailable',
    [error],
  );
}
