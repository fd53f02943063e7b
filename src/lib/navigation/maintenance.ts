// Maintenance (docs/product.md#entities-maintenance, docs/product.md#states-maintenance, docs/product.md#constants): the status-page summary and components are polled every 60 s;
// "status INPROGRESS is blocking when a component in a matching group is affected"; blocking
// maintenance sends users to /maintenance, non-blocking shows the banner; "Internal staff are
// exempt through a cookie" and are "recognised by email domain".
import type { ActiveMaintenance } from '@generated/model/activeMaintenance';
import type { StatusComponent } from '@generated/model/statusComponent';
import type { StatusSummary } from '@generated/model/statusSummary';

export type { ActiveMaintenance };

export const MAINTENANCE_POLL_MS = 60_000;
export const MAINTENANCE_PATH = '/maintenance';
export const BYPASS_COOKIE = 'maintenance_bypass';

/**
 * The running maintenance, if any. `groups` are the status-page groups of this product (from the
 * components list, narrowed by `groupIds` when configured); an affected component in one of them
 * makes an in-progress maintenance blocking.
 */
export function activeMaintenance(
  summary: Pick<StatusSummary, 'scheduled_maintenances'>,
  components: StatusComponent[],
  groupIds: readonly string[] = [],
): ActiveMaintenance | undefined {
  const groups = components
    .filter((component) => component.group)
    .map((group) => group.id)
    .filter((id) => groupIds.length === 0 || groupIds.includes(id));
  const running = summary.scheduled_maintenances.filter((m) => m.status === 'INPROGRESS');
  if (running.length === 0) return undefined;
  const blocking = running.find((m) =>
    m.components.some((c) => c.group_id !== null && groups.includes(c.group_id)),
  );
  const chosen = blocking ?? running[0];
  return { url: chosen.shortlink, isBlocking: blocking !== undefined };
}

/** Internal staff by e-mail domain (exact domain or a subdomain of it). */
export function isInternalStaff(email: string | undefined, staffDomains: readonly string[]) {
  const domain = email?.split('@')[1]?.toLowerCase();
  if (!domain) return false;
  return staffDomains.some(
    (d) => domain === d.toLowerCase() || domain.endsWith(`.${d.toLowerCase()}`),
  );
}

export function hasBypassCookie(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith(`${BYPASS_COOKIE}=`));
}

/** Where maintenance sends the user: /maintenance while blocking, away from it once it is over. */
export function maintenanceRedirect(
  pathname: string,
  maintenance: ActiveMaintenance | undefined,
  bypass: boolean,
): string | undefined {
  const blocking = maintenance?.isBlocking === true && !bypass;
  if (blocking && pathname !== MAINTENANCE_PATH) return MAINTENANCE_PATH;
  if (!blocking && pathname === MAINTENANCE_PATH) return '/';
  return undefined;
}
