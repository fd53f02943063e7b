// Pure geometry of a box (a signature field) on a page, in PDF points from the page's top-left
// corner: moving, resizing (freely, or at a fixed aspect ratio when one is given), keeping it on
// the page and snapping it to the page's edges and margins. The placement editor and its keyboard
// moves use nothing else, so every rule here is tested without a browser.
import type { PageSize } from './viewer-types';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Smallest field, in points: the server's smallest placement (422 placement_too_small below it);
 * the visual signature is scaled into any box from this size, its own shape kept.
 */
export const MIN_BOX_WIDTH = 40;
export const MIN_BOX_HEIGHT = 20;
/** A box edge closer than this to a page edge or margin line jumps onto it (points). */
export const SNAP_DISTANCE = 8;
/** Arrow keys move by 1 point, with Shift by 10 (docs/product.md: page coordinates are points). */
export const KEY_STEP = 1;
export const KEY_STEP_LARGE = 10;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
const round = (value: number) => Math.round(value * 100) / 100;

/** The box moved (not resized) so that it lies wholly on the page; shrunk only if larger. */
export function keepOnPage(box: Box, size: PageSize, ratio = box.width / box.height): Box {
  let { width, height } = box;
  if (width > size.width) {
    width = size.width;
    height = width / ratio;
  }
  if (height > size.height) {
    height = size.height;
    width = height * ratio;
  }
  return {
    x: round(clamp(box.x, 0, size.width - width)),
    y: round(clamp(box.y, 0, size.height - height)),
    width: round(width),
    height: round(height),
  };
}

/** Lines a box edge snaps to on one axis: the page edges and, when given, the margin lines. */
function snapAxis(start: number, length: number, extent: number, margin: number): number {
  const lines = margin > 0 ? [0, margin, extent - margin, extent] : [0, extent];
  let best = start;
  let distance = SNAP_DISTANCE + 1;
  for (const line of lines) {
    for (const candidate of [line, line - length]) {
      const d = Math.abs(candidate - start);
      if (d <= SNAP_DISTANCE && d < distance && candidate >= 0 && candidate + length <= extent) {
        best = candidate;
        distance = d;
      }
    }
  }
  return best;
}

/** The box with its edges snapped to the page edges or margin lines nearby. */
export function snapToPage(box: Box, size: PageSize, margin = 0): Box {
  return {
    ...box,
    x: round(snapAxis(box.x, box.width, size.width, margin)),
    y: round(snapAxis(box.y, box.height, size.height, margin)),
  };
}

/** The box moved by (dx, dy) points, kept on the page and snapped. */
export function moveBox(box: Box, dx: number, dy: number, size: PageSize, margin = 0): Box {
  return snapToPage(keepOnPage({ ...box, x: box.x + dx, y: box.y + dy }, size), size, margin);
}

/**
 * The box resized from its bottom-right corner by (dx, dy) points; the top-left corner stays and
 * the box neither leaves the page nor gets smaller than MIN_BOX_WIDTH x MIN_BOX_HEIGHT. Without
 * `ratio` width and height follow the pointer each on its own (a field of any shape); with a
 * `ratio` (width / height) it is kept, and the larger of the two changes (in width) wins.
 */
export function resizeBox(box: Box, dx: number, dy: number, size: PageSize, ratio?: number): Box {
  const roomX = size.width - box.x;
  const roomY = size.height - box.y;
  if (ratio === undefined) {
    return {
      x: box.x,
      y: box.y,
      width: round(clamp(box.width + dx, Math.min(MIN_BOX_WIDTH, roomX), roomX)),
      height: round(clamp(box.height + dy, Math.min(MIN_BOX_HEIGHT, roomY), roomY)),
    };
  }
  const byHeight = dy * ratio;
  const wanted = box.width + (Math.abs(dx) >= Math.abs(byHeight) ? dx : byHeight);
  const room = Math.min(roomX, roomY * ratio);
  const smallest = Math.max(MIN_BOX_WIDTH, MIN_BOX_HEIGHT * ratio);
  const width = clamp(wanted, Math.min(smallest, room), room);
  return { x: box.x, y: box.y, width: round(width), height: round(width / ratio) };
}

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export const isArrowKey = (key: string): key is ArrowKey =>
  key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';

/**
 * What an arrow key does to a focused box: moves it (Shift: by 10 points), or with Alt resizes
 * it: Right/Left make it wider/narrower, Down/Up taller/lower; with a `ratio` both sides change
 * together (Right/Down grow, Left/Up shrink). Never snaps: the keyboard is exact.
 */
export function keyBox(
  box: Box,
  key: ArrowKey,
  size: PageSize,
  { shift = false, alt = false, ratio }: { shift?: boolean; alt?: boolean; ratio?: number } = {},
): Box {
  const step = shift ? KEY_STEP_LARGE : KEY_STEP;
  if (alt) {
    const grow = key === 'ArrowRight' || key === 'ArrowDown' ? step : -step;
    const horizontal = key === 'ArrowRight' || key === 'ArrowLeft';
    if (ratio !== undefined) return resizeBox(box, grow, 0, size, ratio);
    return resizeBox(box, horizontal ? grow : 0, horizontal ? 0 : grow, size);
  }
  const dx = key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0;
  const dy = key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0;
  return keepOnPage({ ...box, x: box.x + dx, y: box.y + dy }, size);
}

/** True when the two boxes share some area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Converts a distance in CSS pixels of a page box `boxWidth` wide into points. */
export function pixelsToPoints(pixels: number, size: PageSize, boxWidth: number): number {
  return boxWidth > 0 ? (pixels * size.width) / boxWidth : pixels;
}
