// The direct area's public face: what other areas and the server's infrastructure may use.
// Everything else in the folder is the area's own.
export { createDirectSignerResolver, directAttributes } from './direct-signers.ts';
export { directSignatureId, directVisualSignature } from './visual-signature.ts';
