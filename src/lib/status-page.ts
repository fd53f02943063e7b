// One look at the status page (docs/product.md#calls-other: "a status-page summary and components fetch"): the
// active maintenance, or null. "Failed status-page ... calls are only logged" (docs/product.md#errors): a
// failure means no maintenance. Shared by the maintenance query (queries/maintenance.ts) and the
// light login, which has no query client: the generated fetchers come without their hooks.
import { getStatusComponents, getStatusSummary } from '@generated-fetchers/api/system/system';
import { apiOptions } from './api-client';
import { statusGroupIds } from './env';
import { activeMaintenance, type ActiveMaintenance } from './navigation/maintenance';

export async function fetchActiveMaintenance(): Promise<ActiveMaintenance | null> {
  try {
    const [summary, components] = await Promise.all([
      getStatusSummary(apiOptions({ quiet: true })),
      getStatusComponents(apiOptions({ quiet: true })),
    ]);
    return activeMaintenance(summary.data, components.data.components, statusGroupIds) ?? null;
  } catch (error) {
    console.warn('Status page unavailable', error);
    return null;
  }
}
