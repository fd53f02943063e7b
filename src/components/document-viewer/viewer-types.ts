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
}

/** A point the user clicked on a page. */
export interface PagePoint {
  page: number;
  x: number;
  y: number;
}

/** A4 portrait in points, used while a document's page sizes are unknown. */
export const A4: PageSize = { width: 595, height: 842 };
