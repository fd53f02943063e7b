// The rows of a schema table as cards, one under the other, for phones (at 390 px a table cuts
// off its last columns, often the actions). Each card names every column with its title and
// value as the table does (same titles, same formatting), its selection box first and the
// row's buttons last, wrapping as the width needs. Where the table's headers sort, a bar of the
// same sort buttons stands above the cards.
import { Box, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortButton } from './sort-button';
import type { SchemaTableProps } from './table-props';
import { useTableCells } from './use-table-cells';

export function SchemaCards<Row>(props: SchemaTableProps<Row>) {
  const { schema, rootSchema, rows, columns: paths, rowKey, renderCell, caption } = props;
  const { rowActions, selection, empty } = props;
  const { columns, title, text, t } = useTableCells(schema, rootSchema, paths, props.timeZone);
  if (rows.length === 0) {
    return empty ?? <Text color="fg.muted">{t('table.empty')}</Text>;
  }
  const key = (row: Row, index: number) =>
    rowKey?.(row, index) ?? String((row as { id?: unknown }).id ?? index);
  return (
    <Stack gap="2">
      {props.showCaption && <Text fontWeight="semibold">{caption}</Text>}
      <SortBar
        {...props}
        shown={columns.map((column) => column.path)}
        title={(path) => props.titles?.[path] ?? title(path)}
      />
      <Stack as="ul" aria-label={caption} gap="3" listStyleType="none" data-testid="row-cards">
        {rows.map((row, index) => (
          <Box
            as="li"
            key={key(row, index)}
            borderWidth="1px"
            rounded="md"
            p="3"
            bg="white"
            minW="0"
          >
            {selection && (
              <selection.box selection={selection} row={row} rowKey={key(row, index)} labelled />
            )}
            <DataList.Root orientation="horizontal" size="sm" gap="2">
              {columns.map((column) => (
                <DataList.Item key={column.path}>
                  <DataList.ItemLabel minW="24" flexShrink={0}>
                    {props.titles?.[column.path] ?? title(column.path)}
                  </DataList.ItemLabel>
                  <DataList.ItemValue minW="0" overflowWrap="anywhere">
                    {cellContent(renderCell?.[column.path]?.(row), () => text(row, column))}
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            {rowActions && (
              <HStack gap="2" wrap="wrap" mt="3">
                {rowActions(row)}
              </HStack>
            )}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

function SortBar<Row>({
  sortable = [],
  sort,
  onSortChange,
  shown,
  title,
}: SchemaTableProps<Row> & { shown: string[]; title: (path: string) => string }) {
  const { t } = useTranslation('forms');
  // As in the table: only the shown columns sort.
  const paths = sortable.filter((path) => shown.includes(path));
  if (!onSortChange || paths.length === 0) return null;
  return (
    <HStack role="group" aria-label={t('table.sortBy')} gap="3" wrap="wrap" fontSize="sm">
      <Text color="fg.muted">{t('table.sortBy')}</Text>
      {paths.map((path) => (
        <SortButton
          key={path}
          path={path}
          title={title(path)}
          sort={sort}
          onSortChange={onSortChange}
          pressedState
        />
      ))}
    </HStack>
  );
}

/** A custom cell's content, or the formatted value where the column has none. */
export function cellContent(custom: ReactNode, formatted: () => string): ReactNode {
  return custom ?? formatted();
}
