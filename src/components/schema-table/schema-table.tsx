// One table for every list of a contract resource, driven by the generated schema of its rows
// (generated/rows/): column titles translated from the `forms` namespace unless the screen words
// them, cells formatted by the schema (dates, enums, booleans) unless the screen renders them,
// the row's buttons in a last column, and cards instead of the table on a phone if asked.
import { Table, Text } from '@chakra-ui/react';
import { useWideScreen } from '@/components/shell/use-wide-screen';
import { cellContent, SchemaCards } from './schema-cards';
import type { SchemaTableProps } from './table-props';
import { SortButton } from './sort-button';
import { useTableCells } from './use-table-cells';

export type { SchemaTableProps } from './table-props';

export function SchemaTable<Row>(props: SchemaTableProps<Row>) {
  // Wide where no cards are asked for: the hook must run on every render all the same.
  const wide = useWideScreen(props.cardsBelow ?? 'sm') || !props.cardsBelow;
  return wide ? <RowTable {...props} /> : <SchemaCards {...props} />;
}

function RowTable<Row>(props: SchemaTableProps<Row>) {
  const { schema, rootSchema, rows, columns: paths, rowKey, renderCell, caption } = props;
  const { sortable = [], sort, onSortChange, rowActions, empty, titles, alignEnd = [] } = props;
  const { columns, t, text, ...cells } = useTableCells(schema, rootSchema, paths, props.timeZone);
  const title = (path: string) => titles?.[path] ?? cells.title(path);
  const key = (row: Row, index: number) =>
    rowKey?.(row, index) ?? String((row as { id?: unknown }).id ?? index);

  if (rows.length === 0) {
    return empty ?? <Text color="fg.muted">{t('table.empty')}</Text>;
  }
  const header = (path: string) =>
    onSortChange && sortable.includes(path) ? (
      <SortButton path={path} title={title(path)} sort={sort} onSortChange={onSortChange} />
    ) : (
      title(path)
    );
  const ariaSort = (path: string) =>
    sort?.path === path ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone (axe scrollable-region-focusable).
    <Table.ScrollArea tabIndex={0} role="region" aria-label={caption}>
      <Table.Root size="sm" aria-label={caption}>
        {props.showCaption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Header>
          <Table.Row>
            {props.selection && <Table.ColumnHeader>{cells.title('select')}</Table.ColumnHeader>}
            {columns.map((column) => (
              <Table.ColumnHeader
                key={column.path}
                aria-sort={ariaSort(column.path)}
                textAlign={alignEnd.includes(column.path) ? 'end' : undefined}
              >
                {header(column.path)}
              </Table.ColumnHeader>
            ))}
            {rowActions && (
              <Table.ColumnHeader>{props.actionsTitle ?? t('table.actions')}</Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={key(row, index)} data-testid={props.rowTestId}>
              {props.selection && (
                <Table.Cell>
                  <props.selection.box
                    selection={props.selection}
                    row={row}
                    rowKey={key(row, index)}
                  />
                </Table.Cell>
              )}
              {columns.map((column) => (
                <Table.Cell
                  key={column.path}
                  textAlign={alignEnd.includes(column.path) ? 'end' : undefined}
                >
                  {cellContent(renderCell?.[column.path]?.(row), () => text(row, column))}
                </Table.Cell>
              ))}
              {rowActions && (
                <Table.Cell whiteSpace={props.actionsOnOneLine ? 'nowrap' : undefined}>
                  {rowActions(row)}
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export default SchemaTable;
