// The active maintenance from the status page, polled every 60 s (seed 001 §7 "a status-page
// summary and components fetch, repeated every 60 s while maintenance is checked"). "Failed
// status-page ... calls are only logged" (seed 001 §8): a failure means no maintenance.
import { getStatusComponents, getStatusSummary } from '@generated/api/system/system';
import { queryOptions } from '@tanstack/react-query';
import { statusGroupIds } from '../env';
import {
  activeMaintenance,
  MAINTENANCE_POLL_MS,
  type ActiveMaintenance,
} from '../navigation/maintenance';

export const maintenanceQueryOptions = () =>
  queryOptions({
    queryKey: ['status-page', 'active-maintenance'],
    queryFn: async (): Promise<ActiveMaintenance | null> => {
      try {
        const [summary, components] = await Promise.all([
          getStatusSummary({ quiet: true }),
          getStatusComponents({ quiet: true }),
        ]);
        return activeMaintenance(summary.data, components.data.components, statusGroupIds) ?? null;
      } catch (error) {
        console.warn('Status page unavailable', error);
        return null;
      }
    },
    staleTime: MAINTENANCE_POLL_MS,
    refetchInterval: MAINTENANCE_POLL_MS,
  });
