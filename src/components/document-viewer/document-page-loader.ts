// The page loader of a document the signed-in user may see (GET /v3/documents/{id}/pages/{n}).
// Direct-link signing builds its own from getDirectDocumentPage and `untilRendered`.
import { getDocumentPage } from '@generated/api/documents/documents';
import { PAGE_RETRIES } from '@/lib/retry';
import { apiOptions } from '@/lib/api-client';
import { untilRendered } from './until-rendered';
import type { LoadPage } from './viewer-types';

/**
 * `version` is not sent (the server renders the current one) but belongs to the loader's
 * identity: a memo keyed on it gives the viewer a new loader, so it fetches the new images.
 */
export function documentPageLoader(documentId: string, version?: number): LoadPage {
  const load: LoadPage = (pageNumber, scale) =>
    untilRendered(() =>
      getDocumentPage(documentId, pageNumber, { scale }, apiOptions({ retry: PAGE_RETRIES })),
    );
  return Object.assign(load, { version });
}
