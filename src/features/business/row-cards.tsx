// The rows of a business list as cards, one under the other, for phones (at
// 390 px the members table cut off its role and action columns). Each card names every column
// with its title and value as the table does (same titles, same formatting), its selection box
// first and its buttons last, wrapping as the width needs.
import { Box, Checkbox, DataList, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTableCells } from '@/components/schema-table/schema-table';
import type { BusinessTableProps } from './business-table';

export function RowCards<Row>(
  props: BusinessTableProps<Row> & {
    schema: object;
    rootSchema: object;
    renderCell: Partial<Record<string, (row: Row) => ReactNode>>;
  },
) {
  const { rows, columns: paths, caption, rowKey, actions, selection, renderCell } = props;
  const { t } = useTranslation('business');
  const { columns, title, text } = useTableCells(props.schema, props.rootSchema, paths);
  return (
    <Stack as="ul" aria-label={caption} gap="3" listStyleType="none" data-testid="row-cards">
      {rows.map((item) => {
        const key = rowKey(item);
        return (
          <Box as="li" key={key} borderWidth="1px" rounded="md" p="3" bg="white" minW="0">
            {selection && (
              <Checkbox.Root
                size="sm"
                mb="2"
                checked={selection.selected.has(key)}
                disabled={selection.disabled?.(item)}
                onCheckedChange={({ checked }) => {
                  const next = new Set(selection.selected);
                  if (checked === true) next.add(key);
                  else next.delete(key);
                  selection.onChange(next);
                }}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="semibold">
                  {t('common.select', { name: selection.label(item) })}
                </Checkbox.Label>
              </Checkbox.Root>
            )}
            <DataList.Root orientation="horizontal" size="sm" gap="2">
              {columns.map((column) => (
                <DataList.Item key={column.path}>
                  <DataList.ItemLabel minW="24" flexShrink={0}>
                    {title(column.path)}
                  </DataList.ItemLabel>
                  <DataList.ItemValue minW="0" overflowWrap="anywhere">
                    {renderCell[column.path]?.(item) ?? text(item, column)}
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
            {actions && (
              <HStack gap="2" wrap="wrap" mt="3">
                {actions(item)}
              </HStack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
