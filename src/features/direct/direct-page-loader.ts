// Page images of the direct link's documents for the document viewer (`loadPage`): the direct
// variant of the page call (Basic credentials of the link), with the viewer's handling of pages
// still rendering (202) on top of the client's retries (docs/product.md#calls: "up to 10 retries, delay
// 100 ms doubling up to 5000 ms").
import { getDirectDocumentPage } from '@generated/api/direct/direct';
import { untilRendered } from '@/components/document-viewer/until-rendered';
import type { LoadPage } from '@/components/document-viewer/viewer-types';
import { PAGE_RETRIES } from '@/lib/retry';
import { apiOptions } from '@/lib/api-client';

export function directPageLoader(documentId: string): LoadPage {
  return (pageNumber, scale) =>
    untilRendered(() =>
      getDirectDocumentPage(documentId, pageNumber, { scale }, apiOptions({ retry: PAGE_RETRIES })),
    );
}
