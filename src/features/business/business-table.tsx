// The schema table as the business lists use it: the generated row schema of their resource,
// column titles from `forms:columns.<path>`, a selection column for batch actions, the row's
// buttons on one line, and cards instead of the table below the md breakpoint (phones: a table
// there cut off its last columns).
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaTable } from '@/components/schema-table/schema-table';
import { SelectionBox } from '@/components/schema-table/selection-box';
import { valueAt } from '@/components/schema-table/table-columns';

export interface BusinessTableProps<Row> {
  /** The generated schema of one row (`import row from '@generated/rows/Member.json'`). */
  schema: object;
  rows: Row[];
  columns: string[];
  caption: string;
  rowKey: (row: Row) => string;
  /** Buttons of one row, shown in the last column. */
  actions?: (row: Row) => ReactNode;
  renderCell?: Partial<Record<string, (row: Row) => ReactNode>>;
  /** Selection for batch actions: the selected keys and how to change them. */
  selection?: {
    selected: ReadonlySet<string>;
    onChange: (next: Set<string>) => void;
    label: (row: Row) => string;
    disabled?: (row: Row) => boolean;
  };
}

export function BusinessTable<Row>(props: BusinessTableProps<Row>) {
  const { schema, rows, columns, caption, rowKey, actions, selection } = props;
  const { t } = useTranslation('business');
  // An e-mail address has no space to break at: a long one (plus addressing, long domains) would
  // push the table past its card and hide the actions column. It may break anywhere instead, but
  // keeps a readable width where the table scrolls anyway (phones).
  const addresses = Object.fromEntries(
    columns
      .filter((path) => /(^|\.)email$/i.test(path))
      .map((path) => [
        path,
        (item: Row) => (
          <chakra.span display="block" minW="18ch" whiteSpace="normal" overflowWrap="anywhere">
            {String(valueAt(item, path) ?? '')}
          </chakra.span>
        ),
      ]),
  );
  return (
    <SchemaTable<Row>
      schema={schema}
      rows={rows}
      columns={columns}
      caption={caption}
      rowKey={(item) => rowKey(item)}
      renderCell={{ ...addresses, ...props.renderCell }}
      cardsBelow="md"
      selection={
        selection && {
          ...selection,
          box: SelectionBox,
          label: (item) => t('common.select', { name: selection.label(item) }),
        }
      }
      rowActions={actions}
      // The row's buttons stay on one line; the other columns give way.
      actionsOnOneLine
    />
  );
}
