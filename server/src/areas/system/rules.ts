// The status page of the product in the status-page v2 format (summary.json, components.json),
// built from the `maintenances` table. Pure: store.ts loads the rows, the operations call these.
//
// Components (ids follow the contract's examples): one group "Signing platform" (grp-platform)
// with the parts a person uses — Web application, API, Signing, Identification. The app treats
// an in-progress maintenance as blocking "when a component in a matching group is affected"
// (docs/product.md#states), so:
//   - a BLOCKING maintenance affects every part of grp-platform; while it is in progress they are
//     `under_maintenance` and the app sends users to /maintenance;
//   - a NON-BLOCKING maintenance affects no component (the service stays usable); while it is in
//     progress the app only shows the banner with its link.
// `scheduled` rows are listed as upcoming (no component changes status); `completed` rows are
// not listed.
import type { components } from '../../../../generated/openapi.d.ts';
import type { MaintenancesTable } from '../../db/schema.ts';

type Schemas = components['schemas'];
export type StatusComponent = Schemas['StatusComponent'];
export type StatusSummary = Schemas['StatusSummary'];
export type StatusComponents = Schemas['StatusComponents'];
export type ScheduledMaintenance = Schemas['StatusScheduledMaintenance'];
export type MaintenanceRow = Pick<
  MaintenancesTable,
  'id' | 'name' | 'status' | 'blocking' | 'message' | 'url' | 'starts_at' | 'ends_at' | 'created_at'
>;

export const PAGE_ID = 'signing-reference';
export const PLATFORM_GROUP_ID = 'grp-platform';
/** When the status page's components were set up (their created_at and start_date). */
const COMPONENTS_SINCE = '2026-01-01T00:00:00.000Z';
/** Planned length of a maintenance started without an end. */
export const DEFAULT_MAINTENANCE_MINUTES = 60;

const PARTS = [
  { id: 'cmp-web', name: 'Web application', description: 'The signing app in the browser.' },
  { id: 'cmp-api', name: 'API', description: 'The HTTP API used by the app and integrations.' },
  { id: 'cmp-signing', name: 'Signing', description: 'Signing and sealing of documents.' },
  {
    id: 'cmp-identification',
    name: 'Identification',
    description: 'Identification of signers for advanced and qualified signatures.',
  },
] as const;

export const PLATFORM_COMPONENT_IDS: readonly string[] = PARTS.map((part) => part.id);

export interface StatusPageInput {
  /** Rows that are scheduled or in progress. */
  open: MaintenanceRow[];
  /** The most recently completed blocking maintenance, if any (last change of the components). */
  lastCompletedBlocking?: MaintenanceRow;
  /** Public address of the service; the status page's address and default maintenance link. */
  publicUrl: string;
  now: Date;
}

/**
 * A scheduled maintenance whose start has come is in progress (as status pages move them
 * automatically); one in progress stays so until it is stopped, even past its planned end.
 */
export function effectiveRows(input: StatusPageInput): MaintenanceRow[] {
  const now = input.now.toISOString();
  return input.open
    .filter((row) => row.status === 'scheduled' || row.status === 'in_progress')
    .map((row) =>
      row.status === 'scheduled' && row.starts_at <= now ? { ...row, status: 'in_progress' } : row,
    );
}

function component(
  part: { id: string; name: string; description: string | null },
  position: number,
  status: StatusComponent['status'],
  updatedAt: string,
  extra: Partial<StatusComponent> = {},
): StatusComponent {
  return {
    id: part.id,
    name: part.name,
    status,
    description: part.description,
    group_id: PLATFORM_GROUP_ID,
    group: false,
    page_id: PAGE_ID,
    position,
    showcase: true,
    only_show_if_degraded: false,
    start_date: COMPONENTS_SINCE.slice(0, 10),
    created_at: COMPONENTS_SINCE,
    updated_at: updatedAt,
    ...extra,
  };
}

const latest = (...times: (string | null | undefined)[]) =>
  times
    .filter((t): t is string => Boolean(t))
    .sort()
    .at(-1) ?? COMPONENTS_SINCE;

const isRunningBlocking = (row: MaintenanceRow) => row.status === 'in_progress' && !!row.blocking;

/** Every component and the group, with the status the open maintenances give them. */
export function statusComponents(input: StatusPageInput): StatusComponent[] {
  const running = effectiveRows(input).filter(isRunningBlocking);
  const status = running.length ? 'under_maintenance' : 'operational';
  const changedAt = running.length
    ? latest(...running.map((row) => row.starts_at))
    : latest(input.lastCompletedBlocking?.ends_at);
  const parts = PARTS.map((part, index) => component(part, index + 1, status, changedAt));
  const group = component(
    { id: PLATFORM_GROUP_ID, name: 'Signing platform', description: null },
    0,
    status,
    changedAt,
    { group_id: null, group: true, components: [...PLATFORM_COMPONENT_IDS] },
  );
  return [group, ...parts];
}

export function plannedEnd(row: Pick<MaintenanceRow, 'starts_at' | 'ends_at'>): string {
  if (row.ends_at) return row.ends_at;
  const start = new Date(row.starts_at).getTime();
  return new Date(start + DEFAULT_MAINTENANCE_MINUTES * 60_000).toISOString();
}

export function statusPageUrl(publicUrl: string): string {
  return `${publicUrl}/status/api/v2/summary.json`;
}

function scheduledMaintenance(
  row: MaintenanceRow,
  parts: StatusComponent[],
  publicUrl: string,
): ScheduledMaintenance {
  const running = row.status === 'in_progress';
  const affected = row.blocking ? parts : [];
  const updates: ScheduledMaintenance['incident_updates'] = [];
  if (running) {
    updates.push({
      id: `${row.id}-in-progress`,
      status: 'INPROGRESS',
      body: row.message,
      incident_id: row.id,
      affected_components: affected.map((part) => ({
        code: part.id,
        name: part.name,
        old_status: 'operational',
        new_status: 'under_maintenance',
      })),
      created_at: row.starts_at,
      updated_at: row.starts_at,
      display_at: row.starts_at,
    });
  }
  // A maintenance announced before it started also carries its announcement (newest first).
  if (!running || row.created_at < row.starts_at) {
    updates.push({
      id: `${row.id}-scheduled`,
      status: 'NOTSTARTEDYET',
      body: row.message,
      incident_id: row.id,
      affected_components: null,
      created_at: row.created_at,
      updated_at: row.created_at,
      display_at: row.created_at,
    });
  }
  const updatedAt = running ? latest(row.created_at, row.starts_at) : row.created_at;
  return {
    id: row.id,
    name: row.name,
    // The maintenance status of docs/product.md#entities-maintenance (status, isBlocking), in the contract's state names.
    status: running ? 'INPROGRESS' : 'NOTSTARTEDYET',
    isBlocking: running && !!row.blocking,
    impact: row.blocking ? 'maintenance' : 'minor',
    shortlink: row.url ?? statusPageUrl(publicUrl),
    page_id: PAGE_ID,
    scheduled_for: row.starts_at,
    scheduled_until: plannedEnd(row),
    created_at: row.created_at,
    updated_at: updatedAt,
    started_at: running ? row.starts_at : null,
    resolved_at: null,
    components: affected,
    incident_updates: updates,
  };
}

function page(input: StatusPageInput, componentsList: StatusComponent[]): StatusSummary['page'] {
  return {
    id: PAGE_ID,
    name: 'Signing Service',
    url: statusPageUrl(input.publicUrl),
    time_zone: 'Europe/Zurich',
    updated_at: latest(
      ...componentsList.map((c) => c.updated_at),
      ...effectiveRows(input).map((row) =>
        row.status === 'in_progress' ? row.starts_at : row.created_at,
      ),
    ),
  };
}

export function statusComponentsPage(input: StatusPageInput): StatusComponents {
  const list = statusComponents(input);
  return { page: page(input, list), components: list };
}

/** docs/product.md#entities-maintenance "Active maintenance: url, isBlocking": the running one, a blocking one first. */
function activeMaintenance(running: MaintenanceRow[], publicUrl: string) {
  const chosen = running.find((row) => row.blocking) ?? running[0];
  if (!chosen) return null;
  return { url: chosen.url ?? statusPageUrl(publicUrl), isBlocking: !!chosen.blocking };
}

export function statusSummary(input: StatusPageInput): StatusSummary {
  const list = statusComponents(input);
  const parts = list.filter((c) => !c.group);
  const open = effectiveRows(input).sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const running = open.filter((row) => row.status === 'in_progress');
  const status: StatusSummary['status'] = running.some((row) => row.blocking)
    ? { indicator: 'maintenance', description: 'Service Under Maintenance' }
    : running.length
      ? { indicator: 'minor', description: 'Partial Maintenance: the service stays available' }
      : { indicator: 'none', description: 'All Systems Operational' };
  return {
    page: page(input, list),
    status,
    components: list,
    incidents: [],
    scheduled_maintenances: open.map((row) => scheduledMaintenance(row, parts, input.publicUrl)),
    active_maintenance: activeMaintenance(running, input.publicUrl),
  };
}
