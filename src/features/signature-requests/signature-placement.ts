// Where a signer's signature fields go (the contract's document_signatures, PDF points from the
// page's top-left corner). A new field has the visual signature's proportions (docs/product.md#entities-visual-signature
// "Default size 300x140"); resized, it may take any shape from 40 x 20 points (the server scales
// the visual signature into it). The default sits inside the page margins, above the footer band
// and beside the fields already placed; a clicked one is centred on the click, kept on the page
// and snapped.
import type { Document } from '@generated/model/document';
import type { Signature } from '@generated/model/signature';
import type { SignatureCreateDocumentSignaturesItem } from '@generated/model/signatureCreateDocumentSignaturesItem';
import {
  keepOnPage,
  overlaps,
  snapToPage,
  type Box,
} from '@/components/document-viewer/box-geometry';
import type { PagePoint } from '@/components/document-viewer/viewer-types';
import { A4 } from '@/components/document-viewer/viewer-types';

export const SIGNATURE_WIDTH = 300;
export const SIGNATURE_HEIGHT = 140;
/** Width / height of a new field: the visual signature's natural shape. */
export const SIGNATURE_RATIO = SIGNATURE_WIDTH / SIGNATURE_HEIGHT;
/** Distance from the page edges of the default placement, in points (half an inch). */
export const PAGE_MARGIN = 36;
/** Band at the bottom of a page kept free for footers and page numbers (one inch). */
export const FOOTER_HEIGHT = 72;
/** Gap between default fields placed beside or above each other. */
export const SLOT_GAP = 12;

export type Placement = SignatureCreateDocumentSignaturesItem;
type Doc = Pick<Document, 'id' | 'pages' | 'pageSizes'>;

export const pageSize = (document: Pick<Document, 'pageSizes'>, page: number) =>
  document.pageSizes?.[page - 1] ?? A4;

const boxOf = (p: Placement): Box => ({
  x: p.x,
  y: p.y,
  width: p.width ?? SIGNATURE_WIDTH,
  height: p.height ?? SIGNATURE_HEIGHT,
});

const placed = (document: Pick<Document, 'id'>, page: number, box: Box): Placement => ({
  document_id: document.id,
  page,
  x: Math.round(box.x),
  y: Math.round(box.y),
  width: Math.round(box.width),
  height: Math.round(box.height),
});

/** The places a default field may take on a page, best first: bottom right, then up, then left. */
export function defaultSlots(size: { width: number; height: number }): Box[] {
  const box = keepOnPage({ x: 0, y: 0, width: SIGNATURE_WIDTH, height: SIGNATURE_HEIGHT }, size);
  const left = PAGE_MARGIN;
  const right = Math.max(left, size.width - PAGE_MARGIN - box.width);
  const top = PAGE_MARGIN;
  const bottom = Math.max(top, size.height - FOOTER_HEIGHT - box.height);
  const slots: Box[] = [];
  for (let x = right; x >= left - 0.5; x -= box.width + SLOT_GAP) {
    for (let y = bottom; y >= top - 0.5; y -= box.height + SLOT_GAP) {
      slots.push({ ...box, x, y });
    }
  }
  return slots.length > 0 ? slots : [{ ...box, x: right, y: bottom }];
}

/**
 * The default field of a document: on `page` (default the last), in the first slot that overlaps
 * none of `taken` (fields of any signer on that document), else in the first slot.
 */
export function defaultPlacement(document: Doc, taken: Placement[] = [], page?: number): Placement {
  const number = Math.min(Math.max(1, page ?? document.pages), Math.max(1, document.pages));
  const others = taken.filter((p) => p.document_id === document.id && p.page === number).map(boxOf);
  const slots = defaultSlots(pageSize(document, number));
  const free = slots.find((slot) => !others.some((other) => overlaps(slot, other)));
  return placed(document, number, free ?? slots[0]);
}

/** A field centred on the clicked point, kept on the page and snapped to its edges and margins. */
export function placementAt(document: Pick<Document, 'id' | 'pageSizes'>, point: PagePoint) {
  const size = pageSize(document, point.page);
  const box = keepOnPage(
    {
      x: point.x - SIGNATURE_WIDTH / 2,
      y: point.y - SIGNATURE_HEIGHT / 2,
      width: SIGNATURE_WIDTH,
      height: SIGNATURE_HEIGHT,
    },
    size,
  );
  return placed(document, point.page, snapToPage(box, size, PAGE_MARGIN));
}

/** The placement with a new box (after a drag, a resize or a key), kept on its page. */
export function withBox(document: Pick<Document, 'id' | 'pageSizes'>, p: Placement, box: Box) {
  return placed(document, p.page, keepOnPage(box, pageSize(document, p.page)));
}

/** Every field of the signers already on the request, in the shape of a new placement. */
export function takenPlacements(signatures: Pick<Signature, 'documentSignatures'>[]): Placement[] {
  return signatures.flatMap((signature) =>
    signature.documentSignatures.map((p) => ({
      document_id: p.documentId,
      page: p.page,
      x: p.x,
      y: p.y,
      width: p.width,
      height: p.height,
    })),
  );
}

/**
 * The fields of the next signer: the ones the sender placed, plus the default field on every
 * document where none was placed (each document gets the signature), beside the taken ones.
 */
export function placementsFor(
  documents: Doc[],
  fields: Placement[],
  taken: Placement[] = [],
): Placement[] {
  const result: Placement[] = [];
  for (const document of documents) {
    const own = fields.filter((p) => p.document_id === document.id);
    result.push(...(own.length > 0 ? own : [defaultPlacement(document, taken)]));
  }
  return result;
}
