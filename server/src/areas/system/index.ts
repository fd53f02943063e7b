// The system area's public face: what other areas and the server's infrastructure may use.
// Everything else in the folder is the area's own. The maintenance CLI (server/src/cli) records
// maintenances through the store functions here; the status page reads them.
export { DEFAULT_MAINTENANCE_MINUTES, plannedEnd } from './rules.ts';
export type { MaintenanceRow } from './rules.ts';
export { insertMaintenance, openMaintenances, stopMaintenances } from './store.ts';
