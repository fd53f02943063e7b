// The identification area's public face: what other areas and the server's infrastructure may
// use. Everything else in the folder is the area's own. The direct area builds its handlers with
// identificationOperations and its own SubjectSource; the sandbox provider page
// (plugins/sandbox-identification.ts) reads and reports statuses; the user area shows them.
export { identificationOperations } from './flows.ts';
export type { SubjectSource } from './flows.ts';
export { appointmentStatus, notYourRequest } from './rules.ts';
export type { IdentificationRow, ProviderAction } from './rules.ts';
export { identificationFacts } from './statuses.ts';
export type { IdentificationFacts } from './statuses.ts';
export type { Subject as IdentificationSubject } from './rules.ts';
export { findByReference, recordProviderStatus } from './store.ts';
