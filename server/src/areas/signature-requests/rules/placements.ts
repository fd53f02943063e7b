// Where signature fields may go, besides "on a document of
// the request, on one of its pages, inside it" (input.ts signerErrors): a field may have any shape
// (the visual signature is scaled into it, its aspect kept, centred), but not be smaller than
// MIN_PLACEMENT_WIDTH x MIN_PLACEMENT_HEIGHT, below which the stamp is no longer legible; and no
// field overlaps another field on the same page of the same document, whoever signs it, so no
// stamp hides another. Pure; the pointers are those of the body checked.
import type { FieldError } from '../../../domain-errors.ts';

/** A signature field: a box on one page of one document of the request, in points. */
export interface Placement {
  documentId: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Smallest field, in points: the visual signature scaled into 40 x 20 is still readable. */
export const MIN_PLACEMENT_WIDTH = 40;
export const MIN_PLACEMENT_HEIGHT = 20;

/** The field error of a placement smaller than the smallest field, or undefined. */
export function sizeError(p: Pick<Placement, 'width' | 'height'>, at: string) {
  const narrow = p.width < MIN_PLACEMENT_WIDTH;
  if (!narrow && p.height >= MIN_PLACEMENT_HEIGHT) return undefined;
  return {
    pointer: `${at}/${narrow ? 'width' : 'height'}`,
    detail: `the field (${p.width}x${p.height}) is smaller than ${MIN_PLACEMENT_WIDTH}x${MIN_PLACEMENT_HEIGHT} points`,
    code: 'placement_too_small',
  } satisfies FieldError;
}

/** Whether two fields share area on the same page of the same document (touching is fine). */
export function overlap(a: Placement, b: Placement): boolean {
  return (
    a.documentId === b.documentId &&
    a.page === b.page &&
    a.x < b.x + b.width &&
    b.x < a.x + a.width &&
    a.y < b.y + b.height &&
    b.y < a.y + a.height
  );
}

/** A field and where it stands: a pointer into the body, or a field already stored. */
export interface PlacedField {
  placement: Placement;
  /** Pointer of a field of the body; undefined for a field stored before. */
  pointer?: string;
}

/**
 * One error per field of the body that overlaps a field listed before it (of the body or
 * stored): the later field is the one to move. Stored fields are not checked among themselves.
 */
export function overlapErrors(fields: PlacedField[]): FieldError[] {
  const errors: FieldError[] = [];
  fields.forEach((field, index) => {
    if (field.pointer === undefined) return;
    const other = fields.slice(0, index).find((f) => overlap(f.placement, field.placement));
    if (!other) return;
    errors.push({
      pointer: field.pointer,
      detail: `overlaps ${other.pointer ? `the field at ${other.pointer}` : 'a field already placed'} on page ${field.placement.page}`,
      code: 'placement_overlap',
    });
  });
  return errors;
}
