// Where signature fields may go (issue 11 point 2), besides "on a document of the request, on one
// of its pages, inside it" (input.ts signerErrors): a field keeps the shape of the visual
// signature — seed 000 §3 "Default size 300x140" — within a tolerance, so the stamp drawn into
// it is not squeezed; and no field overlaps another field on the same page of the same document,
// whoever signs it, so no stamp hides another. Pure; the pointers are those of the body checked.
import type { FieldError } from '../../../domain-errors.ts';
import type { Placement } from './input.ts';

/** Width : height of the visual signature, seed 000 §3 "Default size 300x140". */
export const PLACEMENT_RATIO = 300 / 140;
/** How far (relative) a field's width : height may be from PLACEMENT_RATIO. */
export const PLACEMENT_RATIO_TOLERANCE = 0.1;

/** The field error of a placement whose shape is not the visual signature's, or undefined. */
export function ratioError(p: Pick<Placement, 'width' | 'height'>, at: string) {
  const ratio = p.width / p.height;
  if (Math.abs(ratio / PLACEMENT_RATIO - 1) <= PLACEMENT_RATIO_TOLERANCE) return undefined;
  return {
    pointer: `${at}/height`,
    detail: `the field (${p.width}x${p.height}) must keep the visual signature's shape 300x140 (width : height ${PLACEMENT_RATIO.toFixed(2)} within ${PLACEMENT_RATIO_TOLERANCE * 100} %)`,
    code: 'placement_ratio',
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
