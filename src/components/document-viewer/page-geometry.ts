// Conversions between a page as shown (CSS pixels of its box) and PDF points.
import type { PageMarker, PagePoint, PageSize } from './viewer-types';

/** The point in PDF points under a click at (offsetX, offsetY) of a box `boxWidth` wide. */
export function pointOnPage(
  page: number,
  size: PageSize,
  offset: { x: number; y: number },
  boxWidth: number,
): PagePoint {
  const ratio = boxWidth > 0 ? size.width / boxWidth : 1;
  const clamp = (value: number, max: number) => Math.min(Math.max(0, value), max);
  return {
    page,
    x: Math.round(clamp(offset.x * ratio, size.width)),
    y: Math.round(clamp(offset.y * ratio, size.height)),
  };
}

/** CSS position of a marker over its page, in percent of the page box. */
export function markerBox(marker: PageMarker, size: PageSize) {
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  return {
    left: percent(marker.x, size.width),
    top: percent(marker.y, size.height),
    width: percent(marker.width, size.width),
    height: percent(marker.height, size.height),
  };
}
