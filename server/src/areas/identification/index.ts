// The identification area's public face: what other areas and the server's infrastructure may use.
// Everything else in the folder is the area's own.
export { identificationOperations } from './flows.ts';
export type { SubjectSource } from './flows.ts';
export {
  appointmentStatus,
  findByReference,
  identificationStatuses,
  recordProviderStatus,
} from './identification.ts';
export type { IdentificationRow, ProviderAction } from './identification.ts';
export { notYourRequest } from './operations/user-subject.ts';
