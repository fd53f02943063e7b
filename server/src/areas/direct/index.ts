// The direct area's public face: what other areas and the server's infrastructure may use.
// Everything else in the folder is the area's own. Nothing exported here may import the signing
// area, which uses these (the direct operations call signing through its index.ts).
export { bindLinkKeys, createDirectSignerResolver } from './direct-signers.ts';
export { directAttributes } from './to-contract.ts';
export { directSignatureId, directVisualSignature } from './visual-signature.ts';
