// The seals area's public face: the seal a caller may apply on POST /v3/sign (signing area).
export { sealForSigning } from './seals.ts';
export type { SealForSigning } from './seals.ts';
