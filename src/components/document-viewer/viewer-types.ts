// The shapes the document viewer works with. Positions are PDF points from the page's top-left
// corner, as the contract's document_signatures use them.
export type LoadPage = (pageNumber: number, scale: number) => Promise<Blob>;

export interface PageSize {
  width: number;
  height: number;
}

/** A box drawn over a page, e.g. where a signature goes. */
export interface PageMarker {
  id: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  label?: string;
  /** An editable marker can be dragged, resized, moved by keys and removed (placement editor). */
  editable?: boolean;
  /** How it is drawn: the viewer's own fields stand out from other signers'. */
  tone?: 'own' | 'other';
  /** Drawn as a problem: it overlaps another field, or is too small; its name says which. */
  invalid?: 'overlap' | 'tooSmall';
  /** The field the signing step is showing now: drawn stronger than the others. */
  current?: boolean;
  /** The accessible name of a read-only marker, when the viewer's default does not fit. */
  name?: string;
}

/** What the placement editor reports about an editable marker. */
export interface MarkerEditing {
  /** The marker's new box (points), after a drag, a resize or an arrow key. */
  onChange: (id: string, box: { x: number; y: number; width: number; height: number }) => void;
  onRemove: (id: string) => void;
  /**
   * Width / height kept while resizing; left out, a field takes any shape (the server scales the
   * visual signature into it, its own shape kept) and Shift keeps the shape during a drag.
   */
  ratio?: number;
  /** Margin lines (points from each edge) a dragged box snaps to, besides the page edges. */
  snapMargin?: number;
}

/** A point the user clicked on a page. */
export interface PagePoint {
  page: number;
  x: number;
  y: number;
}

/** A4 portrait in points, used while a document's page sizes are unknown. */
export const A4: PageSize = { width: 595, height: 842 };
