// What the dashboard list is asked for. Apart from ./list.ts so that ./list-kept.ts, which
// list.ts calls for the views kept by triggers, can name it without importing list.ts back.
import type { ListFilter, ListSort } from '../rules/requests.ts';

export interface ListOptions {
  user: { id: string; email: string };
  filter?: ListFilter;
  search?: string;
  page: number;
  size: number;
  sort: ListSort;
}
