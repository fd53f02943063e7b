// Rules of the dashboard list (GET /v3/signature-requests, docs/product.md#calls-signature-requests "GET list with filters",
// docs/product.md#constants-pages-dashboard "Pending filter signatures_count 672"): its filters and its sort. Pure; re-exported by
// ./requests.ts. The queries are in ../store/list.ts.
import { invalidInput } from '../../../domain-errors.ts';

/**
 * docs/product.md#constants-pages-dashboard "Pending filter signatures_count 672": the constant the product sends with the
 * pending filter. The contract describes pending as "requests the caller sent that wait for
 * others", which is what the filter selects; the number itself filters nothing.
 */
export const PENDING_SIGNATURES_COUNT = 672;

export type ListFilter = 'toSign' | 'pending' | 'declined' | 'completed' | 'drafts';

/** Sort fields of the list (`field,asc|desc`) and their columns. */
export const SORT_COLUMNS = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  initiatedAt: 'initiated_at',
  completedAt: 'completed_at',
  title: 'title',
  statusOverall: 'status',
} as const;
export type SortField = keyof typeof SORT_COLUMNS;
export type SortColumn = (typeof SORT_COLUMNS)[SortField];
export interface ListSort {
  column: SortColumn;
  direction: 'asc' | 'desc';
}

export function parseSort(sort: string | undefined): ListSort | { error: string } {
  if (!sort) return { column: 'created_at', direction: 'desc' };
  const [field, direction = 'asc'] = sort.split(',');
  // Own keys only: `__proto__` or `toString` are "in" every object.
  if (!Object.hasOwn(SORT_COLUMNS, field)) {
    return { error: `sort by one of ${Object.keys(SORT_COLUMNS).join(', ')}` };
  }
  return { column: SORT_COLUMNS[field as SortField], direction: direction as 'asc' | 'desc' };
}

/** The list's order; 400 with a pointer at the query for an unknown field. */
export function listSort(sort: string | undefined): ListSort {
  const parsed = parseSort(sort);
  if ('error' in parsed) {
    throw invalidInput(`Unknown sort field: ${parsed.error}.`, [
      { pointer: '/query/sort', detail: parsed.error, code: 'enum' },
    ]);
  }
  return parsed;
}
