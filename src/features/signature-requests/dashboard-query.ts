// The dashboard's list query, in a module of its own: the app starts it before the dashboard's
// screen code has arrived (the route's startData, src/routes/-lib/load.ts), so it must not wait
// for that code's download.
import { getListSignatureRequestsSuspenseQueryOptions } from '@generated/api/signature-requests/signature-requests';
import type { SignatureRequestSortParameter } from '@generated/model/signatureRequestSortParameter';
import {
  DASHBOARD_PAGE_SIZE,
  type DashboardListPosition,
  type DashboardSearch,
} from '@/lib/navigation/dashboard';

export type DashboardAddress = DashboardSearch & DashboardListPosition;

export function dashboardQuery(search: DashboardAddress) {
  const params = {
    ...(search.tab === 'inbox' ? { filter: search.filter } : {}),
    page: search.page ?? 0,
    size: DASHBOARD_PAGE_SIZE,
    ...(search.sort ? { sort: search.sort as SignatureRequestSortParameter } : {}),
  };
  return getListSignatureRequestsSuspenseQueryOptions(params);
}
