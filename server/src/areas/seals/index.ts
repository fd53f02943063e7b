// The seals area's public face: the seal a caller may apply on POST /v3/sign (signing area), and
// the number of seals of a business (its statistics), and leaveSeals for people who leave it.
export { sealForSigning } from './seals.ts';
export type { SealForSigning } from './seals.ts';
export { countSeals, leaveSeals } from './store.ts';
