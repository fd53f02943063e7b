// The direct signer's visual signature, as the direct operations answer it. The signing area
// keeps it (areas/signing/direct-signer.ts): it signs with it, and the direct operations call
// signing, so signing may not import it from here.
export { directSignatureId, directVisualSignature } from '../signing/index.ts';
