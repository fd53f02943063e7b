// The seals area's public face: the seal a caller may apply on POST /v3/sign (signing area), and
// the number of seals of a business (its statistics).
export { sealForSigning } from './seals.ts';
export type { SealForSigning } from './seals.ts';
export { countSeals } from './store.ts';
