// The dashboard's list query, in a module of its own: the app starts it before the dashboard's
// screen code has arrived (the route's startData, src/routes/-lib/load.ts), so it must not wait
// for that code's download.
import { getListSignatureRequestsSuspenseQueryOptions } from '@generated/api/signature-requests/signature-requests';
import { dashboardListParams, type DashboardAddress } from '@/lib/navigation/dashboard';

export type { DashboardAddress } from '@/lib/navigation/dashboard';

export function dashboardQuery(search: DashboardAddress) {
  return getListSignatureRequestsSuspenseQueryOptions(dashboardListParams(search));
}
