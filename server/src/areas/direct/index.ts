// The direct area's public face: what other areas and the server's infrastructure may use.
// Everything else in the folder is the area's own. The direct operations call signing through
// its index.ts, which also keeps what signing needs of a direct signer (its attributes and
// visual signature): the signing area imports nothing of this one.
export { bindLinkKeys, createDirectSignerResolver } from './direct-signers.ts';
