// Where a signer's signature goes. Default: the last page of every document, bottom right
// (seed 000 §3 visual signature "Default size 300x140"); or where the sender clicked, kept
// inside the page.
import type { Document } from '@generated/model/document';
import type { SignatureCreateDocumentSignaturesItem } from '@generated/model/signatureCreateDocumentSignaturesItem';
import type { PagePoint } from '@/components/document-viewer/viewer-types';
import { A4 } from '@/components/document-viewer/viewer-types';

export const SIGNATURE_WIDTH = 300;
export const SIGNATURE_HEIGHT = 140;
/** Distance from the page edges of the default placement, in points (half an inch). */
export const PAGE_MARGIN = 36;

type Placement = SignatureCreateDocumentSignaturesItem;

const pageSize = (document: Pick<Document, 'pageSizes'>, page: number) =>
  document.pageSizes?.[page - 1] ?? A4;

/** The box at (x, y), moved so that it stays on the page. */
function onPage(document: Pick<Document, 'id' | 'pageSizes'>, page: number, x: number, y: number) {
  const size = pageSize(document, page);
  const width = Math.min(SIGNATURE_WIDTH, size.width);
  const height = Math.min(SIGNATURE_HEIGHT, size.height);
  return {
    document_id: document.id,
    page,
    x: Math.round(Math.min(Math.max(0, x), size.width - width)),
    y: Math.round(Math.min(Math.max(0, y), size.height - height)),
    width,
    height,
  };
}

/** Gap between the default boxes of several signers, stacked upwards from the bottom. */
export const SLOT_GAP = 12;

/** `slot` = how many signers are already placed: each further one sits above the last. */
export function defaultPlacement(
  document: Pick<Document, 'id' | 'pages' | 'pageSizes'>,
  slot = 0,
): Placement {
  const page = Math.max(1, document.pages);
  const size = pageSize(document, page);
  const step = SIGNATURE_HEIGHT + SLOT_GAP;
  const rows = Math.max(1, Math.floor((size.height - 2 * PAGE_MARGIN + SLOT_GAP) / step));
  return onPage(
    document,
    page,
    size.width - SIGNATURE_WIDTH - PAGE_MARGIN,
    size.height - SIGNATURE_HEIGHT - PAGE_MARGIN - (slot % rows) * step,
  );
}

/** A placement centred on the clicked point. */
export function placementAt(
  document: Pick<Document, 'id' | 'pageSizes'>,
  point: PagePoint,
): Placement {
  return onPage(
    document,
    point.page,
    point.x - SIGNATURE_WIDTH / 2,
    point.y - SIGNATURE_HEIGHT / 2,
  );
}

/** One placement per document: the chosen one where there is one, else the default. */
export function placementsFor(
  documents: Pick<Document, 'id' | 'pages' | 'pageSizes'>[],
  chosen: Record<string, Placement | undefined>,
  slot = 0,
): Placement[] {
  return documents.map((document) => chosen[document.id] ?? defaultPlacement(document, slot));
}
