// Which signature level (quality and legislation) a user may use, from
// GET /v3/user/signature-qualities-detail, and the default that never promises more: the stored
// preference when it is available, otherwise the highest available level (qes, then aes, then
// ses; docs/product.md#states-quality "Highest signature quality of a user: none when the e-mail is unverified;
// otherwise qes …, aes, ses, else none"). Shared by the settings page, the visual-signature
// editor and the signing step.
import type { Legislation } from '@generated/model/legislation';
import type { SignatureQualitiesDetail } from '@generated/model/signatureQualitiesDetail';
import type { SignatureQuality } from '@generated/model/signatureQuality';

/** The levels a person chooses between; seal and part11 are set by others. */
export const CHOOSABLE_QUALITIES = ['ses', 'aes', 'qes'] as const;
export type ChoosableQuality = (typeof CHOOSABLE_QUALITIES)[number];
export const LEGISLATIONS = ['eidas', 'zertes'] as const satisfies readonly Legislation[];

export interface Level {
  quality: ChoosableQuality;
  legislation: Legislation;
}

/** True when the user can sign at `quality` under `legislation` now (ses: under any). */
export function isAvailable(
  detail: Pick<SignatureQualitiesDetail, 'qualities'> | undefined,
  quality: SignatureQuality,
  legislation?: Legislation | null,
): boolean {
  if (!detail) return false;
  return detail.qualities.some(
    (entry) =>
      entry.available &&
      entry.quality === quality &&
      (quality === 'ses' ||
        !legislation ||
        !entry.legislation ||
        entry.legislation === legislation),
  );
}

/** The legislations under which `quality` is available. */
export function availableLegislations(
  detail: Pick<SignatureQualitiesDetail, 'qualities'> | undefined,
  quality: SignatureQuality,
): Legislation[] {
  return LEGISLATIONS.filter((legislation) => isAvailable(detail, quality, legislation));
}

/**
 * The default level: `stored` when it is available, else the highest available quality (under the
 * stored legislation when possible); ses when nothing is (an unconfirmed e-mail: none at all).
 */
export function defaultLevel(
  detail: Pick<SignatureQualitiesDetail, 'qualities'> | undefined,
  stored: { quality?: string; legislation?: string },
): Level {
  const preferred = LEGISLATIONS.find((l) => l === stored.legislation);
  const storedQuality = CHOOSABLE_QUALITIES.find((q) => q === stored.quality);
  const pickLegislation = (quality: ChoosableQuality): Legislation => {
    const open = availableLegislations(detail, quality);
    return preferred && open.includes(preferred) ? preferred : (open[0] ?? preferred ?? 'eidas');
  };
  if (
    storedQuality &&
    isAvailable(detail, storedQuality, storedQuality === 'ses' ? null : (preferred ?? null))
  ) {
    if (storedQuality === 'ses' || (preferred && isAvailable(detail, storedQuality, preferred))) {
      return { quality: storedQuality, legislation: pickLegislation(storedQuality) };
    }
  }
  for (const quality of ['qes', 'aes', 'ses'] as const) {
    if (isAvailable(detail, quality)) return { quality, legislation: pickLegislation(quality) };
  }
  return { quality: 'ses', legislation: preferred ?? 'eidas' };
}
