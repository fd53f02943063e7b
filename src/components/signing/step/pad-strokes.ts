// The drawing of the signature pad as data: strokes of points in the pad's own coordinates
// (0..width, 0..height), so undo, clear, "is anything drawn" and the picture itself are decided
// without a canvas. The pad component only feeds pointer positions in and paints `pathsOf`.
export interface PadPoint {
  x: number;
  y: number;
}

export type Strokes = readonly (readonly PadPoint[])[];

/** The pad's size in its own units: the visual signature's 300x140 at twice the resolution. */
export const PAD_WIDTH = 600;
export const PAD_HEIGHT = 280;
/** Points closer than this to the last one add nothing (pointer jitter). */
export const MIN_STEP = 1.5;

const clampPoint = ({ x, y }: PadPoint): PadPoint => ({
  x: Math.min(Math.max(0, x), PAD_WIDTH),
  y: Math.min(Math.max(0, y), PAD_HEIGHT),
});

export const startStroke = (strokes: Strokes, point: PadPoint): Strokes => [
  ...strokes,
  [clampPoint(point)],
];

/** Adds a point to the last stroke (ignored when it barely moved). */
export function extendStroke(strokes: Strokes, point: PadPoint): Strokes {
  const last = strokes[strokes.length - 1];
  if (!last) return startStroke(strokes, point);
  const next = clampPoint(point);
  const previous = last[last.length - 1];
  if (Math.hypot(next.x - previous.x, next.y - previous.y) < MIN_STEP) return strokes;
  return [...strokes.slice(0, -1), [...last, next]];
}

export const undoStroke = (strokes: Strokes): Strokes => strokes.slice(0, -1);

/** A drawing counts when it has some length: a stray tap is not a signature. */
export function hasDrawing(strokes: Strokes, minLength = 20): boolean {
  let length = 0;
  for (const stroke of strokes) {
    for (let i = 1; i < stroke.length; i += 1) {
      length += Math.hypot(stroke[i].x - stroke[i - 1].x, stroke[i].y - stroke[i - 1].y);
    }
  }
  return length >= minLength;
}

/** Pad coordinates of a pointer at (clientX, clientY) over an element shown at `rect`. */
export function padPoint(
  client: { x: number; y: number },
  rect: { left: number; top: number; width: number; height: number },
): PadPoint {
  const sx = rect.width > 0 ? PAD_WIDTH / rect.width : 1;
  const sy = rect.height > 0 ? PAD_HEIGHT / rect.height : 1;
  return clampPoint({ x: (client.x - rect.left) * sx, y: (client.y - rect.top) * sy });
}

/** SVG-style path data of each stroke (a dot for a single point). */
export function pathsOf(strokes: Strokes): string[] {
  return strokes.map((stroke) => {
    const [first, ...rest] = stroke;
    if (rest.length === 0) return `M${first.x} ${first.y}l0.1 0`;
    return `M${first.x} ${first.y}` + rest.map((p) => `L${p.x} ${p.y}`).join('');
  });
}
