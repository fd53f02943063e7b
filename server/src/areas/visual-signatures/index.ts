// The visual-signatures area's public face: what other areas and the server's infrastructure may
// use. Everything else in the folder is the area's own.
export { rowToVisualSignature, toVisualSignature } from './to-contract.ts';
export type { VisualSignature } from './to-contract.ts';
export {
  PLACEHOLDER_ID,
  parseSignatureData,
  parseSignatureDefaults,
  signatureData,
} from './rules/data.ts';
export type { SignatureOwner, VisualSignatureData } from './rules/data.ts';
export {
  fitInside,
  imageTypeOf,
  MAX_DECODED_PIXELS,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_HEIGHT,
  MAX_IMAGE_WIDTH,
} from './rules/image.ts';
export { PERSONAL_PERMISSIONS } from './rules/permissions.ts';
export { placeholderSignature } from './rules/placeholder.ts';
export { findDefault, findOwn, loadOwner } from './signatures.ts';
