// A document as a column of page images. It only knows how to get a page (`loadPage`), so the
// signed-in view and direct-link signing use it alike; pages load lazily as they scroll into view.
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SCALE } from '@/lib/retry';
import { LazyPage } from './lazy-page';
import {
  A4,
  type LoadPage,
  type MarkerEditing,
  type PageMarker,
  type PagePoint,
  type PageSize,
} from './viewer-types';

export interface DocumentViewerProps {
  pageCount: number;
  /** Page sizes in points (the document's pageSizes); A4 where unknown. */
  pageSizes?: PageSize[];
  loadPage: LoadPage;
  /** Zoom in percent (docs/product.md#constants-pages-dashboard "default page scale 100"). */
  scale?: number;
  markers?: PageMarker[];
  /** When given, a click on a page reports the point (e.g. to place a signature). */
  onPageClick?: (point: PagePoint) => void;
  /** When given, editable markers can be moved, resized and removed (placement editor). */
  editing?: MarkerEditing;
  /** Shown above the pages, e.g. how to place a signature. */
  hint?: string;
  maxWidth?: string;
}

export function DocumentViewer({
  pageCount,
  pageSizes,
  loadPage,
  scale = DEFAULT_PAGE_SCALE,
  markers = [],
  onPageClick,
  editing,
  hint,
  maxWidth = '3xl',
}: DocumentViewerProps) {
  const { t } = useTranslation('documents');
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <Stack gap="4" maxW={maxWidth} w="full" data-testid="document-viewer">
      {hint && (
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      )}
      {pages.map((page) => (
        <Stack key={page} gap="1">
          <LazyPage
            pageNumber={page}
            pageCount={pageCount}
            size={pageSizes?.[page - 1] ?? A4}
            scale={scale}
            loadPage={loadPage}
            markers={markers.filter((marker) => marker.page === page)}
            onClick={onPageClick}
            editing={editing}
          />
          <Text fontSize="xs" color="fg.muted" textAlign="center">
            {t('viewer.page', { page, count: pageCount })}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
