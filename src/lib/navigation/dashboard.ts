// The dashboard address (docs/product.md#screens-navigation): "/dashboard (alias /) ... rewritten to carry a tab query
// (default inbox, or the last chosen tab) and, for inbox, a filter query (default toSign, or the
// last chosen filter)".
import type { ListSignatureRequestsParams } from '@generated/model/listSignatureRequestsParams';
import type { SignatureRequestSortParameter } from '@generated/model/signatureRequestSortParameter';

export const DASHBOARD_TABS = ['inbox', 'documents'] as const;
export const DASHBOARD_FILTERS = ['toSign', 'pending', 'declined', 'completed', 'drafts'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export type DashboardFilter = (typeof DASHBOARD_FILTERS)[number];
export const DEFAULT_TAB: DashboardTab = 'inbox';
export const DEFAULT_FILTER: DashboardFilter = 'toSign';

export interface DashboardSearch {
  tab: DashboardTab;
  filter?: DashboardFilter;
}

const isTab = (value: unknown): value is DashboardTab =>
  DASHBOARD_TABS.includes(value as DashboardTab);
const isFilter = (value: unknown): value is DashboardFilter =>
  DASHBOARD_FILTERS.includes(value as DashboardFilter);

/** The search the dashboard address must carry, from the current one and the last choices. */
export function dashboardSearch(
  search: { tab?: unknown; filter?: unknown },
  last: { tab?: unknown; filter?: unknown } = {},
): DashboardSearch {
  const tab = isTab(search.tab) ? search.tab : isTab(last.tab) ? last.tab : DEFAULT_TAB;
  if (tab !== 'inbox') return { tab };
  const filter = isFilter(search.filter)
    ? search.filter
    : isFilter(last.filter)
      ? last.filter
      : DEFAULT_FILTER;
  return { tab, filter };
}

/** True when the address must be rewritten (it lacks or has other values than `wanted`). */
export function needsRewrite(search: { tab?: unknown; filter?: unknown }, wanted: DashboardSearch) {
  return search.tab !== wanted.tab || search.filter !== wanted.filter;
}

/** Rows per page of the dashboard lists. */
export const DASHBOARD_PAGE_SIZE = 20;
/** The columns the list API sorts by (contract SignatureRequestSortParameter). */
export const DASHBOARD_SORTABLE = ['title', 'statusOverall', 'updatedAt', 'createdAt'] as const;

/** Where in the list the address points: a page from 0 and a sort `field,asc|desc`. */
export interface DashboardListPosition {
  page?: number;
  sort?: string;
}

/** The page and sort of the address, when they are valid (others are dropped). */
export function dashboardListPosition(search: { page?: unknown; sort?: unknown }) {
  const position: DashboardListPosition = {};
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 0) position.page = page;
  if (typeof search.sort === 'string') {
    const [field, direction] = search.sort.split(',');
    const known = (DASHBOARD_SORTABLE as readonly string[]).includes(field);
    if (known && (direction === 'asc' || direction === 'desc')) position.sort = search.sort;
  }
  return position;
}

/** The list an address shows: its tab and filter, its page and sort. */
export type DashboardAddress = DashboardSearch & DashboardListPosition;

/**
 * The list the dashboard shows for an address's search (and the last chosen tab and filter).
 * An address that lacks the wanted tab and filter is rewritten to carry just those (the route's
 * before-load), so its page and sort do not survive the rewrite.
 */
export function dashboardAddress(
  search: { tab?: unknown; filter?: unknown; page?: unknown; sort?: unknown },
  last: { tab?: unknown; filter?: unknown } = {},
): DashboardAddress {
  const wanted = dashboardSearch(search, last);
  return needsRewrite(search, wanted) ? wanted : { ...wanted, ...dashboardListPosition(search) };
}

/**
 * The list call's parameters for an address (GET /v3/signature-requests): the route's query and
 * the call the page's entry starts before the app (src/app/early-start.ts) both take them here,
 * so the two cannot differ.
 */
export function dashboardListParams(address: DashboardAddress): ListSignatureRequestsParams {
  return {
    ...(address.tab === 'inbox' ? { filter: address.filter } : {}),
    page: address.page ?? 0,
    size: DASHBOARD_PAGE_SIZE,
    ...(address.sort ? { sort: address.sort as SignatureRequestSortParameter } : {}),
  };
}
