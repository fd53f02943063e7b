// The signer's own fields in the order the signing step visits them ("the document's
// pages with the signer's own fields highlighted and visited in order"): document by document as
// the request lists them, on each page by page, then from the top down and from left to right —
// the order in which a person reads the pages. Pure, so the order and the moves are tested alone.
import type { Signature } from '@generated/model/signature';
import type { SignatureRequest } from '@generated/model/signatureRequest';

export interface TourField {
  /** Stable key of the field (also its marker's id on the page). */
  key: string;
  /** 1-based position in the tour ("Field 1 of 2"). */
  number: number;
  documentId: string;
  documentName: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export function fieldTour(
  request: Pick<SignatureRequest, 'documents'>,
  own: Pick<Signature, 'id' | 'documentSignatures'>,
): TourField[] {
  const order = new Map(request.documents.map((document, index) => [document.id, index]));
  const names = new Map(request.documents.map((d) => [d.id, d.title || d.name]));
  return (
    own.documentSignatures
      .map((placement, index) => ({ placement, index }))
      // A placement on a document the request no longer holds has nothing to show.
      .filter(({ placement }) => order.has(placement.documentId))
      .sort(
        (a, b) =>
          order.get(a.placement.documentId)! - order.get(b.placement.documentId)! ||
          a.placement.page - b.placement.page ||
          a.placement.y - b.placement.y ||
          a.placement.x - b.placement.x,
      )
      .map(({ placement, index }, position) => ({
        key: `${own.id}-field-${index}`,
        number: position + 1,
        documentId: placement.documentId,
        documentName: names.get(placement.documentId) ?? '',
        page: placement.page,
        x: placement.x,
        y: placement.y,
        width: placement.width,
        height: placement.height,
      }))
  );
}

/** The position the guide moves to when asked for `position`: within the tour's fields. */
export const fieldAt = (position: number, count: number) =>
  Math.min(Math.max(position, 0), Math.max(count - 1, 0));
