// Image geometry shared by the drawing (./visual-signature.ts) and the areas that size images
// (custom signature images, seal images): plain arithmetic, no canvas.

/** Fits `width` x `height` into the box, keeping the aspect ratio, never enlarging. */
export function fitInside(
  width: number,
  height: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  const factor = Math.min(1, maxWidth / width, maxHeight / height);
  return {
    width: Math.max(1, Math.round(width * factor)),
    height: Math.max(1, Math.round(height * factor)),
  };
}
