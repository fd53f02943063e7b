// One page of the viewer: a box with the page's proportions that loads its image once it comes
// near the viewport, shows the markers placed on it and reports clicks in PDF points.
import { Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pointOnPage } from './page-geometry';
import { PageMarkerBox } from './page-marker';
import { useInView } from './use-in-view';
import { usePageImage } from './use-page-image';
import type { LoadPage, MarkerEditing, PageMarker, PagePoint, PageSize } from './viewer-types';

export interface LazyPageProps {
  pageNumber: number;
  pageCount: number;
  size: PageSize;
  scale: number;
  loadPage: LoadPage;
  markers: PageMarker[];
  onClick?: (point: PagePoint) => void;
  editing?: MarkerEditing;
}

export function LazyPage({
  pageNumber,
  pageCount,
  size,
  scale,
  loadPage,
  markers,
  onClick,
  editing,
}: LazyPageProps) {
  const { t } = useTranslation('documents');
  const ref = useRef<HTMLDivElement>(null);
  const visible = useInView(ref);
  const image = usePageImage(loadPage, pageNumber, scale, visible);
  const label = t('viewer.page', { page: pageNumber, count: pageCount });
  const click = (event: MouseEvent<HTMLDivElement>) => {
    if (!onClick) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const offset = { x: event.clientX - rect.left, y: event.clientY - rect.top };
    onClick(pointOnPage(pageNumber, size, offset, rect.width));
  };
  return (
    <Box
      ref={ref}
      position="relative"
      w="full"
      bg="white"
      borderWidth="1px"
      shadow="sm"
      style={{ aspectRatio: `${size.width} / ${size.height}` }}
      cursor={onClick ? 'crosshair' : undefined}
      onClick={click}
      data-testid="document-page"
      data-page={pageNumber}
      data-state={image.state}
      aria-label={label}
      role="group"
    >
      {image.state === 'loaded' ? (
        <img
          src={image.url}
          alt={label}
          draggable={false}
          data-testid="document-page-image"
          style={{ width: '100%', height: '100%', display: 'block' }}
        />
      ) : (
        <Stack h="full" align="center" justify="center" gap="3" p="4" textAlign="center">
          {image.state === 'failed' ? (
            <>
              <Text color="fg.error">{t('viewer.failed')}</Text>
              <Button
                size="sm"
                variant="outline"
                onClick={(event) => {
                  event.stopPropagation();
                  image.reload();
                }}
              >
                {t('viewer.retry')}
              </Button>
            </>
          ) : (
            <>
              <Spinner color="brand.solid" />
              <Text fontSize="sm" color="fg.muted">
                {t('viewer.loading', { page: pageNumber })}
              </Text>
            </>
          )}
        </Stack>
      )}
      {markers.map((marker) => (
        <PageMarkerBox key={marker.id} marker={marker} size={size} editing={editing} />
      ))}
    </Box>
  );
}
