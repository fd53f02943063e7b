// A sortable column's title as a button: pressing it asks for the next sort (table-sort.ts), and
// an arrow shows the column's present direction. The table's header and the cards' sort bar share it.
import { chakra } from '@chakra-ui/react';
import { nextSort, type TableSort } from './table-sort';

export function SortButton({
  path,
  title,
  sort,
  onSortChange,
  pressedState,
}: {
  path: string;
  title: string;
  sort?: TableSort;
  onSortChange: (sort: TableSort) => void;
  /** Says by aria-pressed whether the rows are sorted by it (outside a header's aria-sort). */
  pressedState?: boolean;
}) {
  const active = sort?.path === path ? sort.direction : undefined;
  return (
    <chakra.button
      type="button"
      fontWeight="inherit"
      textAlign="start"
      cursor="pointer"
      _hover={{ textDecoration: 'underline' }}
      aria-pressed={pressedState ? active !== undefined : undefined}
      onClick={() => onSortChange(nextSort(sort, path))}
    >
      {title}
      <chakra.span aria-hidden="true" ms="1">
        {active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕'}
      </chakra.span>
    </chakra.button>
  );
}
