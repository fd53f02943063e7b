/** Encodes opaque RGBA pixels as PNG (grey when every pixel is grey, else RGB). */
export function encodePng(rgba: Uint8Array, width: number, height: number): Buffer;
