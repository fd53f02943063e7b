// The system area's public face: what other areas and the server's infrastructure may use.
// Everything else in the folder is the area's own. The maintenance CLI (server/src/cli) records
// maintenances through the store functions here; the status page reads them, and so does the
// maintenance gate (plugins/maintenance-gate.ts, given blockingUntil by app.ts) that closes the
// API during a blocking one.
export { DEFAULT_MAINTENANCE_MINUTES, effectiveRows, plannedEnd } from './rules.ts';
export type { MaintenanceRow } from './rules.ts';
export { insertMaintenance, openMaintenances, stopMaintenances } from './store.ts';
export { blockingUntil } from './blocking.ts';
