// The visual-signatures area's public face: what other areas and the server's infrastructure may use.
// Everything else in the folder is the area's own.
export { findDefault, findOwn, loadOwner } from './owned.ts';
export {
  PERSONAL_PERMISSIONS,
  PLACEHOLDER_ID,
  fitInside,
  parseSignatureData,
  parseSignatureDefaults,
  placeholderSignature,
  rowToVisualSignature,
  signatureData,
  signatureTexts,
  toVisualSignature,
} from './rules.ts';
export type {
  DrawableSignature,
  SignatureOwner,
  VisualSignature,
  VisualSignatureData,
} from './rules.ts';
