// The fields the sender is placing for the next signer, before the signer is added: several per
// document and per page. Pure list operations (each returns a new list) so the editor's rules are
// tested without React; `key` identifies a field while it is edited.
import type { Document } from '@generated/model/document';
import {
  MIN_BOX_HEIGHT,
  MIN_BOX_WIDTH,
  overlaps,
  type Box,
} from '@/components/document-viewer/box-geometry';
import type { PagePoint } from '@/components/document-viewer/viewer-types';
import {
  defaultPlacement,
  placementAt,
  SIGNATURE_HEIGHT,
  SIGNATURE_WIDTH,
  withBox,
  type Placement,
} from './signature-placement';

export interface Field extends Placement {
  key: string;
}

type Doc = Pick<Document, 'id' | 'pages' | 'pageSizes'>;

let counter = 0;
const nextKey = () => `field-${(counter += 1)}`;

const plain = ({ key: _key, ...placement }: Field): Placement => placement;

/** A field where the sender clicked (centred, on the page, snapped). */
export function addFieldAt(fields: Field[], document: Doc, point: PagePoint): Field[] {
  return [...fields, { key: nextKey(), ...placementAt(document, point) }];
}

/** A field in the first free default slot of `page` (default: the last page). */
export function addDefaultField(
  fields: Field[],
  document: Doc,
  taken: Placement[],
  page?: number,
): Field[] {
  const placement = defaultPlacement(document, [...taken, ...fields.map(plain)], page);
  return [...fields, { key: nextKey(), ...placement }];
}

/** The field `key` with a new box (a drag, a resize or an arrow key). */
export function changeField(fields: Field[], documents: Doc[], key: string, box: Box): Field[] {
  return fields.map((field) => {
    if (field.key !== key) return field;
    const document = documents.find((d) => d.id === field.document_id);
    return document ? { key, ...withBox(document, field, box) } : field;
  });
}

export function removeField(fields: Field[], key: string): Field[] {
  return fields.filter((field) => field.key !== key);
}

/** The fields as the contract's placements. */
export const fieldPlacements = (fields: Field[]): Placement[] => fields.map(plain);

const boxOf = (p: Placement) => ({
  x: p.x,
  y: p.y,
  width: p.width ?? SIGNATURE_WIDTH,
  height: p.height ?? SIGNATURE_HEIGHT,
});

/**
 * Keys of the fields that overlap another field on the same page of the same document (another
 * of the new fields or one of a signer already added): the server refuses them
 * (422 placement_overlap), so the editor marks them and does not send them.
 */
export function overlappingKeys(fields: Field[], taken: Placement[]): Set<string> {
  const keys = new Set<string>();
  const samePage = (a: Placement, b: Placement) =>
    a.document_id === b.document_id && a.page === b.page;
  for (const field of fields) {
    const others = [...taken, ...fields.filter((other) => other.key !== field.key)];
    if (others.some((other) => samePage(field, other) && overlaps(boxOf(field), boxOf(other)))) {
      keys.add(field.key);
    }
  }
  return keys;
}

/**
 * Keys of the fields smaller than the smallest field the server accepts (422
 * placement_too_small): the editor never makes one, but a page smaller than that could.
 */
export function tooSmallKeys(fields: Field[]): Set<string> {
  const small = fields.filter((field) => {
    const box = boxOf(field);
    return box.width < MIN_BOX_WIDTH || box.height < MIN_BOX_HEIGHT;
  });
  return new Set(small.map((field) => field.key));
}

/** What the editor says when the server refuses a field: its placement codes in words. */
const PLACEMENT_PROBLEMS: Record<string, string> = {
  placement_too_small: 'signers.tooSmall',
  placement_overlap: 'signers.overlap',
  placement_outside_page: 'signers.outsidePage',
};

/** The `requests` text for a refused placement (a 422 placement_* code), else undefined. */
export function placementProblemKey(code: string | undefined): string | undefined {
  return code ? PLACEMENT_PROBLEMS[code] : undefined;
}
