// What the signing step's review shows and sends, decided without React: the documents with the
// pages where the signer's own fields are, the level the request asks of the signer (quality and
// legislation set by the sender) and whether the signer holds it (GET
// /v3/user/signature-qualities-detail), and the placements of the sign call with the chosen
// visual signature.
import type { Legislation } from '@generated/model/legislation';
import type { Signature } from '@generated/model/signature';
import type { SignatureQualitiesDetail } from '@generated/model/signatureQualitiesDetail';
import type { SignatureQualityDetailReason } from '@generated/model/signatureQualityDetailReason';
import type { SignatureRequest } from '@generated/model/signatureRequest';
import type { SignRequestItem } from '@generated/model/signRequestItem';
import { availableLegislations, isAvailable } from '@/lib/signature-levels';

export interface ReviewDocument {
  id: string;
  name: string;
  pages: number;
  /** Pages holding the signer's own fields, ascending, each once. */
  fieldPages: number[];
  fields: number;
}

export function reviewDocuments(
  request: Pick<SignatureRequest, 'documents'>,
  own: Pick<Signature, 'documentSignatures'>,
): ReviewDocument[] {
  return request.documents.map((document) => {
    const fields = own.documentSignatures.filter((p) => p.documentId === document.id);
    return {
      id: document.id,
      name: document.title || document.name,
      pages: document.pages,
      fieldPages: [...new Set(fields.map((p) => p.page))].sort((a, b) => a - b),
      fields: fields.length,
    };
  });
}

export interface ReviewLevel {
  quality: Signature['quality'];
  /** The legislation asked for, or the ones the signer holds the quality under when any applies. */
  legislations: Legislation[];
  available: boolean;
  reason?: SignatureQualityDetailReason;
}

/** Levels the server checks against the signer's grants (seal goes through sealAccountName). */
const CHECKED = new Set(['ses', 'aes', 'aesMinimal', 'qes']);

export function reviewLevel(
  own: Pick<Signature, 'quality' | 'legislation'>,
  detail: Pick<SignatureQualitiesDetail, 'qualities'> | undefined,
): ReviewLevel {
  const { quality } = own;
  const legislation = own.legislation ?? null;
  // aesMinimal is granted with aes (server rules: the advanced group).
  const asked = quality === 'aesMinimal' ? 'aes' : quality;
  if (!CHECKED.has(quality)) {
    return { quality, legislations: legislation ? [legislation] : [], available: true };
  }
  const available = isAvailable(detail, asked, legislation);
  const legislations = legislation
    ? [legislation]
    : quality === 'ses'
      ? []
      : availableLegislations(detail, asked);
  if (available) return { quality, legislations, available };
  const entry = detail?.qualities.find(
    (q) => q.quality === asked && (!legislation || !q.legislation || q.legislation === legislation),
  );
  return { quality, legislations, available, reason: entry?.reason ?? 'identification_required' };
}

/** The placements of the sign call: the sender's fields, with the chosen visual signature. */
export function signPlacements(
  own: Pick<Signature, 'documentSignatures'>,
  visualSignatureId?: string,
): NonNullable<SignRequestItem['documentSignatures']> | undefined {
  if (!visualSignatureId) return undefined;
  return own.documentSignatures.map((p) => ({
    documentId: p.documentId,
    page: p.page,
    x: p.x,
    y: p.y,
    width: p.width,
    height: p.height,
    visualSignatureId,
  }));
}

/** One level the signer may sign at (the asked one, or a higher one the signer can use). */
export interface LevelOption {
  quality: Signature['quality'];
  legislation: Legislation | null;
}

/** Simple < advanced < qualified (the server's rule of a chosen level). */
const RANK: Partial<Record<Signature['quality'], number>> = {
  ses: 0,
  aes: 1,
  aesMinimal: 1,
  qes: 2,
};

/**
 * The levels the signer may choose in the review, lowest (the asked one) first: every level the
 * server says is available (GET /v3/user/signature-qualities-detail) at or above the asked
 * quality, under the asked legislation when the sender named one. None for a seal or a Part 11
 * request (signed as asked) and none when nothing fits (the level is unavailable).
 */
export function levelOptions(
  own: Pick<Signature, 'quality' | 'legislation'>,
  detail: Pick<SignatureQualitiesDetail, 'qualities'> | undefined,
): LevelOption[] {
  const asked = RANK[own.quality];
  if (asked === undefined || !detail) return [];
  const legislation = own.legislation ?? null;
  return detail.qualities
    .filter(
      (entry) =>
        entry.available &&
        (RANK[entry.quality] ?? -1) >= asked &&
        (entry.quality === 'ses' || !legislation || entry.legislation === legislation),
    )
    .map((entry) => ({
      // The asked aesMinimal is what an available aes gives at that rank.
      quality:
        entry.quality === 'aes' && own.quality === 'aesMinimal' ? 'aesMinimal' : entry.quality,
      legislation: entry.quality === 'ses' ? null : (entry.legislation ?? null),
    }))
    .sort((a, b) => (RANK[a.quality] ?? 0) - (RANK[b.quality] ?? 0));
}

/** A stable key of an option (radio values). */
export const optionKey = (option: LevelOption) =>
  `${option.quality}${option.legislation ? `.${option.legislation}` : ''}`;

/** What the sign call says of the chosen level: only what differs from the asked level. */
export function levelChoice(
  own: Pick<Signature, 'quality' | 'legislation'>,
  option: LevelOption | undefined,
): Pick<SignRequestItem, 'quality' | 'legislation'> {
  if (!option) return {};
  const choice: Pick<SignRequestItem, 'quality' | 'legislation'> = {};
  if (option.quality !== own.quality) choice.quality = option.quality as SignRequestItem['quality'];
  if (option.legislation && option.legislation !== (own.legislation ?? null)) {
    choice.legislation = option.legislation;
  }
  return choice;
}
