// The system area's public face: what other areas and the server's infrastructure may use.
// Everything else in the folder is the area's own.
export { DEFAULT_MAINTENANCE_MINUTES, plannedEnd } from './rules.ts';
