// The active maintenance from the status page, polled every 60 s (docs/product.md#calls-other "a status-page
// summary and components fetch, repeated every 60 s while maintenance is checked").
import { queryOptions } from '@tanstack/react-query';
import { MAINTENANCE_POLL_MS } from '../navigation/maintenance';
import { fetchActiveMaintenance } from '../status-page';

export const maintenanceQueryOptions = () =>
  queryOptions({
    queryKey: ['status-page', 'active-maintenance'],
    queryFn: fetchActiveMaintenance,
    staleTime: MAINTENANCE_POLL_MS,
    refetchInterval: MAINTENANCE_POLL_MS,
  });
