// One table for every list of the app, driven by the response schema of its rows: column titles
// translated from the `forms` namespace, cells formatted by the schema (dates, enums, booleans).
import { chakra, Table, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { humanise, type JsonSchema } from '@/components/schema-form/json-schema';
import { cellText } from './cell-text';
import { tableColumns, valueAt, type TableColumn } from './table-columns';
import { nextSort, type TableSort } from './table-sort';

export interface SchemaTableProps<Row> {
  /** The schema of one row (a `$ref` is resolved against `rootSchema`). */
  schema: object;
  /** Where `$ref`s point: the bundled contract or a schema with `$defs`; defaults to `schema`. */
  rootSchema?: object;
  rows: Row[];
  /** Property paths to show, in order (`sender.name` reaches into objects); default every scalar. */
  columns?: string[];
  /** Row identity; default the row's `id`, else its index. */
  rowKey?: (row: Row, index: number) => string;
  /** Custom content for some columns, by path (links, buttons); the rest is formatted. */
  renderCell?: Partial<Record<string, (row: Row) => ReactNode>>;
  /** Accessible name of the table. */
  caption?: string;
  timeZone?: string;
  /** Columns the API can sort by; their headers become buttons that call `onSortChange`. */
  sortable?: string[];
  /** The sort the rows arrived in. */
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** What one row offers (open, remind, download…), shown in a last column. */
  rowActions?: (row: Row) => ReactNode;
  /** Shown instead of the default text when there are no rows (what to do next). */
  empty?: ReactNode;
}

/**
 * The columns of a schema table with their translated titles and the formatted text of a cell:
 * shared by the table and by lists that show the same rows another way (cards on a phone).
 */
export function useTableCells(
  schema: object,
  rootSchema: object | undefined,
  paths: string[] | undefined,
  timeZone?: string,
) {
  const { t, i18n } = useTranslation('forms');
  const columns = useMemo(
    () => tableColumns(schema as JsonSchema, (rootSchema ?? schema) as JsonSchema, paths),
    [schema, rootSchema, paths],
  );
  const context = { locale: i18n.language, t, timeZone };
  const title = (path: string) => {
    const last = path.split('.').pop() ?? path;
    const keys = [`columns.${path}`, `fields.${path}`, `fields.${last}`];
    return t(keys, { defaultValue: humanise(last) });
  };
  const text = (row: unknown, column: TableColumn) =>
    cellText(valueAt(row, column.path), column, context);
  return { columns, title, text, t };
}

export function SchemaTable<Row>(props: SchemaTableProps<Row>) {
  const { schema, rootSchema, rows, columns: paths, rowKey, renderCell, caption } = props;
  const { sortable = [], sort, onSortChange, rowActions, empty } = props;
  const { columns, title, text, t } = useTableCells(schema, rootSchema, paths, props.timeZone);
  const key = (row: Row, index: number) =>
    rowKey?.(row, index) ?? String((row as { id?: unknown }).id ?? index);

  if (rows.length === 0) {
    return empty ?? <Text color="fg.muted">{t('table.empty')}</Text>;
  }
  const header = (path: string) => {
    if (!onSortChange || !sortable.includes(path)) return title(path);
    const active = sort?.path === path ? sort.direction : undefined;
    return (
      <chakra.button
        type="button"
        fontWeight="inherit"
        textAlign="start"
        cursor="pointer"
        _hover={{ textDecoration: 'underline' }}
        onClick={() => onSortChange(nextSort(sort, path))}
      >
        {title(path)}
        <chakra.span aria-hidden="true" ms="1">
          {active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕'}
        </chakra.span>
      </chakra.button>
    );
  };
  const ariaSort = (path: string) =>
    sort?.path === path ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone (axe scrollable-region-focusable).
    <Table.ScrollArea tabIndex={0} aria-label={caption}>
      <Table.Root size="sm" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.path} aria-sort={ariaSort(column.path)}>
                {header(column.path)}
              </Table.ColumnHeader>
            ))}
            {rowActions && <Table.ColumnHeader>{t('table.actions')}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={key(row, index)}>
              {columns.map((column) => (
                <Table.Cell key={column.path}>
                  {renderCell?.[column.path]?.(row) ?? text(row, column)}
                </Table.Cell>
              ))}
              {rowActions && <Table.Cell>{rowActions(row)}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export default SchemaTable;
