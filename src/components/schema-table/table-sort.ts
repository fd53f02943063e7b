// The sort of a schema table as the API takes it (`field`, `field,asc` or `field,desc`; ascending
// when the direction is left out), and the next sort when a column header is pressed: a new
// column sorts ascending, the same column flips its direction.
export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  path: string;
  direction: SortDirection;
}

export function parseSort(value: string | undefined): TableSort | undefined {
  if (!value) return undefined;
  const [path, direction] = value.split(',');
  if (!path) return undefined;
  return { path, direction: direction === 'desc' ? 'desc' : 'asc' };
}

export function formatSort(sort: TableSort): string {
  return `${sort.path},${sort.direction}`;
}

export function nextSort(current: TableSort | undefined, path: string): TableSort {
  if (current?.path !== path) return { path, direction: 'asc' };
  return { path, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
