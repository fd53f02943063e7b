// docs/product.md#entities-seals-api-users "Event-log query: page, size, sortOrder, startDate, endDate" is the query object the
// app holds for the activity logs; docs/product.md#calls-activity sends it as the query parameters "page, size, sort,
// start_date, end_date" — the wire form the contract declares (GET
// /v2/businesses/{id}/activities/{accounts|signatures|identifications} and the exports). This is
// the one place the two meet.
import type { ListAccountActivitiesParams } from '@generated/model/listAccountActivitiesParams';

export type SortOrder = 'asc' | 'desc';

/** The client's event-log query (docs/product.md#entities-seals-api-users). Dates are ISO 8601 days (`2026-11-01`). */
export interface EventLogQuery {
  page: number;
  size: number;
  sortOrder: SortOrder;
  startDate?: string;
  endDate?: string;
}

export const DEFAULT_EVENT_LOG_QUERY: EventLogQuery = { page: 0, size: 20, sortOrder: 'desc' };

/** The wire form (the contract's query parameters) of an event-log query. */
export function eventLogParams(query: EventLogQuery): ListAccountActivitiesParams {
  return {
    page: query.page,
    size: query.size,
    sort: `occurredAt,${query.sortOrder}`,
    ...(query.startDate ? { start_date: query.startDate } : {}),
    ...(query.endDate ? { end_date: query.endDate } : {}),
  };
}
